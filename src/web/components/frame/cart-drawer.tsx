// The cart sidebar's frame: a drawer from the right (420 px, full width on phones). Until the cart
// issue fills it with lines and the summary, it shows the spec's empty bag.
import type { ReactNode } from "react";
import { useI18n } from "../../i18n/i18n.tsx";
import { ButtonLink } from "../button.tsx";
import { Drawer } from "../drawer.tsx";
import { Icon } from "../icon.tsx";

export interface CartDrawerProps {
  open: boolean;
  onClose: () => void;
  id?: string;
  /** The cart's lines and summary; without them the empty bag shows. */
  children?: ReactNode;
  footer?: ReactNode;
}

export function CartDrawer({ open, onClose, id, children, footer }: CartDrawerProps) {
  const { t } = useI18n();
  return (
    <Drawer
      open={open}
      onClose={onClose}
      side="right"
      title={t("Your Bag")}
      id={id}
      footer={footer}
      className="cart-drawer"
    >
      {children ?? <EmptyBag />}
    </Drawer>
  );
}

export function EmptyBag() {
  const { t, to } = useI18n();
  return (
    <div className="empty-bag">
      <span className="empty-bag__icon">
        <Icon name="bag" size={32} />
      </span>
      <p className="empty-bag__title">{t("Oops! Your bag is empty!")}</p>
      <p className="empty-bag__text">{t("Start adding products now.")}</p>
      <div className="empty-bag__actions">
        <ButtonLink to={to("/shop")} fullWidth>
          {t("Shop Now")}
        </ButtonLink>
        <ButtonLink to="/wishlist" variant="secondary" fullWidth>
          {t("View Wishlist")}
        </ButtonLink>
      </div>
    </div>
  );
}

// The cart sidebar's frame: a drawer from the right (420 px, full width on phones). Until the cart
// issue fills it with lines and the summary, it shows the spec's empty bag.
import type { ReactNode } from "react";
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
  return (
    <Drawer open={open} onClose={onClose} side="right" title="Your Bag" id={id} footer={footer} className="cart-drawer">
      {children ?? <EmptyBag />}
    </Drawer>
  );
}

export function EmptyBag() {
  return (
    <div className="empty-bag">
      <span className="empty-bag__icon">
        <Icon name="bag" size={32} />
      </span>
      <p className="empty-bag__title">Oops! Your bag is empty!</p>
      <p className="empty-bag__text">Start adding products now.</p>
      <div className="empty-bag__actions">
        <ButtonLink to="/shop" fullWidth>
          Shop Now
        </ButtonLink>
        <ButtonLink to="/wishlist" variant="secondary" fullWidth>
          View Wishlist
        </ButtonLink>
      </div>
    </div>
  );
}

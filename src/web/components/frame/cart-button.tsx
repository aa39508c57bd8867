// The header's cart button: a bag with the number of items in --amethyst ("9+" above nine). The
// cart issue passes the real count and opens its drawer through `onOpen`.

import { useI18n } from "../../i18n/i18n.tsx";
import { Icon } from "../icon.tsx";

export interface CartButtonProps {
  /** Units in the cart (0 when signed out, spec section 4). */
  count: number;
  onOpen: () => void;
  /** id of the drawer it opens, for aria-controls. */
  controls?: string;
  expanded?: boolean;
}

export function cartBadgeText(count: number): string {
  return count > 9 ? "9+" : String(count);
}

export function CartButton({ count, onOpen, controls, expanded }: CartButtonProps) {
  const { t } = useI18n();
  const label = count === 0 ? t("Cart, empty") : t("Cart, {count, plural, one {# item} other {# items}}", { count });
  return (
    <button
      type="button"
      className="icon-button cart-button"
      aria-label={label}
      aria-haspopup="dialog"
      aria-controls={controls}
      aria-expanded={expanded}
      onClick={onOpen}
    >
      <Icon name="bag" />
      {count > 0 && (
        <span className="cart-button__badge" aria-hidden="true">
          {cartBadgeText(count)}
        </span>
      )}
    </button>
  );
}

// The cart sidebar's content (spec: cart sidebar, section 9 cart summary): the free-shipping note
// with its progress bar, the lines (image, name, variant, price with struck M.R.P., quantity,
// remove, gift wrap), and in the pinned footer the summary and CHECKOUT. Every figure comes from
// the pricing module; the lines are loaded (with current prices) each time the sidebar opens.
import { useEffect, useId } from "react";
import { Link, useNavigate } from "react-router";
import { type CartItem, checkoutLineOf, lineAvailable, maxLineQuantity, pricedLine } from "../../core/cart.ts";
import { productPath } from "../../core/catalogue.ts";
import { fromRupees, type Paise } from "../../core/money.ts";
import { type CartSummary, defaultPricingSettings, type PricingSettings, summarize } from "../../core/pricing.ts";
import { Button } from "../components/button.tsx";
import { EmptyBag } from "../components/frame/cart-drawer.tsx";
import { useCartDrawer } from "../components/frame/site-frame.tsx";
import { Icon } from "../components/icon.tsx";
import { Price } from "../components/price.tsx";
import { ProductImage } from "../components/product-image.tsx";
import { QuantityStepper } from "../components/quantity-stepper.tsx";
import { SummaryRows } from "../components/summary-rows.tsx";
import { useCart } from "./cart-context.tsx";
import "../styles/cart.css";
import { DeliveryCheck } from "../delivery/delivery-check.tsx";
import { English, useI18n } from "../i18n/i18n.tsx";

export interface CartPanelProps {
  /** Shipping and gift-wrap amounts (shop settings). */
  pricing?: PricingSettings;
}

/** The drawer's scrolling body: loading, the empty bag, or the free-shipping note and the lines. */
export function CartPanel({ pricing = defaultPricingSettings }: CartPanelProps) {
  const cart = useCart();
  const drawer = useCartDrawer();
  const { t } = useI18n();
  const { load } = cart;

  // each opening shows the lines as they are now (prices and stock change)
  useEffect(() => {
    if (drawer.isOpen) void load();
  }, [drawer.isOpen, load]);

  if (cart.status !== "ready" && cart.items.length === 0) {
    if (cart.count === 0 && cart.status === "idle" && !cart.signedIn) return <EmptyBag />;
    return (
      <p className="cart-loading" role="status">
        {t("Loading cart...")}
      </p>
    );
  }
  if (cart.items.length === 0) return <EmptyBag />;

  const summary = summarize(cart.items.map(pricedLine), null, pricing);
  return (
    <div className="cart-panel">
      <FreeShippingNote summary={summary} freeFrom={pricing.freeShippingFrom} />
      <ul className="cart-lines plain-list" aria-label={t("Items in your bag")}>
        {cart.items.map((item) => (
          <CartLine key={item.variantId} item={item} giftWrapPerUnit={pricing.giftWrapPerUnit} />
        ))}
      </ul>
    </div>
  );
}

function FreeShippingNote({ summary, freeFrom }: { summary: CartSummary; freeFrom: Paise }) {
  const { t, money } = useI18n();
  const reached = summary.amountToFreeShipping === 0;
  const progress = reached ? 100 : Math.min(100, Math.round((summary.itemsTotal / freeFrom) * 100));
  return (
    <div className={reached ? "free-shipping free-shipping--reached" : "free-shipping"}>
      <p className="free-shipping__text">
        <Icon name="truck" size={20} />
        {reached ? (
          <span>{t("You have unlocked free shipping!")}</span>
        ) : (
          <span>{t("Add {amount} more for free shipping", { amount: money(summary.amountToFreeShipping) })}</span>
        )}
      </p>
      <div className="free-shipping__track" aria-hidden="true">
        <span className="free-shipping__bar" style={{ width: `${progress}%` }} />
      </div>
    </div>
  );
}

function CartLine({ item, giftWrapPerUnit }: { item: CartItem; giftWrapPerUnit: Paise }) {
  const cart = useCart();
  const { t, to, money } = useI18n();
  const giftId = useId();
  const busy = cart.busyLine === item.variantId;
  const href = to(productPath(item.productId, item.variantIndex));
  const soldOut = item.stock <= 0;
  const aboveStock = !soldOut && item.quantity > item.stock;

  return (
    <li className="cart-line" aria-busy={busy}>
      <Link to={href} className="cart-line__media" tabIndex={-1} aria-hidden="true">
        <ProductImage className="cart-line__image" src={item.image} alt="" sizes="80px" />
      </Link>
      <div className="cart-line__body">
        <div className="cart-line__head">
          <div>
            <Link to={href} className="cart-line__name">
              <English>{item.name}</English>
            </Link>
            {item.title && (
              <p className="cart-line__variant">
                <English>{item.title}</English>
              </p>
            )}
          </div>
          <button
            type="button"
            className="cart-line__remove"
            aria-label={t("Remove {name} from your bag", {
              name: `${item.name}${item.title ? ` (${item.title})` : ""}`,
            })}
            disabled={busy}
            onClick={() => void cart.remove(item)}
          >
            <Icon name="trash" size={20} />
          </button>
        </div>
        <Price price={fromRupees(item.price)} mrp={fromRupees(item.originalPrice)} className="cart-line__price" />
        {soldOut && <p className="cart-line__warning">{t("Out of stock: please remove it to check out.")}</p>}
        {aboveStock && (
          <p className="cart-line__warning">
            {t("Only {count} left: lower the quantity to check out.", { count: item.stock })}
          </p>
        )}
        <div className="cart-line__controls">
          <QuantityStepper
            value={item.quantity}
            max={Math.max(Math.min(item.stock, maxLineQuantity), item.quantity)}
            onChange={(quantity) => void cart.setQuantity(item, quantity)}
            disabled={busy || soldOut}
            label={t("Quantity of {name}", { name: item.name })}
            showLabel={false}
            commit="settled"
            compact
          />
          <p className="cart-line__total">{money(fromRupees(item.price) * item.quantity)}</p>
        </div>
        <div className="cart-line__gift">
          <input
            id={giftId}
            type="checkbox"
            className="checkbox"
            checked={item.giftWrap}
            disabled={busy}
            onChange={(event) => void cart.setGiftWrap(item, event.target.checked)}
          />
          <label htmlFor={giftId}>
            <Icon name="gift" size={18} className="cart-line__gift-icon" />
            {t("Gift wrap")}{" "}
            <span className="cart-line__gift-price">{t("(+{amount} each)", { amount: money(giftWrapPerUnit) })}</span>
          </label>
        </div>
      </div>
    </li>
  );
}

/** The drawer's pinned footer: the summary (spec section 9) and CHECKOUT. */
export function CartFooter({ pricing = defaultPricingSettings }: CartPanelProps) {
  const cart = useCart();
  const navigate = useNavigate();
  const { t, to } = useI18n();
  if (cart.items.length === 0) return null;
  const summary = summarize(cart.items.map(pricedLine), null, pricing);
  const blocked = cart.items.some((item) => !lineAvailable(item));

  return (
    <div className="cart-footer">
      <SummaryRows figures={{ ...summary, coupon: undefined, codFee: 0, codFeeIfChosen: pricing.codFee }} />
      <p className="cart-footer__note">{t("Inclusive of all taxes")}</p>
      <DeliveryCheck compact />
      {blocked && (
        <p className="cart-footer__blocked" role="status">
          {t("Some items are no longer available in the quantity chosen.")}
        </p>
      )}
      <Button
        fullWidth
        className="cart-footer__checkout"
        disabled={blocked || cart.busyLine !== null}
        // the spec's state products, marked as the bag's: the checkout reads the bag itself, so a
        // reload or a new tab shows the same lines
        onClick={() =>
          navigate(to("/checkout-page"), {
            state: { products: cart.items.map((item) => checkoutLineOf(item)), from: "bag" },
          })
        }
      >
        {t("Checkout")}
      </Button>
    </div>
  );
}

// The checkout's order summary: each line with its quantity dropdown (1 to the smaller of 10 and
// the stock) and what changed since it was added, the coupon box, and the totals the pricing module
// computes (the server computes them again when the order is placed).
import { useId, useState } from "react";
import { Link } from "react-router";
import { pricedLine } from "../../core/cart.ts";
import { productPath } from "../../core/catalogue.ts";
import { couponMessages, quantityChoices } from "../../core/checkout.ts";
import type { Said } from "../../core/i18n.ts";
import { fromRupees } from "../../core/money.ts";
import type { CartSummary } from "../../core/pricing.ts";
import { Button } from "../components/button.tsx";
import { ProductImage } from "../components/product-image.tsx";
import { SummaryRows } from "../components/summary-rows.tsx";
import { English, useI18n } from "../i18n/i18n.tsx";
import { type CheckoutItem, checkoutLineOk } from "./checkout-lines.ts";

export interface AppliedCoupon {
  code: string;
  percent: number;
  /** Rupees, when capped. */
  maxDiscount: number | null;
}

export function SummaryLines({
  items,
  onQuantity,
  disabled,
}: {
  items: readonly CheckoutItem[];
  onQuantity: (variantId: string, quantity: number) => void;
  disabled: boolean;
}) {
  const { t } = useI18n();
  return (
    <ul className="checkout-lines plain-list" aria-label={t("Items in your order")}>
      {items.map((item) => (
        <SummaryLine key={item.variantId} item={item} onQuantity={onQuantity} disabled={disabled} />
      ))}
    </ul>
  );
}

function SummaryLine({
  item,
  onQuantity,
  disabled,
}: {
  item: CheckoutItem;
  onQuantity: (variantId: string, quantity: number) => void;
  disabled: boolean;
}) {
  const { t, to, money } = useI18n();
  const id = useId();
  const soldOut = item.stock <= 0;
  const choices = quantityChoices(item.stock);
  const unit = fromRupees(item.price);
  return (
    <li className="checkout-line">
      <div className="checkout-line__media">
        <ProductImage className="checkout-line__image" src={item.image} alt="" sizes="64px" />
        <span className="checkout-line__count" aria-hidden="true">
          {item.quantity}
        </span>
      </div>
      <div className="checkout-line__body">
        <Link to={to(productPath(item.productId, item.variantIndex))} className="checkout-line__name">
          <English>{item.name}</English>
        </Link>
        <p className="checkout-line__variant">
          <English>{item.title}</English>
          {item.giftWrap ? ` · ${t("Gift wrapped")}` : ""}
        </p>
        {item.priceWas !== null && (
          <p className="checkout-line__note">
            {t("Price changed from {was} to {now}", { was: money(fromRupees(item.priceWas)), now: money(unit) })}
          </p>
        )}
        {soldOut ? (
          <p className="checkout-line__warning">{t("Out of stock: go back and remove it to continue.")}</p>
        ) : (
          !checkoutLineOk(item) && (
            <p className="checkout-line__warning">
              {t("Only {count} can be ordered: lower the quantity.", { count: Math.min(item.stock, 10) })}
            </p>
          )
        )}
        {!soldOut && (
          <div className="checkout-line__quantity">
            <label htmlFor={id}>{t("Quantity")}</label>
            <select
              id={id}
              className="checkout-line__select"
              value={Math.min(item.quantity, Math.max(...choices))}
              disabled={disabled}
              onChange={(event) => onQuantity(item.variantId, Number(event.target.value))}
            >
              {choices.map((choice) => (
                <option key={choice} value={choice}>
                  {choice}
                </option>
              ))}
            </select>
          </div>
        )}
      </div>
      <p className="checkout-line__total">{money(unit * item.quantity)}</p>
    </li>
  );
}

export function CouponBox({
  signedIn,
  applied,
  onApply,
  onRemove,
  disabled,
}: {
  signedIn: boolean;
  applied: AppliedCoupon | null;
  onApply: (code: string) => Promise<string | Said | null>;
  onRemove: () => void;
  disabled: boolean;
}) {
  const { t, say, to, money } = useI18n();
  const id = useId();
  const [code, setCode] = useState("");
  const [checking, setChecking] = useState(false);
  const [message, setMessage] = useState<string | Said | null>(null);

  async function apply() {
    const typed = code.trim().toUpperCase();
    setCode(typed);
    if (!typed) {
      setMessage(couponMessages.empty);
      return;
    }
    setChecking(true);
    setMessage(await onApply(typed));
    setChecking(false);
  }

  return (
    <div className="coupon">
      <label htmlFor={id} className="coupon__label">
        {t("Coupon code")}
      </label>
      <div className="coupon__row">
        <input
          id={id}
          className="field__input coupon__input"
          value={applied ? applied.code : code}
          readOnly={applied !== null}
          disabled={!signedIn || disabled}
          autoCapitalize="characters"
          aria-describedby={`${id}-note`}
          onChange={(event) => setCode(event.target.value.toUpperCase())}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              event.preventDefault();
              void apply();
            }
          }}
        />
        {applied ? (
          <Button
            variant="secondary"
            size="sm"
            disabled={disabled}
            onClick={() => {
              onRemove();
              setCode("");
              setMessage(null);
            }}
          >
            {t("Remove")}
          </Button>
        ) : (
          <Button
            variant="secondary"
            size="sm"
            disabled={!signedIn || disabled}
            busy={checking}
            busyText={t("Checking...")}
            onClick={() => void apply()}
          >
            {t("Apply")}
          </Button>
        )}
      </div>
      <p
        id={`${id}-note`}
        className={message && !applied ? "coupon__note coupon__note--error" : "coupon__note"}
        role="status"
      >
        {!signedIn ? (
          <>
            {t(couponMessages.loginRequired)}: <Link to={to("/login")}>{t("sign in")}</Link>
          </>
        ) : applied ? (
          `${applied.code}: ${t("{percent}% off", { percent: applied.percent })}${applied.maxDiscount != null ? ` ${t("(up to {amount})", { amount: money(fromRupees(applied.maxDiscount)) })}` : ""}`
        ) : (
          say(message ?? "")
        )}
      </p>
    </div>
  );
}

export function Totals({
  summary,
  couponCode,
  codFee = 0,
}: {
  summary: CartSummary;
  couponCode: string | null;
  /** The Pay on Delivery fee, shown as its own line when the shop charges one (paise). */
  codFee?: number;
}) {
  return (
    <SummaryRows
      className="checkout-totals"
      figures={{
        ...summary,
        coupon: { code: couponCode, amount: summary.couponDiscount },
        codFee: 0,
        codFeeIfChosen: codFee,
      }}
    />
  );
}

export const pricedLines = (items: readonly CheckoutItem[]) => items.map(pricedLine);

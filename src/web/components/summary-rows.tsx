// The price breakup every page shows (cart, checkout, thank-you page, order detail): subtotal,
// savings, coupon, gift wrap, shipping, the Pay on Delivery fee as its own line (the consumer
// rules want a breakup), and the total; under it, what store credit paid and the rest. Amounts in paise; the figures come from core/pricing.ts
// (`summarize`) or from an order the server priced.
import type { Paise } from "../../core/money.ts";
import { useI18n } from "../i18n/i18n.tsx";

export interface SummaryFigures {
  /** The first row: the M.R.P. subtotal, or the items' total where no saving is shown. */
  subtotal: Paise;
  subtotalLabel?: string;
  /** The saving against M.R.P. (no row when 0), with its percent when known. */
  savings?: Paise;
  savingsPercent?: number;
  coupon?: { code: string | null; amount: Paise };
  giftWrap: Paise;
  shipping: Paise;
  /** The Pay on Delivery fee the order pays. */
  codFee?: Paise;
  total: Paise;
  /** Before the payment is chosen: the fee Pay on Delivery would add, shown after the total. */
  codFeeIfChosen?: Paise;
  /** A placed order's store credit (no row when 0): shown under the total, a payment, not a discount. */
  /**
   * A placed order's payments under the total (core/paid-with.ts paymentRows: store credit, a gift card,
   * then the rest); negative amounts are what the ledger paid. Built by the pages that show an order,
   * so the cart's bundle does not carry their words.
   */
  paidWith?: ReadonlyArray<readonly [label: string, amount: Paise]>;
}

export function SummaryRows({ figures, className }: { figures: SummaryFigures; className?: string }) {
  const { savings = 0, coupon, codFee = 0, codFeeIfChosen = 0 } = figures;
  const { t, money } = useI18n();
  return (
    <dl className={className ? `cart-summary ${className}` : "cart-summary"}>
      <Row label={t(figures.subtotalLabel ?? "Subtotal (M.R.P.)")}>{money(figures.subtotal)}</Row>
      {savings > 0 && (
        <Row
          tone="saving"
          label={
            figures.savingsPercent === undefined
              ? t("Discount")
              : t("Discount ({percent}%)", { percent: figures.savingsPercent })
          }
        >
          −{money(savings)}
        </Row>
      )}
      {coupon && coupon.amount > 0 && (
        <Row tone="saving" label={`${t("Coupon")} ${coupon.code ?? ""}`.trim()}>
          −{money(coupon.amount)}
        </Row>
      )}
      {figures.giftWrap > 0 && <Row label={t("Gift wrap")}>{money(figures.giftWrap)}</Row>}
      <Row label={t("Shipping")}>{figures.shipping === 0 ? t("Free") : money(figures.shipping)}</Row>
      {codFee > 0 && <Row label={t("Pay on Delivery fee")}>{money(codFee)}</Row>}
      <Row tone="total" label={t("Total")}>
        {money(figures.total)}
      </Row>
      {figures.paidWith?.map(([label, amount]) => (
        <Row key={label} tone={amount < 0 ? "saving" : undefined} label={t(label)}>
          {amount < 0 ? `−${money(-amount)}` : money(amount)}
        </Row>
      ))}
      {codFeeIfChosen > 0 && (
        <Row tone="note" label={t("Pay on Delivery fee, if chosen")}>
          {money(codFeeIfChosen)}
        </Row>
      )}
    </dl>
  );
}

function Row({
  label,
  tone,
  children,
}: {
  label: string;
  tone?: "saving" | "total" | "note";
  children: string[] | string;
}) {
  return (
    <div className={tone ? `cart-summary__row cart-summary__row--${tone}` : "cart-summary__row"}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

// An order line's amount with the GST inside it ("₹500 · incl. ₹23.81 GST"): the price breakup the
// consumer rules want. The GST is the line's figure from core/gst.ts (`lineGst`), the same the mail
// and the tax invoice show.
import { formatRupeesExact, type Paise } from "../../core/money.ts";
import { useI18n } from "../i18n/i18n.tsx";

interface LineTotalProps {
  /** The line's amount at its shown price (unit price × quantity), in paise. */
  amount: Paise;
  /** The GST inside what was paid for the line, in paise. */
  gst: Paise;
}

export function LineTotal({ amount, gst }: LineTotalProps) {
  const { t, money } = useI18n();
  return (
    <p className="checkout-line__total">
      {money(amount)}
      <span className="checkout-line__tax">{t("incl. {amount} GST", { amount: formatRupeesExact(gst) })}</span>
    </p>
  );
}

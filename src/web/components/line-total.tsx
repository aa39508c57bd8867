// An order line's amount with the GST inside it ("₹500 · incl. ₹23.81 GST"): the price breakup the
// consumer rules want. The GST is the line's figure from core/gst.ts (`lineGst`), the same the mail
// and the tax invoice show.
import { formatRupees, formatRupeesExact, type Paise } from "../../core/money.ts";

interface LineTotalProps {
  /** The line's amount at its shown price (unit price × quantity), in paise. */
  amount: Paise;
  /** The GST inside what was paid for the line, in paise. */
  gst: Paise;
}

export function LineTotal({ amount, gst }: LineTotalProps) {
  return (
    <p className="checkout-line__total">
      {formatRupees(amount)}
      <span className="checkout-line__tax">incl. {formatRupeesExact(gst)} GST</span>
    </p>
  );
}

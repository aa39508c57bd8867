// An order line's amount with the GST inside it ("₹500 · incl. ₹23.81 GST"): the price breakup the
// consumer rules want before the tax invoice exists (order pages; the mail shows the same).
import { gstIncluded } from "../../core/gst.ts";
import { formatRupees, formatRupeesExact, fromRupees } from "../../core/money.ts";

interface LineTotalProps {
  /** One unit's shelf price, GST included, in rupees (the order answer's `price`). */
  price: number;
  quantity: number;
  /** The line's GST rate in percent (the order answer's `tax`). */
  tax: number;
}

export function LineTotal({ price, quantity, tax }: LineTotalProps) {
  const amount = fromRupees(price) * quantity;
  return (
    <p className="checkout-line__total">
      {formatRupees(amount)}
      <span className="checkout-line__tax">
        incl. {formatRupeesExact(gstIncluded(amount, Math.round(tax * 100)))} GST
      </span>
    </p>
  );
}

// A price as the shopper reads it: the shown price (GST included), the struck M.R.P. and the
// saving in --sage. Amounts are paise; percent off comes from core/pricing.ts.
import { formatRupees, type Paise } from "../../core/money.ts";
import { discountPercent } from "../../core/pricing.ts";
import "../styles/controls.css";

export interface PriceProps {
  /** The shown price, tax included, in paise. */
  price: Paise;
  /** The M.R.P. in paise; struck through when above the price. */
  mrp?: Paise | null;
  /** "lg" on the product page, "md" on cards (default). */
  size?: "md" | "lg";
  /** Show the "x% off" saving (default true). */
  showSaving?: boolean;
  /** "whole" percent, rounded down, on cards (default); "exact" to one decimal on the product page (spec). */
  savingPrecision?: "whole" | "exact";
  className?: string;
}

/** Whole: 28.7 → "28" (never more than the real saving). Exact: "12.5" stays, "20.0" becomes "20". */
function percentText(percent: number, precision: "whole" | "exact"): string {
  if (precision === "whole") return String(Math.floor(percent));
  return Number.isInteger(percent) ? String(percent) : percent.toFixed(1);
}

export function Price({
  price,
  mrp,
  size = "md",
  showSaving = true,
  savingPrecision = "whole",
  className,
}: PriceProps) {
  const struck = mrp != null && mrp > price ? mrp : null;
  const percent = struck ? discountPercent(struck, price) : 0;
  const shownPercent = percentText(percent, savingPrecision);
  const classes = ["price", size === "lg" && "price--lg", className].filter(Boolean).join(" ");
  return (
    <p className={classes}>
      <span className="price__now">
        <span className="visually-hidden">Price </span>
        {formatRupees(price)}
      </span>
      {struck !== null && (
        <s className="price__mrp">
          <span className="visually-hidden">M.R.P. </span>
          {formatRupees(struck)}
        </s>
      )}
      {showSaving && shownPercent !== "0" && <span className="price__saving">{shownPercent}% off</span>}
    </p>
  );
}

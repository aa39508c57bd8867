// A price as the shopper reads it: the shown price (GST included), the struck M.R.P. and the
// saving in --sage. Amounts are paise; percent off comes from core/pricing.ts.
import type { Paise } from "../../core/money.ts";
import { percentOff } from "../../core/pricing.ts";
import "../styles/controls.css";
import { useI18n } from "../i18n/i18n.tsx";

export interface PriceProps {
  /** The shown price, tax included, in paise. */
  price: Paise;
  /** The M.R.P. in paise; struck through when above the price. */
  mrp?: Paise | null;
  /** "lg" on the product page, "md" on cards (default). */
  size?: "md" | "lg";
  /** Show the "x% off" saving (default true). */
  showSaving?: boolean;
  className?: string;
}

export function Price({ price, mrp, size = "md", showSaving = true, className }: PriceProps) {
  const struck = mrp != null && mrp > price ? mrp : null;
  const percent = struck ? percentOff(struck, price) : 0;
  const { t, money } = useI18n();
  const classes = ["price", size === "lg" && "price--lg", className].filter(Boolean).join(" ");
  return (
    <p className={classes}>
      <span className="price__now">
        <span className="visually-hidden">{t("Price")} </span>
        {money(price)}
      </span>
      {struck !== null && (
        <s className="price__mrp">
          <span className="visually-hidden">{t("M.R.P.")} </span>
          {money(struck)}
        </s>
      )}
      {showSaving && percent > 0 && (
        <span className="price__saving">{t("{percent}% off", { percent: String(percent) })}</span>
      )}
    </p>
  );
}

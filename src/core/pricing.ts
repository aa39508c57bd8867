// The one pricing module (DESIGN.md decision 3). The browser shows what this computes and the
// server charges what this computes; nothing else does price arithmetic.
import type { Paise } from "./money.ts";

/** GST rates are stored in basis points: 0.25% = 25, 3% = 300, 18% = 1800. */
export type BasisPoints = number;

export interface PricingSettings {
  /** Shipping charged below the free-shipping threshold (₹50). */
  shippingFee: Paise;
  /** Items total at or above which shipping is free (₹699). */
  freeShippingFrom: Paise;
  /** Gift wrap per unit of a line (₹50). */
  giftWrapPerUnit: Paise;
  /** Charged on an order paid on delivery (₹0 by default; its own line when set). */
  codFee: Paise;
}

export const defaultPricingSettings: PricingSettings = {
  shippingFee: 5000,
  freeShippingFrom: 69900,
  giftWrapPerUnit: 5000,
  codFee: 0,
};

/**
 * The taxable value inside a tax-inclusive shelf price: shelf ÷ (1 + rate), to the paisa.
 * The API calls it `salePrice`; `salePrice` plus its tax is the shelf price again.
 */
export function taxableValue(shelfPrice: Paise, gstRate: BasisPoints): Paise {
  return Math.round((shelfPrice * 10000) / (10000 + gstRate));
}

/** The tax contained in a tax-inclusive amount. */
export function taxIncluded(shelfPrice: Paise, gstRate: BasisPoints): Paise {
  return shelfPrice - taxableValue(shelfPrice, gstRate);
}

/** Percent off the M.R.P., one decimal, as the product page shows it (0 when there is no M.R.P.). */
export function discountPercent(mrp: Paise, shelfPrice: Paise): number {
  if (mrp <= 0 || shelfPrice >= mrp) return 0;
  return Math.round(((mrp - shelfPrice) / mrp) * 1000) / 10;
}

/**
 * The saving as every page shows it ("28% off" on a card, the product page and the bag alike): a
 * whole percent of the M.R.P., rounded down, so it never says more than the real saving. The API's
 * `discount` keeps the spec's one decimal (`discountPercent`).
 */
export function percentOff(mrp: Paise, price: Paise): number {
  if (mrp <= 0 || price >= mrp) return 0;
  return Math.floor(((mrp - price) * 100) / mrp);
}

/** The figures a variant carries in the API (in paise here; rupees at the JSON edge). */
export function variantPrices(shelfPrice: Paise, mrp: Paise, gstRate: BasisPoints) {
  return {
    salePrice: taxableValue(shelfPrice, gstRate),
    price: shelfPrice,
    costPrice: Math.max(mrp, shelfPrice),
    tax: gstRate / 100,
    discount: discountPercent(mrp, shelfPrice),
  };
}

export interface PricedLine {
  /** Shown (shelf) price of one unit, tax included. */
  unitPrice: Paise;
  /** M.R.P. of one unit, tax included; at least the unit price. */
  unitMrp: Paise;
  quantity: number;
  giftWrap?: boolean;
}

export interface CouponTerms {
  /** Percent off the items total, 1 to 100. */
  percent: number;
  /** Largest discount the coupon gives, if capped. */
  maxDiscount?: Paise | null;
}

export interface CartSummary {
  /** Σ M.R.P. × quantity: the spec's "subtotal". */
  subtotal: Paise;
  /** Σ (M.R.P. − price) × quantity: the saving against M.R.P. */
  savings: Paise;
  /** Savings as a percent of the subtotal, as every page shows a saving (`percentOff`). */
  savingsPercent: number;
  /** Σ price × quantity: what the items cost. */
  itemsTotal: Paise;
  couponDiscount: Paise;
  giftWrap: Paise;
  shipping: Paise;
  /** The cash-on-delivery fee: only when the order pays on delivery. */
  codFee: Paise;
  /** How much more the items total needs for free shipping (0 when it is free). */
  amountToFreeShipping: Paise;
  total: Paise;
}

export function couponDiscount(itemsTotal: Paise, coupon: CouponTerms | null | undefined): Paise {
  if (!coupon || itemsTotal <= 0) return 0;
  const percent = Math.min(Math.max(coupon.percent, 0), 100);
  const raw = Math.round((itemsTotal * percent) / 100);
  const capped = coupon.maxDiscount != null ? Math.min(raw, coupon.maxDiscount) : raw;
  return Math.min(capped, itemsTotal);
}

/** A cart or a checkout: the same arithmetic in the sidebar, at checkout and in the order. */
export function summarize(
  lines: readonly PricedLine[],
  coupon: CouponTerms | null = null,
  settings: PricingSettings = defaultPricingSettings,
  payment: { cashOnDelivery: boolean } = { cashOnDelivery: false },
): CartSummary {
  let subtotal = 0;
  let itemsTotal = 0;
  let giftWrap = 0;
  for (const line of lines) {
    const mrp = Math.max(line.unitMrp, line.unitPrice);
    subtotal += mrp * line.quantity;
    itemsTotal += line.unitPrice * line.quantity;
    if (line.giftWrap) giftWrap += settings.giftWrapPerUnit * line.quantity;
  }
  const savings = subtotal - itemsTotal;
  const discount = couponDiscount(itemsTotal, coupon);
  const freeShipping = itemsTotal >= settings.freeShippingFrom || lines.length === 0;
  const shipping = freeShipping ? 0 : settings.shippingFee;
  const codFee = payment.cashOnDelivery && lines.length > 0 ? settings.codFee : 0;
  return {
    subtotal,
    savings,
    savingsPercent: percentOff(subtotal, itemsTotal),
    itemsTotal,
    couponDiscount: discount,
    giftWrap,
    shipping,
    codFee,
    amountToFreeShipping: freeShipping ? 0 : settings.freeShippingFrom - itemsTotal,
    total: itemsTotal - discount + giftWrap + shipping + codFee,
  };
}

/** Star rating as the spec draws it: whole stars, a half from .25 up to .75, a full one from .75. */
export function starFill(rating: number): Array<"full" | "half" | "empty"> {
  const clamped = Math.min(Math.max(rating, 0), 5);
  const whole = Math.floor(clamped);
  const fraction = clamped - whole;
  const stars: Array<"full" | "half" | "empty"> = [];
  for (let i = 0; i < 5; i++) {
    if (i < whole) stars.push("full");
    else if (i === whole && fraction >= 0.75) stars.push("full");
    else if (i === whole && fraction >= 0.25) stars.push("half");
    else stars.push("empty");
  }
  return stars;
}

/** The unit a unit sale price is given per (Legal Metrology (Packaged Commodities) Rules 2011, rule 6(11)). */
export type UnitSaleUnit = "g" | "kg" | "ml" | "l" | "cm" | "m" | "piece";

/**
 * The unit sale price of a pack (rule 6(11)): per gram below one kilogram and per kilogram above,
 * per millilitre below one litre and per litre above, per centimetre below one metre and per metre
 * above, per piece for goods sold by number; rounded to the paisa. Null where the law does not ask
 * for it: no net quantity, or a unit price equal to the pack's price (one piece, one kilogram).
 */
export function unitSalePrice(
  shelfPrice: Paise,
  netQuantity: { value: number | null; unit: "g" | "kg" | "ml" | "pieces" | "cm" },
): { paise: Paise; per: UnitSaleUnit } | null {
  const { value, unit } = netQuantity;
  if (!value || value <= 0) return null;
  const grams = unit === "kg" ? value * 1000 : value;
  const [amount, per]: [number, UnitSaleUnit] =
    unit === "g" || unit === "kg"
      ? grams < 1000
        ? [grams, "g"]
        : [grams / 1000, "kg"]
      : unit === "ml"
        ? value < 1000
          ? [value, "ml"]
          : [value / 1000, "l"]
        : unit === "cm"
          ? value < 100
            ? [value, "cm"]
            : [value / 100, "m"]
          : [value, "piece"];
  const paise = Math.round(shelfPrice / amount);
  return paise === shelfPrice ? null : { paise, per };
}

/**
 * The price per 100 g or per 100 ml (issue 24: the figure shoppers compare packs by), beside the rule's
 * own unit sale price, which stays (rule 6(11) as substituted in 2022 asks per g / per ml below 1 kg / 1 l,
 * decision 0028). Null for lengths and pieces (per piece is the rule's own figure) and without a quantity.
 */
export function pricePer100(
  shelfPrice: Paise,
  netQuantity: { value: number | null; unit: "g" | "kg" | "ml" | "pieces" | "cm" },
): { paise: Paise; per: "100 g" | "100 ml" } | null {
  const { value, unit } = netQuantity;
  if (!value || value <= 0) return null;
  if (unit === "g" || unit === "kg") {
    const grams = unit === "kg" ? value * 1000 : value;
    return { paise: Math.round((shelfPrice * 100) / grams), per: "100 g" };
  }
  if (unit === "ml") return { paise: Math.round((shelfPrice * 100) / value), per: "100 ml" };
  return null;
}

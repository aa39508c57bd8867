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

/**
 * Shares `amount` across `weights` in proportion, in whole paise, adding up to `amount` exactly: each
 * share is rounded down and the paise left go to the largest remainders (ties: the earlier line).
 * The one allocation: GST shares an order's discount and charges with it (core/gst.ts), refunds too.
 */
export function apportion(amount: Paise, weights: readonly number[]): Paise[] {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  if (amount === 0 || total <= 0) return weights.map(() => 0);
  const exact = weights.map((weight) => (amount * weight) / total);
  const shares = exact.map(Math.floor);
  let left = amount - shares.reduce((sum, share) => sum + share, 0);
  const order = exact
    .map((value, index) => ({ index, rest: value - Math.floor(value) }))
    .sort((a, b) => b.rest - a.rest);
  for (const { index } of order) {
    if (left <= 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}

// ── Money going back (DESIGN.md point 18) ─────────────────────────────────────────────────

/** An order as it was charged: its lines in position order and what it charged besides them. */
export interface ChargedOrder {
  lines: ReadonlyArray<{ unitPrice: Paise; quantity: number; giftWrap: boolean }>;
  discount: Paise;
  /** Gift wrap of the whole order (per unit × the wrapped units, at the order's time). */
  giftWrap: Paise;
  shipping: Paise;
  codFee: Paise;
}

/**
 * What the shopper paid for each line: its items less its share of the coupon discount (shared by
 * value with `apportion`, as the tax invoice shares it), plus its own gift wrap (the order's gift wrap
 * shared over the wrapped units). The lines add up to items total − discount + gift wrap exactly.
 */
export function paidPerLine(order: ChargedOrder): Paise[] {
  const gross = order.lines.map((line) => line.unitPrice * line.quantity);
  const discounts = apportion(order.discount, gross);
  const wraps = apportion(
    order.giftWrap,
    order.lines.map((line) => (line.giftWrap ? line.quantity : 0)),
  );
  return gross.map((amount, index) => amount - (discounts[index] ?? 0) + (wraps[index] ?? 0));
}

export interface LineRefundAsk {
  /** The line's index in `ChargedOrder.lines`. */
  line: number;
  quantity: number;
}

export interface LineRefund {
  line: number;
  quantity: number;
  amount: Paise;
}

/**
 * A refund of some units of some lines: each unit's share of what its line paid, taken in running
 * order (units a+1..a+q of a line of n get ⌊paid·(a+q)/n⌋ − ⌊paid·a/n⌋), so refunding a line unit by
 * unit, or all lines one by one, adds up to exactly what was paid for them. Shipping and the COD fee
 * come back only when this refund brings the whole order back and the shop's setting says so.
 */
export function refundForLines(
  order: ChargedOrder,
  asks: readonly LineRefundAsk[],
  options: {
    /** Units of each line refunded before (by line index; missing: none). */
    alreadyRefunded?: readonly number[];
    /** The returns setting "refund shipping when the whole order comes back". */
    refundShippingOnFullReturn: boolean;
  },
): { lines: LineRefund[]; shipping: Paise; total: Paise } {
  const paid = paidPerLine(order);
  const refunded = order.lines.map((_, index) => options.alreadyRefunded?.[index] ?? 0);
  const lines = asks.map((ask) => {
    const line = order.lines[ask.line];
    if (!line) throw new Error(`no line ${ask.line}`);
    const upTo = (refunded[ask.line] ?? 0) + ask.quantity;
    if (ask.quantity <= 0 || upTo > line.quantity) throw new Error(`line ${ask.line}: ${upTo} of ${line.quantity}`);
    const linePaid = paid[ask.line] ?? 0;
    const before = Math.floor((linePaid * (refunded[ask.line] ?? 0)) / line.quantity);
    const after = Math.floor((linePaid * upTo) / line.quantity);
    refunded[ask.line] = upTo;
    return { line: ask.line, quantity: ask.quantity, amount: after - before };
  });
  const wholeOrderBack = order.lines.every((line, index) => (refunded[index] ?? 0) >= line.quantity);
  const shipping = wholeOrderBack && options.refundShippingOnFullReturn ? order.shipping + order.codFee : 0;
  return { lines, shipping, total: lines.reduce((sum, line) => sum + line.amount, 0) + shipping };
}

/**
 * A line refund asked for more than the order can still give back (a goodwill refund came first):
 * the ceiling shared over its parts (each line, then shipping) by their amounts with `apportion`, so
 * the lines still add up to the refund to the paisa and the order never gives back more than it paid.
 */
export function capLineRefund<Line extends { amount: Paise }>(
  priced: { lines: readonly Line[]; total: Paise },
  ceiling: Paise,
): { lines: Line[]; total: Paise } {
  if (priced.total <= ceiling) return { lines: [...priced.lines], total: priced.total };
  const linesSum = priced.lines.reduce((sum, line) => sum + line.amount, 0);
  const shares = apportion(Math.max(ceiling, 0), [...priced.lines.map((line) => line.amount), priced.total - linesSum]);
  const lines = priced.lines.map((line, index) => ({ ...line, amount: shares[index] ?? 0 }));
  return { lines, total: Math.max(ceiling, 0) };
}

/** The least an online payment can charge (Razorpay: ₹1). */
export const leastOnlineCharge: Paise = 100;

/**
 * What a member's store credit pays of an order's total: all of it on delivery (nothing to collect),
 * all but the least online charge when the rest is paid online (the provider charges the rest).
 */
export function storeCreditApplied(total: Paise, balance: Paise, online: boolean): Paise {
  return Math.max(Math.min(balance, online ? total - leastOnlineCharge : total), 0);
}

/**
 * What a gift card pays of `rest` (the order's total less the member's store credit), decision 0062:
 * all of it when its balance reaches (the order is then paid in full, online or not), else its whole
 * balance; online, never leaving the provider less than the least it can charge (₹1) to collect.
 */
export function giftCardApplied(rest: Paise, balance: Paise, online: boolean): Paise {
  const pays = Math.max(Math.min(balance, rest), 0);
  const left = rest - pays;
  if (online && left > 0 && left < leastOnlineCharge) return Math.max(rest - leastOnlineCharge, 0);
  return pays;
}

// ── Exchanges (decision 0034) ─────────────────────────────────────────────────────────────

/** An exchange's money: the returned units' value against the replacement's price. */
export interface ExchangePrice {
  /** What the shopper paid for the returned units (refundForLines: coupon share, gift wrap; no shipping). */
  paid: Paise;
  /** The replacement: the new variants at their current price × the units. */
  replacementTotal: Paise;
  /** What the returned units' value pays of the replacement (the rest of `paid` goes back). */
  credit: Paise;
  /** The shopper pays this through a payment link (0: nothing to pay). */
  toPay: Paise;
  /** This goes back to the shopper the way they chose (0: nothing). */
  toRefund: Paise;
  /** A dearer difference under the least online charge (₹1), which the shop does not collect. */
  waived: Paise;
}

/**
 * The one price of an exchange: dearer → the shopper pays the difference (a difference the provider
 * cannot charge, under ₹1, is waived); cheaper → the difference goes back; equal → nothing moves.
 */
export function priceExchange(paid: Paise, replacementTotal: Paise): ExchangePrice {
  const difference = replacementTotal - paid;
  const waived = difference > 0 && difference < leastOnlineCharge ? difference : 0;
  return {
    paid,
    replacementTotal,
    credit: Math.min(paid, replacementTotal),
    toPay: difference > 0 && waived === 0 ? difference : 0,
    toRefund: difference < 0 ? -difference : 0,
    waived,
  };
}

/**
 * The returned lines' refund split in two, line by line (apportion): what pays the replacement
 * (`credit`, shared by the lines' paid amounts) and what goes back (the rest of each line). Each pair
 * adds up to its line's amount, so the two credit notes together credit exactly what the lines paid.
 */
export function splitExchangeLines(lineAmounts: readonly Paise[], credit: Paise): { kept: Paise[]; back: Paise[] } {
  const kept = apportion(credit, lineAmounts);
  return { kept, back: lineAmounts.map((amount, index) => amount - (kept[index] ?? 0)) };
}
/**
 * How every order total (pages, mails, invoice) names what store credit paid. Store credit is a means
 * of payment, not a discount: the order's total and its tax invoice keep it (decision 0027).
 */
export const storeCreditLabel = "Store credit";

/** The line under the store credit: what the rest of the total is paid with. */
export const restAfterStoreCreditLabel = (paymentMethod: "COD" | "UPI") =>
  paymentMethod === "COD" ? "To pay on delivery" : "Paid online";

/**
 * Subscribe and save (issue 33): a delivery's unit price after the variant's subscription discount,
 * a whole percent off the shelf price, in whole rupees rounded down (the shop's prices are whole
 * rupees, and "save 10%" never saves less than 10%). GST is inside the shelf price, so the tax of a
 * subscribed line is computed on this discounted price like any other line's.
 */
export function subscribePrice(shelfPrice: Paise, discountPercent: number): Paise {
  const percent = Math.min(Math.max(Math.trunc(discountPercent), 0), 100);
  if (percent === 0) return shelfPrice;
  return Math.floor((shelfPrice * (100 - percent)) / 100 / 100) * 100;
}

// The facts the e-way bill rule (core/eway-bill.ts) is asked about, the rule asked with the shop's
// threshold, and the parcel's weight, computed once for the booking (service.ts) and for the Ship
// panel's suggestion (admin-parcels.ts).
import { ewayBillLines, ewayBillRequired } from "../../../core/eway-bill.ts";
import { findIndianState } from "../../../core/india.ts";
import { fromRupees } from "../../../core/money.ts";

/** The goods' value with tax, in paise: the lines at what the shopper paid less the coupon. */
export function parcelValueWithTax(lines: readonly { unitPrice: number; units: number }[], discount: number): number {
  return lines.reduce((sum, line) => sum + line.unitPrice * line.units, 0) - discount;
}

/**
 * Whether the parcel needs an e-way bill: it leaves the state and its lines outside rule 138(14)'s
 * Annexure (by HSN code), at what the shopper paid less their coupon share, are worth more than the
 * parcel settings' threshold (rupees).
 */
export function parcelNeedsEwayBill(
  lines: readonly { hsn: string; unitPrice: number; units: number }[],
  discount: number,
  interState: boolean,
  thresholdRupees: number,
): boolean {
  return ewayBillRequired({ lines: ewayBillLines(lines, discount), interState }, fromRupees(thresholdRupees));
}

/** The parcel leaves the shop's GST state (the order's place of supply is elsewhere). */
export function crossesStateLine(deliveryStateCode: string | null, shopGstState: string): boolean {
  return deliveryStateCode !== (findIndianState(shopGstState)?.code ?? null);
}

/** The heaviest parcel a booking takes (core/schemas/shipping.ts). */
const maxParcelGrams = 50_000;

/**
 * The parcel's weight when the admin weighs nothing: each line's variant weight × its units, plus
 * the packaging; the shop's usual weight when any line's variant is not weighed (a guess that adds
 * up known and unknown weights would be wrong without saying so).
 */
export function parcelWeightGrams(
  lines: readonly { weightGrams: number | null; quantity: number }[],
  settings: { defaultWeightGrams: number; packagingGrams: number },
): number {
  if (lines.length === 0 || lines.some((line) => line.weightGrams === null)) return settings.defaultWeightGrams;
  const goods = lines.reduce((sum, line) => sum + (line.weightGrams ?? 0) * line.quantity, 0);
  return Math.min(maxParcelGrams, goods + settings.packagingGrams);
}

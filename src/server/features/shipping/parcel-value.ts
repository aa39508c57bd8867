// The two facts the e-way bill rule (core/schemas/shipping.ts) is asked about, computed once for
// the booking (service.ts) and for the Ship panel's suggestion (admin-parcels.ts).
import { findIndianState } from "../../../core/india.ts";

/** The goods' value with tax, in paise: the lines at what the shopper paid less the coupon. */
export function parcelValueWithTax(lines: readonly { unitPrice: number; units: number }[], discount: number): number {
  return lines.reduce((sum, line) => sum + line.unitPrice * line.units, 0) - discount;
}

/** The parcel leaves the shop's GST state (the order's place of supply is elsewhere). */
export function crossesStateLine(deliveryStateCode: string | null, shopGstState: string): boolean {
  return deliveryStateCode !== (findIndianState(shopGstState)?.code ?? null);
}

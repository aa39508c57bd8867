// The e-way bill rule, once (decision 0037): which goods of a parcel need one, by HSN code, and
// whether the parcel does. The booking, the Ship panel and their messages all ask here.
import { formatRupees, type Paise } from "./money.ts";
import { apportion } from "./pricing.ts";

/**
 * CGST Rules 2017, rule 138(14)(a): no e-way bill is needed for the goods in the rule's Annexure.
 * Two of its rows are Chapter 71 goods, read here by the words of each row:
 *   row 4, "natural or cultured pearls and precious or semi-precious stones; precious metals and
 *          metals clad with precious metal (Chapter 71)": headings 7101 to 7112;
 *   row 5, "jewellery, goldsmiths' and silversmiths' wares and other articles (Chapter 71)": the
 *          articles, 7113 to 7116.
 * 7117 (imitation jewellery) is in neither (GSTN's advisory of 6 February 2025 says so in as many
 * words). 7118 (coin) is named by neither row's words, so it is held to the threshold like other goods.
 */
export const ewayBillAnnexureRows = [
  { row: 4, from: 7101, to: 7112 },
  { row: 5, from: 7113, to: 7116 },
] as const;

/** The Annexure row that exempts goods of this HSN code (its first four digits), or null. */
export function ewayBillAnnexureRow(hsn: string): 4 | 5 | null {
  if (!/^\d{4}/.test(hsn)) return null;
  const heading = Number(hsn.slice(0, 4));
  return ewayBillAnnexureRows.find((entry) => heading >= entry.from && heading <= entry.to)?.row ?? null;
}

/** Rule 138(1)'s consignment value, the shop's default for its setting (settings.parcels): ₹50,000. */
export const defaultEwayBillThreshold: Paise = 50_000_00;

/** A parcel's line as the rule reads it: its HSN code and its value with tax, coupon share taken off. */
export interface EwayBillLine {
  hsn: string;
  value: Paise;
}

/**
 * A parcel's lines at what the shopper paid for them: each line's units at their price, less its
 * share of the coupon (apportioned by value, as the invoice shares it: core/gst.ts).
 */
export function ewayBillLines(
  lines: readonly { hsn: string; unitPrice: Paise; units: number }[],
  discount: Paise,
): EwayBillLine[] {
  const values = lines.map((line) => line.unitPrice * line.units);
  const shares = apportion(discount, values);
  return lines.map((line, index) => ({ hsn: line.hsn, value: (values[index] ?? 0) - (shares[index] ?? 0) }));
}

/** The value the threshold is held against: the goods the Annexure does not exempt. */
export function ewayBillValue(lines: readonly EwayBillLine[]): Paise {
  return lines.reduce((sum, line) => (ewayBillAnnexureRow(line.hsn) === null ? sum + line.value : sum), 0);
}

/**
 * Whether a parcel must travel with an e-way bill: it leaves the state and its goods outside the
 * Annexure are worth more than the threshold. A parcel of Chapter 71 goods alone never needs one;
 * the owner may still add one (the booking's field stays optional).
 */
export function ewayBillRequired(parcel: { lines: readonly EwayBillLine[]; interState: boolean }, threshold: Paise) {
  return parcel.interState && ewayBillValue(parcel.lines) > threshold;
}

/** The booking's refusal, naming the shop's threshold. */
export const ewayBillNeededMessage = (threshold: Paise) =>
  `An inter-state parcel worth more than ${formatRupees(threshold)} needs its e-way bill number`;

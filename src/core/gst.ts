// GST on the shop's sales (issue: tax invoices). Shelf prices include GST (DESIGN.md decision 3), so
// the tax is taken out of what the buyer paid, line by line. Pure: shared by the server (invoices,
// the monthly export) and the pages (the "incl. ₹x GST" breakup).
import { dateKeyOf } from "./dates.ts";
import type { Paise } from "./money.ts";
import { apportion, type BasisPoints, taxableValue as taxableValueOf } from "./pricing.ts";

// the one allocation to the paisa lives with the pricing module (refunds share discounts with it too)
export { apportion };

export interface TaxableLine {
  description: string;
  hsn: string;
  quantity: number;
  /** Shelf price of one unit, GST included. */
  unitPrice: Paise;
  gstRate: BasisPoints;
}

/** What the order charged besides its lines, GST included; all shared across the lines by value. */
export interface OrderCharges {
  discount: Paise;
  shipping: Paise;
  giftWrap: Paise;
  codFee: Paise;
}

export type TaxType = "CGST+SGST" | "IGST";

export interface TaxLine {
  description: string;
  hsn: string;
  quantity: number;
  unit: string;
  /** Percent, e.g. 0.25, 5, 18. */
  rate: number;
  taxableValue: Paise;
  cgst: Paise;
  sgst: Paise;
  igst: Paise;
  /** What the buyer paid for the line after its share of the discount and charges: taxable + tax. */
  total: Paise;
  /** A credit note's line: the invoice line (index) it credits. */
  invoiceLine?: number;
}

export interface TaxTotals {
  taxableValue: Paise;
  cgst: Paise;
  sgst: Paise;
  igst: Paise;
  total: Paise;
}

/**
 * Place of supply (IGST Act 2017, s.10(1)(a)-(b): goods moved to the buyer are supplied where the
 * movement ends, the delivery address): in the shop's own state CGST and SGST at half the rate each
 * (CGST Act s.9, SGST Acts), anywhere else IGST (IGST Act s.5).
 */
export function taxTypeFor(shopStateCode: string, deliveryStateCode: string | null): TaxType {
  return deliveryStateCode === shopStateCode ? "CGST+SGST" : "IGST";
}

/**
 * The tax lines of an order. A discount given at the time of supply and shown on the invoice lowers
 * the taxable value (CGST Act s.15(3)(a)); incidental charges such as shipping, gift wrap and a COD
 * fee are part of the value of the goods (s.15(2)(c)) and are taxed at each line's rate, so both are
 * shared across the lines in proportion to their value. Taxable value = amount ÷ (1 + rate), to the
 * paisa; the tax is the rest, so every line adds up to what was paid.
 */
export function taxLines(lines: readonly TaxableLine[], charges: OrderCharges, taxType: TaxType): TaxLine[] {
  const shares = lineGst(lines, charges);
  return lines.map((line, index) => {
    const { total = 0, taxableValue = 0, tax = 0 } = shares[index] ?? {};
    // the two halves add up to the tax exactly; the odd paisa goes to CGST
    const cgst = taxType === "CGST+SGST" ? Math.ceil(tax / 2) : 0;
    const sgst = taxType === "CGST+SGST" ? tax - cgst : 0;
    return {
      description: line.description,
      hsn: line.hsn,
      quantity: line.quantity,
      unit: "NOS",
      rate: line.gstRate / 100,
      taxableValue,
      cgst,
      sgst,
      igst: taxType === "IGST" ? tax : 0,
      total,
    };
  });
}

/**
 * Each line's share of what the buyer paid (its amount less its share of the discount, plus its share
 * of the charges) and the GST inside it: the one figure the order pages, the order mail and the tax
 * invoice all show for a line ("incl. ₹2.54 GST" on the page is IGST ₹2.54 on the invoice).
 */
export function lineGst(
  lines: ReadonlyArray<Pick<TaxableLine, "unitPrice" | "quantity" | "gstRate">>,
  charges: OrderCharges,
): Array<{ total: Paise; taxableValue: Paise; tax: Paise }> {
  const gross = lines.map((line) => line.unitPrice * line.quantity);
  const discounts = apportion(charges.discount, gross);
  const extras = apportion(charges.shipping + charges.giftWrap + charges.codFee, gross);
  return lines.map((line, index) => {
    const total = (gross[index] ?? 0) - (discounts[index] ?? 0) + (extras[index] ?? 0);
    const taxableValue = taxableValueOf(total, line.gstRate);
    return { total, taxableValue, tax: total - taxableValue };
  });
}

/** How a kit's parts sold together for one price are taxed (CGST Act s.2(30), s.2(74), s.8). */
export type KitSupply = "mixed" | "composite";

/** A kit's component as its tax needs it. */
export interface KitPart {
  variantId: string;
  gstRate: BasisPoints;
  hsn: string;
}

/**
 * The GST rate and HSN of a kit, the one rule (decision 0059). Its parts sold together for one price
 * are a mixed supply, taxed as the part with the highest rate (CGST Act s.8(b)); unless the owner
 * marks it a composite supply, naturally bundled around a principal supply (a bracelet with its
 * pouch), taxed as that principal part (s.8(a)). The invoice line carries the HSN of the part whose
 * rate it takes (the first such part, in the kit's order, when several share the highest rate), and
 * its credit notes follow the invoice line. Null when the kit has no parts or its principal is not
 * one of them.
 */
export function kitTax(
  parts: readonly KitPart[],
  supply: KitSupply,
  principalVariantId: string | null,
): { gstRate: BasisPoints; hsn: string; from: string } | null {
  const giving =
    supply === "composite"
      ? parts.find((part) => part.variantId === principalVariantId)
      : parts.reduce<KitPart | undefined>((top, part) => (!top || part.gstRate > top.gstRate ? part : top), undefined);
  return giving ? { gstRate: giving.gstRate, hsn: giving.hsn, from: giving.variantId } : null;
}

export function taxTotals(lines: readonly TaxLine[]): TaxTotals {
  const sum = (pick: (line: TaxLine) => number) => lines.reduce((total, line) => total + pick(line), 0);
  return {
    taxableValue: sum((line) => line.taxableValue),
    cgst: sum((line) => line.cgst),
    sgst: sum((line) => line.sgst),
    igst: sum((line) => line.igst),
    total: sum((line) => line.total),
  };
}

/**
 * India's financial year (April to March) of a date, in India time, as "26-27" (CGST rule 46(b):
 * a consecutive series unique for a financial year).
 */
export function financialYear(date: Date): string {
  const [year = 0, month = 1] = dateKeyOf(date).split("-").map(Number);
  const start = month >= 4 ? year : year - 1;
  return `${String(start % 100).padStart(2, "0")}-${String((start + 1) % 100).padStart(2, "0")}`;
}

/** The longest document number rule 46(b) allows. */
export const maxDocumentNumberLength = 16;

/**
 * "SAT/26-27/000123": prefix, financial year and the sequence, padded to fill 16 characters (rule
 * 46(b): at most 16 characters of letters, digits, "-" and "/").
 */
export function documentNumber(prefix: string, year: string, sequence: number): string {
  const width = maxDocumentNumberLength - prefix.length - year.length - 2;
  const number = `${prefix}/${year}/${String(sequence).padStart(width, "0")}`;
  if (number.length > maxDocumentNumberLength || !/^[A-Za-z0-9/-]+$/.test(number)) {
    throw new Error(`document number ${number} breaks rule 46(b)`);
  }
  return number;
}

const gstinAlphabet = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/** The check character of a GSTIN's first 14 characters (the GSTN's mod-36 scheme). */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let index = 0; index < 14; index++) {
    const value = gstinAlphabet.indexOf(first14[index] ?? "");
    const product = value * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return gstinAlphabet[(36 - (sum % 36)) % 36] ?? "0";
}

/** A GSTIN's shape: state code, PAN, entity number, "Z", check character. */
export const gstinPattern = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

export function isValidGstin(gstin: string): boolean {
  return gstinPattern.test(gstin) && gstinCheckCharacter(gstin.slice(0, 14)) === gstin[14];
}

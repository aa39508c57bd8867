// Money inside the shop is an integer number of paise. Rupees appear only at the JSON edge
// (`toRupees`) and in what the shopper reads (`formatRupees`), in the page's language: Hindi pages
// write ₹12,34,567.50 too (hi-IN, Latin digits, Indian grouping).
import type { Language } from "./i18n.ts";

export type Paise = number;

export function toRupees(paise: Paise): number {
  return Math.round(paise) / 100;
}

export function fromRupees(rupees: number): Paise {
  return Math.round(rupees * 100);
}

const inrWhole = new Intl.NumberFormat("en-IN", {
  style: "currency",
  currency: "INR",
  maximumFractionDigits: 0,
});
const inrExact = new Intl.NumberFormat("en-IN", {
  style: "currency",
  currency: "INR",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Hindi's formats, made the first time a Hindi page asks. */
let hindi: { whole: Intl.NumberFormat; exact: Intl.NumberFormat } | undefined;
function hindiFormats() {
  hindi ??= {
    whole: new Intl.NumberFormat("hi-IN", {
      style: "currency",
      currency: "INR",
      numberingSystem: "latn",
      maximumFractionDigits: 0,
    }),
    exact: new Intl.NumberFormat("hi-IN", {
      style: "currency",
      currency: "INR",
      numberingSystem: "latn",
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }),
  };
  return hindi;
}

/** ₹1,24,999 for whole rupees, ₹1,249.50 when there are paise (in Hindi the same digits, hi-IN). */
export function formatRupees(paise: Paise, language: Language = "en"): string {
  const whole = language === "hi" ? hindiFormats().whole : inrWhole;
  const exact = language === "hi" ? hindiFormats().exact : inrExact;
  return paise % 100 === 0 ? whole.format(paise / 100) : exact.format(paise / 100);
}

/** Always two decimals (₹1,249.00), for invoices and summaries. */
export function formatRupeesExact(paise: Paise): string {
  return inrExact.format(paise / 100);
}

const plainExact = new Intl.NumberFormat("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 1,24,999.50 without the sign: the columns of a tax document headed "(₹)". */
export function formatAmount(paise: Paise): string {
  return plainExact.format(paise / 100);
}

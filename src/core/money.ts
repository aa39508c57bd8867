// Money inside the shop is an integer number of paise. Rupees appear only at the JSON edge
// (`toRupees`) and in what the shopper reads (`formatRupees`).

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

/** ₹1,24,999 for whole rupees, ₹1,249.50 when there are paise. */
export function formatRupees(paise: Paise): string {
  return paise % 100 === 0 ? inrWhole.format(paise / 100) : inrExact.format(paise / 100);
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

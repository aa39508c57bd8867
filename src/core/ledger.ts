// The money ledger's words (DESIGN.md point 22): every rupee that moves is one row of
// money_entries, written by server/features/money/ledger.ts in the transaction that moved it. A
// row's kind says which way the money went and its channel through whom; amounts are paise, always
// positive. The owner's money page and its CSV read these rows, so the names live here once.

export const moneyKindNames = {
  captured: "Collected online",
  refunded: "Refunded",
  cod_collected: "Collected by courier",
  cod_remitted: "Remitted by courier",
  courier_deduction: "Courier deductions",
  gateway_fee: "Payment gateway fees",
  gateway_tax: "GST on gateway fees",
  settled: "Settled to bank",
} as const;

export type MoneyKind = keyof typeof moneyKindNames;

export const moneyKinds = Object.keys(moneyKindNames) as [MoneyKind, ...MoneyKind[]];

/**
 * Through whom the money moved: the payment provider (online), the courier's cash on delivery (cod),
 * a UPI payout the owner made by hand (upi), the member's store credit, or the shop's bank account.
 */
export const moneyChannelNames = {
  online: "Online payment",
  cod: "Cash on delivery",
  upi: "UPI payout",
  store_credit: "Store credit",
  gift_card: "Gift card",
  bank: "Bank",
} as const;

export type MoneyChannel = keyof typeof moneyChannelNames;

export const moneyChannels = Object.keys(moneyChannelNames) as [MoneyChannel, ...MoneyChannel[]];

// Gift cards (issue 34 points 3-4, decision 0062): the code's shape, how it is typed and shown, the
// card's words. A code is 16 characters of Crockford's 32-letter alphabet (no I, L, O or U, which a
// person misreads as 1, 0 or V), 80 bits from the operating system's random source: too many to
// guess even without the balance check's rate limit. The shop keeps only its hash and its last four; the
// code is shown whole once, in the mails to the recipient and the buyer, and by whoever types it.

/** Crockford's base-32 letters without U: what the code is made of and what is read back. */
export const giftCardAlphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

export const giftCardCodeLength = 16;

/**
 * A typed code as the shop reads it: case, spaces and dashes ignored, and the look-alikes a person
 * types for Crockford's letters read as them (O → 0, I and L → 1). Null when it cannot be a code.
 */
export function normalizeGiftCardCode(typed: string): string | null {
  const code = typed.toUpperCase().replace(/[\s-]/g, "").replaceAll("O", "0").replace(/[IL]/g, "1");
  if (code.length !== giftCardCodeLength) return null;
  for (const letter of code) if (!giftCardAlphabet.includes(letter)) return null;
  return code;
}

/** The code as printed: four groups of four ("7KQM-2D9X-…"). */
export function formatGiftCardCode(code: string): string {
  return code.match(/.{1,4}/g)?.join("-") ?? code;
}

/** A card everywhere but the holder's own view: its last four ("•••• 9XQ2"). */
export function maskGiftCardCode(last4: string): string {
  return `•••• ${last4}`;
}

export const giftCardStatusNames = {
  pending_payment: "Awaiting payment",
  scheduled: "Paid, to be sent",
  active: "Active",
  disabled: "Disabled",
} as const;

export type GiftCardStatus = keyof typeof giftCardStatusNames;
export const giftCardStatuses = Object.keys(giftCardStatusNames) as [GiftCardStatus, ...GiftCardStatus[]];

export const giftCardMessages = {
  notFound: "This gift card code is not valid. Check it and try again.",
  disabled: "This gift card has been disabled. Please contact us.",
  expired: "This gift card has expired.",
  empty: "This gift card has no balance left.",
  notYetSent: "This gift card has not been sent yet.",
  changed: "Your gift card's balance changed meanwhile. Please review your order and place it again.",
  notForGiftCards: "A gift card cannot pay for another gift card.",
  amount: (min: string, max: string) => `Choose an amount from ${min} to ${max}.`,
  sendOn: "Choose a delivery date from today up to a year ahead.",
  purchased: "Thank you! Your gift card is paid.",
} as const;

/** When a card issued at `issuedAt` stops working: the same day `months` later, at the day's end in India. */
export function giftCardExpiry(issuedAt: Date, months: number): Date {
  const india = new Date(issuedAt.getTime() + 330 * 60_000);
  const end = Date.UTC(india.getUTCFullYear(), india.getUTCMonth() + months, india.getUTCDate(), 23, 59, 59, 999);
  return new Date(end - 330 * 60_000);
}

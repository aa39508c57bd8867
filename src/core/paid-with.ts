// How an order's total names what paid it (decision 0027, 0062): the member's store credit and a gift
// card under the total, then the rest and how it is paid. Words for the order pages, mails and tax
// documents; kept out of core/pricing.ts so the page frame (which carries the pricing module for the
// bag) does not carry them.
import type { Paise } from "./money.ts";
import { restAfterStoreCreditLabel, storeCreditLabel } from "./pricing.ts";

/** How an order total names what a gift card paid (decision 0062): a means of payment too. */
export const giftCardLabel = "Gift card";

/**
 * The rows under an order's total for what the store-credit ledger paid (`storeCredit`, of which a
 * gift card paid `giftCard`): the member's store credit and the card, each when it paid something.
 */
export function prepaidRows(storeCredit: Paise, giftCard = 0): Array<[label: string, amount: Paise]> {
  const rows: Array<[string, Paise]> = [];
  if (storeCredit - giftCard > 0) rows.push([storeCreditLabel, storeCredit - giftCard]);
  if (giftCard > 0) rows.push([giftCardLabel, giftCard]);
  return rows;
}

/**
 * An order's payments under its total, as the order pages show them: what the ledger paid (negative:
 * store credit, a gift card), then the rest and how it is paid. None when the ledger paid nothing.
 */
export function paymentRows(
  total: Paise,
  storeCredit: Paise,
  giftCard: Paise,
  paymentMethod: "COD" | "UPI",
): Array<[label: string, amount: Paise]> {
  if (storeCredit <= 0) return [];
  const paid = prepaidRows(storeCredit, giftCard).map(([label, amount]): [string, Paise] => [label, -amount]);
  return [...paid, [restAfterStoreCreditLabel(paymentMethod), total - storeCredit]];
}

// The pricing module's part about what prepaid credit pays of an order (issue 22 point 4, decision
// 0062): the member's store credit and a gift card. Apart from core/pricing.ts only so that the page
// frame, which carries the pricing module for the bag, does not carry the checkout's rules.
import type { Paise } from "./money.ts";
import { leastOnlineCharge } from "./pricing.ts";

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

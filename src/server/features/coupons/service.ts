// The coupon rules (DESIGN.md decision 5): codes are upper case; a coupon works while it is active,
// until the end of its expiry date (India time), on an items total of at least its minimum, once
// per member when it says so; guests cannot use coupons. The same rules run when the shopper
// applies a code and again inside the order's transaction, with the coupon's row locked so two
// orders cannot both spend a one-time coupon.
import { couponMessages, couponSaid } from "../../../core/checkout.ts";
import { inEnglish, type Said } from "../../../core/i18n.ts";
import { formatRupees, type Paise, toRupees } from "../../../core/money.ts";
import type { CouponTerms } from "../../../core/pricing.ts";
import type { AppContext } from "../../context.ts";
import type { Executor } from "../../db/connection.ts";
import { Conflict, NotFound, Unauthorized } from "../../http/errors.ts";
import { type CouponRow, couponByCode, recordUnspentUse, releaseUse, spend, spentBy } from "./queries.ts";

/** Today in India, as YYYY-MM-DD (coupons expire at the end of their date there). */
export function todayInIndia(now = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(now);
}

/** Why the coupon cannot be used now, in the spec's words; null when it can. */
export function couponRefusal(
  coupon: CouponRow | undefined,
  itemsTotal: Paise,
  spent: boolean,
  today = todayInIndia(),
): { message: string; alreadyUsed: boolean; said?: Said } | null {
  if (!coupon) return { message: couponMessages.invalid, alreadyUsed: false };
  if (!coupon.isActive) return { message: couponMessages.inactive, alreadyUsed: false };
  if (today > coupon.expiryDate) return { message: couponMessages.expired, alreadyUsed: false };
  if (coupon.oneTimePerUser && spent) return { message: couponMessages.alreadyUsed, alreadyUsed: true };
  if (itemsTotal < coupon.minCartValue) {
    // the minimum apart too, so a Hindi page says it in Hindi (core/i18n.ts Said)
    const said = couponSaid.belowMinimum(formatRupees(coupon.minCartValue));
    return { message: inEnglish(said), alreadyUsed: false, said };
  }
  return null;
}

export interface CouponCheck {
  isValid: boolean;
  message: string;
  alreadyUsed: boolean;
  code: string;
  discount: number;
  maxDiscount: number | null;
  minCartValue: number;
  expiryDate: string | null;
  /** A refusal with a number in it: its message with {arguments} and the values. */
  said?: Said;
}

/** GET /api/coupons/searchcoupon: may this member use the code on a cart of this value? */
export async function checkCoupon(
  ctx: AppContext,
  userId: string | null,
  code: string,
  itemsTotal: Paise,
): Promise<CouponCheck> {
  if (!userId) throw new Unauthorized(couponMessages.loginRequired);
  const coupon = await couponByCode(ctx.db, code);
  const spent = coupon?.oneTimePerUser ? await spentBy(ctx.db, coupon.id, userId) : false;
  const refusal = couponRefusal(coupon, itemsTotal, spent);
  return {
    isValid: refusal === null,
    message: refusal?.message ?? couponMessages.applied,
    alreadyUsed: refusal?.alreadyUsed ?? false,
    code,
    discount: coupon && !refusal ? coupon.discountPercent : 0,
    maxDiscount: coupon?.maxDiscount != null ? toRupees(coupon.maxDiscount) : null,
    minCartValue: coupon ? toRupees(coupon.minCartValue) : 0,
    expiryDate: coupon?.expiryDate ?? null,
    ...(refusal?.said ? { said: refusal.said } : {}),
  };
}

/** PUT /api/coupons/use: records a use the member's next order with this code will spend. */
export async function recordCouponUse(ctx: AppContext, userId: string, code: string): Promise<{ success: true }> {
  await ctx.db.transaction(async (tx) => {
    const coupon = await couponByCode(tx, code, true);
    if (!coupon) throw new NotFound(couponMessages.invalid);
    const refusal = couponRefusal(coupon, Number.MAX_SAFE_INTEGER, await spentBy(tx, coupon.id, userId));
    if (refusal) throw new Conflict(refusal.message);
    await recordUnspentUse(tx, coupon.id, userId);
  });
  return { success: true };
}

export interface HeldCoupon extends CouponTerms {
  id: string;
  code: string;
  /** Spends the coupon on the order (call once the order row exists, in the same transaction). */
  spendOn(orderId: string): Promise<void>;
}

/**
 * Inside an order's transaction: locks the coupon's row, checks the code again for this member and
 * items total, and answers its terms. Refusals are 409 with the spec's words and roll the order back.
 */
export async function holdCoupon(tx: Executor, userId: string, code: string, itemsTotal: Paise): Promise<HeldCoupon> {
  const coupon = await couponByCode(tx, code, true);
  const refusal = couponRefusal(coupon, itemsTotal, coupon ? await spentBy(tx, coupon.id, userId) : false);
  if (refusal || !coupon) {
    const message = refusal?.message ?? couponMessages.invalid;
    throw new Conflict(message, { appliedCoupon: message }, refusal?.said ? { said: refusal.said } : undefined);
  }
  return {
    id: coupon.id,
    code: coupon.code,
    percent: coupon.discountPercent,
    maxDiscount: coupon.maxDiscount,
    spendOn: async (orderId) => {
      await spend(tx, coupon.id, userId, orderId);
    },
  };
}

/** An order that will not happen gives its coupon back. */
export function releaseCoupon(exec: Executor, orderId: string): Promise<void> {
  return releaseUse(exec, orderId);
}

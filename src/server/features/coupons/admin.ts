// The admin's coupons: generate, list (with how often each was used), read, update, switch on and
// off, delete. Codes are unique (409 on a duplicate); money is rupees at the edge, paise inside.
import { fromRupees, toRupees } from "../../../core/money.ts";
import {
  type CouponAllQuery,
  type CouponInput,
  type CouponListQuery,
  couponAdminMessages,
} from "../../../core/schemas/coupons.ts";
import type { AppContext } from "../../context.ts";
import { Conflict, NotFound } from "../../http/errors.ts";
import {
  type CouponRow,
  couponByCode,
  couponById,
  couponPage,
  deleteCoupon,
  insertCoupon,
  updateCoupon,
  usesOf,
} from "./queries.ts";
import { todayInIndia } from "./service.ts";

export interface CouponAnswer {
  _id: string;
  code: string;
  discount: number;
  expiryDate: string;
  oneTimePerUser: boolean;
  minCartValue: number;
  maxDiscount: number | null;
  isActive: boolean;
  expired: boolean;
  uses: number;
}

function answer(row: CouponRow, uses = 0): CouponAnswer {
  return {
    _id: row.id,
    code: row.code,
    discount: row.discountPercent,
    expiryDate: row.expiryDate,
    oneTimePerUser: row.oneTimePerUser,
    minCartValue: toRupees(row.minCartValue),
    maxDiscount: row.maxDiscount != null ? toRupees(row.maxDiscount) : null,
    isActive: row.isActive,
    expired: todayInIndia() > row.expiryDate,
    uses,
  };
}

const values = (input: CouponInput) => ({
  code: input.code,
  discountPercent: input.discount,
  expiryDate: input.expiryDate,
  minCartValue: fromRupees(input.minCartValue),
  maxDiscount: input.maxDiscount != null ? fromRupees(input.maxDiscount) : null,
  oneTimePerUser: input.oneTimePerUser,
});

export async function generateCoupon(ctx: AppContext, input: CouponInput) {
  const row = await insertCoupon(ctx.db, values(input));
  if (!row) throw new Conflict(couponAdminMessages.duplicate, { code: couponAdminMessages.duplicate });
  return { success: true, message: couponAdminMessages.generated, coupon: answer(row) };
}

/** GET /api/coupons/allcoupons: a page of every coupon, newest first, with the total of all. */
export async function listCoupons(
  ctx: AppContext,
  query: CouponAllQuery,
): Promise<{ coupons: CouponAnswer[]; total: number }> {
  const { rows, total } = await couponPage(ctx.db, {
    today: todayInIndia(),
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  const uses = await usesOf(
    ctx.db,
    rows.map((row) => row.id),
  );
  return { coupons: rows.map((row) => answer(row, uses.get(row.id) ?? 0)), total };
}

/** The admin's coupon screen: the page its URL asks for (code search, state), with the total. */
export async function listCouponPage(ctx: AppContext, query: CouponListQuery, pageSize = 24) {
  const { rows, total } = await couponPage(ctx.db, {
    search: query.search || undefined,
    state: query.state,
    today: todayInIndia(),
    limit: pageSize,
    offset: (query.page - 1) * pageSize,
  });
  const uses = await usesOf(
    ctx.db,
    rows.map((row) => row.id),
  );
  return { coupons: rows.map((row) => answer(row, uses.get(row.id) ?? 0)), total, page: query.page, pageSize };
}

export async function readCoupon(ctx: AppContext, id: string) {
  const row = await couponById(ctx.db, id);
  if (!row) throw new NotFound("Coupon not found");
  return answer(row);
}

export async function editCoupon(ctx: AppContext, id: string, input: CouponInput) {
  const taken = await couponByCode(ctx.db, input.code);
  if (taken && taken.id !== id)
    throw new Conflict(couponAdminMessages.duplicate, { code: couponAdminMessages.duplicate });
  const row = await updateCoupon(ctx.db, id, values(input));
  if (!row) throw new NotFound("Coupon not found");
  return { success: true, message: couponAdminMessages.updated, coupon: answer(row) };
}

export async function switchCoupon(ctx: AppContext, id: string, isActive: boolean) {
  const row = await updateCoupon(ctx.db, id, { isActive });
  if (!row) throw new NotFound("Coupon not found");
  return { success: true, coupon: answer(row) };
}

export async function removeCoupon(ctx: AppContext, id: string) {
  const row = await deleteCoupon(ctx.db, id);
  if (!row) throw new NotFound("Coupon not found");
  return { success: true, message: "Coupon deleted." };
}

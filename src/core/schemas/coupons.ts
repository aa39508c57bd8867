// The admin's coupon form and API (spec: Generate Coupon, coupon list, edit coupon): code (upper
// case), discount 1 to 100 percent, expiry date, minimum cart value (₹, 0 when empty), one use per
// member, and the largest discount in rupees (DESIGN.md decision 3; optional).
import { z } from "zod";
import { dateKeyOf } from "../dates.ts";

export const couponAdminMessages = {
  code: "Coupon code is required",
  codeShape: "Use 3 to 20 letters, digits, - or _",
  discount: "Discount must be a number from 1 to 100",
  expiry: "Expiry date is required",
  expiryPast: "Expiry date must be today or later",
  minCart: "Minimum cart value must be 0 or more",
  maxDiscount: "Maximum discount must be more than 0",
  duplicate: "A coupon with this code already exists.",
  generated: "Coupon generated successfully!",
  updated: "Coupon updated successfully!",
  generateFailed: "Failed to generate coupon",
  updateFailed: "Failed to update coupon",
  fetchFailed: "Error fetching coupons",
  toggleFailed: "Error updating coupon status",
  deleteFailed: "Error deleting coupon",
  detailFailed: "Failed to fetch coupon details",
} as const;

/** "2027-02-30" has the shape of a date but is none. */
function isCalendarDate(value: string): boolean {
  const [year = 0, month = 0, day = 0] = value.split("-").map(Number);
  const at = new Date(Date.UTC(year, month - 1, day));
  return at.getUTCFullYear() === year && at.getUTCMonth() === month - 1 && at.getUTCDate() === day;
}

const blankIsAbsent = (value: unknown) => (value === "" || value === null ? undefined : value);

export const couponInputSchema = z.object({
  code: z
    .string({ error: couponAdminMessages.code })
    .trim()
    .min(1, couponAdminMessages.code)
    .toUpperCase()
    .pipe(z.string().regex(/^[A-Z0-9_-]{3,20}$/, couponAdminMessages.codeShape)),
  discount: z.coerce
    .number({ error: couponAdminMessages.discount })
    .int(couponAdminMessages.discount)
    .min(1, couponAdminMessages.discount)
    .max(100, couponAdminMessages.discount),
  expiryDate: z
    .string({ error: couponAdminMessages.expiry })
    .trim()
    .min(1, couponAdminMessages.expiry)
    .transform((value) => value.slice(0, 10))
    .pipe(z.string().regex(/^\d{4}-\d{2}-\d{2}$/, couponAdminMessages.expiry))
    .refine(isCalendarDate, couponAdminMessages.expiry)
    // a coupon lasts to the end of its expiry date in India (coupons/service.ts), so today is the earliest
    .refine((value) => value >= dateKeyOf(new Date()), couponAdminMessages.expiryPast),
  minCartValue: z.preprocess(
    blankIsAbsent,
    z.coerce
      .number({ error: couponAdminMessages.minCart })
      .min(0, couponAdminMessages.minCart)
      .max(10_000_000)
      .default(0),
  ),
  maxDiscount: z.preprocess(
    blankIsAbsent,
    z.coerce
      .number({ error: couponAdminMessages.maxDiscount })
      .positive(couponAdminMessages.maxDiscount)
      .max(10_000_000)
      .nullable()
      .default(null),
  ),
  oneTimePerUser: z.boolean().optional().default(false),
});

export type CouponInput = z.output<typeof couponInputSchema>;

/** The admin's coupon list as its URL says: a code search, one state, a page. */
export const couponStates = ["active", "inactive", "expired"] as const;
export const couponListQuerySchema = z.object({
  search: z.string().trim().max(20).optional().catch(undefined),
  state: z.enum(couponStates).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(100_000).catch(1).default(1),
});
export type CouponListQuery = z.output<typeof couponListQuerySchema>;

/** GET /api/coupons/allcoupons: still an array (the spec's answer), now a page of it, newest first. */
export const couponAllPageSizeDefault = 100;
export const couponAllPageSizeMax = 200;
const couponAllMessages = {
  page: "page must be a whole number from 1 to 100000",
  pageSize: `pageSize must be a whole number from 1 to ${couponAllPageSizeMax}`,
} as const;
export const couponAllQuerySchema = z.object({
  page: z.coerce
    .number({ error: couponAllMessages.page })
    .int(couponAllMessages.page)
    .min(1, couponAllMessages.page)
    .max(100_000, couponAllMessages.page)
    .default(1),
  pageSize: z.coerce
    .number({ error: couponAllMessages.pageSize })
    .int(couponAllMessages.pageSize)
    .min(1, couponAllMessages.pageSize)
    .max(couponAllPageSizeMax, couponAllMessages.pageSize)
    .default(couponAllPageSizeDefault),
});
export type CouponAllQuery = z.output<typeof couponAllQuerySchema>;

// The abuse limits of the coupons feature (issue 18 point 6): every check of a code, wherever it
// happens (apply at checkout, PUT /coupons/use, an order or payment carrying appliedCoupon), counts
// against the member and the client address, so codes cannot be guessed by the hundred.
import type { Request, RequestHandler } from "express";
import type { AppContext } from "../../context.ts";
import { enforceLimits, type Limit } from "../../http/rate-limit.ts";
import { clientInfo } from "../../http/sessions.ts";

const minutes = (n: number) => n * 60;

export const limits = {
  /** A shopper tries a handful of codes; 30 in ten minutes is far above that and far below guessing. */
  couponMember: {
    name: "coupon:member",
    max: 30,
    windowSeconds: minutes(10),
    message: "Too many coupon codes tried.",
  },
  /** Several members behind one address (an office, a mobile network) share this one. */
  couponIp: { name: "coupon:ip", max: 60, windowSeconds: minutes(10), message: "Too many coupon codes tried." },
} satisfies Record<string, Limit>;

/** Counts one check of a code by this member (or guest) from this address; 429 with Retry-After past the limits. */
export function countCouponCheck(ctx: AppContext, userId: string | null, ip: string): Promise<void> {
  return enforceLimits(ctx, [
    ...(userId ? ([[limits.couponMember, userId]] as Array<[Limit, string]>) : []),
    [limits.couponIp, ip],
  ]);
}

/** The order-writing paths that check a code inside their transaction (placeorder, create-order). */
export const pathsCheckingCoupons = ["/userorder/placeorder", "/payment/create-order"];

/** Counts the code an order or payment body carries before the order's own route runs. */
export function couponCheckCounter(ctx: AppContext): RequestHandler {
  return (req: Request, _res, next) => {
    const code = (req.body as { appliedCoupon?: unknown } | undefined)?.appliedCoupon;
    if (typeof code !== "string" || code.trim() === "") return next();
    countCouponCheck(ctx, req.user?.id ?? null, clientInfo(req).ip).then(() => next(), next);
  };
}

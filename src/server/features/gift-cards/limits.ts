// The gift cards' abuse limits (decision 0062), as the coupons' (issue 18 point 6): every check of a
// code, on the balance page or at checkout, counts against the member and the client address. With
// 80-bit codes guessing is hopeless anyway; the limit keeps anyone from trying.
import type { Request, RequestHandler } from "express";
import type { AppContext } from "../../context.ts";
import { enforceLimits, type Limit } from "../../http/rate-limit.ts";
import { clientInfo } from "../../http/sessions.ts";

const tenMinutes = 10 * 60;

export const limits = {
  giftCardMember: {
    name: "gift-card:member",
    max: 30,
    windowSeconds: tenMinutes,
    message: "Too many gift card codes tried.",
  },
  giftCardIp: { name: "gift-card:ip", max: 60, windowSeconds: tenMinutes, message: "Too many gift card codes tried." },
} satisfies Record<string, Limit>;

/** Counts one check of a code; 429 with Retry-After past the limits. */
export function countGiftCardCheck(ctx: AppContext, userId: string | null, ip: string): Promise<void> {
  return enforceLimits(ctx, [
    ...(userId ? ([[limits.giftCardMember, userId]] as Array<[Limit, string]>) : []),
    [limits.giftCardIp, ip],
  ]);
}

/** Counts the code an order or payment body carries before the order's own route runs. */
export function giftCardCheckCounter(ctx: AppContext): RequestHandler {
  return (req: Request, _res, next) => {
    const code = (req.body as { giftCardCode?: unknown } | undefined)?.giftCardCode;
    if (typeof code !== "string" || code.trim() === "") return next();
    countGiftCardCheck(ctx, req.user?.id ?? null, clientInfo(req).ip).then(() => next(), next);
  };
}

/** The balance check's limit, counted before its body is read as a code (every try counts). */
export function giftCardCheckLimit(ctx: AppContext): RequestHandler {
  return (req: Request, _res, next) => {
    countGiftCardCheck(ctx, req.user?.id ?? null, clientInfo(req).ip).then(() => next(), next);
  };
}

// Stock hoarding with Pay on Delivery (issue 18 point 7), the part that needs the client address:
// COD orders placed from one address within the confirmation window are counted by the shop's rate
// limiter (shared through Redis when configured), before the order's own route runs. The address is
// not stored with an order, so this counts orders placed, confirmed or not; the exact count of
// unconfirmed orders per phone and per e-mail is codRefusal's, inside the order's transaction.
import type { Request, RequestHandler } from "express";
import type { AppContext } from "../../context.ts";
import { enforceLimits, type Limit } from "../../http/rate-limit.ts";
import { clientInfo } from "../../http/sessions.ts";
import { readSettings } from "../settings/service.ts";

/** The order paths that can take cash on delivery. */
export const codOrderPaths = ["/userorder/placeorder"];

export function codOrdersFromAddress(settings: { openOrdersPerAddress: number; confirmWithinHours: number }): Limit {
  return {
    name: "cod-orders:address",
    max: settings.openOrdersPerAddress,
    windowSeconds: settings.confirmWithinHours * 3600,
    message: "Too many Pay on Delivery orders from this network. Please pay online, or confirm the orders waiting.",
  };
}

/** Counts a COD order from the client's address; 429 with Retry-After past the setting. */
export function codAddressGuard(ctx: AppContext): RequestHandler {
  return (req: Request, _res, next) => {
    const method = (req.body as { paymentMethod?: unknown } | undefined)?.paymentMethod;
    if (method !== "COD") return next();
    readSettings(ctx)
      .then(({ cod }) => enforceLimits(ctx, [[codOrdersFromAddress(cod), clientInfo(req).ip]]))
      .then(() => next(), next);
  };
}

// The coupon API at checkout (spec: checkout-account-admin section 7). The admin's coupon screens
// come with the admin issue.
import express, { type Router } from "express";
import { fromRupees } from "../../../core/money.ts";
import { couponCheckAnswerSchema, couponCheckQuerySchema, couponUseSchema } from "../../../core/schemas/checkout.ts";
import type { AppContext } from "../../context.ts";
import { endpoint } from "../../http/endpoint.ts";
import { requireSelf } from "../../http/permissions.ts";
import { checkCoupon, recordCouponUse } from "./service.ts";

const tag = "Coupons";

export function couponRoutes(ctx: AppContext): Router {
  const router = express.Router();

  endpoint(
    router,
    {
      method: "get",
      path: "/coupons/searchcoupon",
      summary:
        "Checks a code for the signed-in member and a cart value: isValid with the reason (expired, below minimum, already used, inactive, unknown)",
      tag,
      access: "public",
      query: couponCheckQuerySchema,
      response: couponCheckAnswerSchema,
      errors: {
        400: "No code, or a bad cart value",
        401: "'You need to login to use coupons'",
        403: "The userId is not the signed-in user's",
      },
    },
    ({ query, req }) => {
      const userId = req.user ? requireSelf(req, query.userId).id : null;
      return checkCoupon(ctx, userId, query.code, fromRupees(query.cartValue));
    },
  );

  endpoint(
    router,
    {
      method: "put",
      path: "/coupons/use",
      summary:
        "Records a use of the code for the signed-in member, spent by their next order with it (placing an order records its use by itself)",
      tag,
      access: "member",
      body: couponUseSchema,
      errors: {
        401: "Not signed in",
        403: "Not your userId",
        404: "Unknown code",
        409: "Expired, inactive or already used",
      },
    },
    ({ body, req }) => recordCouponUse(ctx, requireSelf(req, body.userId).id, body.code),
  );

  return router;
}

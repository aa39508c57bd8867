// The coupon API at checkout (spec: checkout-account-admin section 7). The admin's coupon screens
// come with the admin issue.
import express, { type Router } from "express";
import { z } from "zod";
import { fromRupees } from "../../../core/money.ts";
import { couponCheckAnswerSchema, couponCheckQuerySchema, couponUseSchema } from "../../../core/schemas/checkout.ts";
import { couponAllQuerySchema, couponInputSchema } from "../../../core/schemas/coupons.ts";
import type { AppContext } from "../../context.ts";
import { endpoint } from "../../http/endpoint.ts";
import { requireSelf } from "../../http/permissions.ts";
import { clientInfo } from "../../http/sessions.ts";
import { editCoupon, generateCoupon, listCoupons, readCoupon, removeCoupon, switchCoupon } from "./admin.ts";
import { countCouponCheck, couponCheckCounter, pathsCheckingCoupons } from "./limits.ts";
import { checkCoupon, recordCouponUse } from "./service.ts";

const tag = "Coupons";

export function couponRoutes(ctx: AppContext): Router {
  const router = express.Router();
  // mounted before the orders and payments routers: their bodies' codes count like any other check
  router.post(pathsCheckingCoupons, couponCheckCounter(ctx));

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
        429: "Too many codes tried by this member or from this address: see Retry-After",
      },
    },
    async ({ query, req }) => {
      const userId = req.user ? requireSelf(req, query.userId).id : null;
      if (userId) await countCouponCheck(ctx, userId, clientInfo(req).ip);
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
        429: "Too many codes tried: see Retry-After",
      },
    },
    async ({ body, req }) => {
      const user = requireSelf(req, body.userId);
      await countCouponCheck(ctx, user.id, clientInfo(req).ip);
      return recordCouponUse(ctx, user.id, body.code);
    },
  );

  const admin = { 401: "Not signed in", 403: "Not an admin" };
  const idParams = z.object({ couponId: z.uuid({ error: "Coupon not found" }) });

  endpoint(
    router,
    {
      method: "post",
      path: "/coupons/generate",
      summary: "Admin: creates a coupon (code upper-cased and unique)",
      tag: "Admin",
      access: "admin",
      body: couponInputSchema,
      status: 201,
      errors: { ...admin, 400: "Invalid input in the form's words", 409: "The code is taken" },
    },
    ({ body }) => generateCoupon(ctx, body),
  );

  endpoint(
    router,
    {
      method: "get",
      path: "/coupons/allcoupons",
      summary:
        "Admin: the coupons, newest first, with how many orders used each; an array (the spec's answer) of one page (page, pageSize: 100 by default, at most 200), the number of all in X-Total-Count",
      tag: "Admin",
      access: "admin",
      query: couponAllQuerySchema,
      errors: { ...admin, 400: "page or pageSize is not a whole number in range" },
    },
    async ({ query, res }) => {
      const { coupons, total } = await listCoupons(ctx, query);
      res.setHeader("X-Total-Count", String(total));
      return coupons;
    },
  );

  endpoint(
    router,
    {
      method: "patch",
      path: "/coupons/toggle/:couponId",
      summary: "Admin: switches a coupon on or off",
      tag: "Admin",
      access: "admin",
      params: idParams,
      body: z.object({ isActive: z.boolean({ error: "isActive must be true or false" }) }),
      errors: { ...admin, 404: "No such coupon" },
    },
    ({ params, body }) => switchCoupon(ctx, params.couponId, body.isActive),
  );

  endpoint(
    router,
    {
      method: "delete",
      path: "/coupons/delete/:couponId",
      summary: "Admin: deletes a coupon (orders keep the code they used)",
      tag: "Admin",
      access: "admin",
      params: idParams,
      errors: { ...admin, 404: "No such coupon" },
    },
    ({ params }) => removeCoupon(ctx, params.couponId),
  );

  endpoint(
    router,
    {
      method: "patch",
      path: "/coupons/update/:couponId",
      summary: "Admin: changes a coupon",
      tag: "Admin",
      access: "admin",
      params: idParams,
      body: couponInputSchema,
      errors: { ...admin, 400: "Invalid input", 404: "No such coupon", 409: "The code is taken" },
    },
    ({ params, body }) => editCoupon(ctx, params.couponId, body),
  );

  endpoint(
    router,
    {
      method: "get",
      path: "/coupons/:couponId",
      summary: "Admin: one coupon",
      tag: "Admin",
      access: "admin",
      params: idParams,
      errors: { ...admin, 404: "No such coupon" },
    },
    ({ params }) => readCoupon(ctx, params.couponId),
  );

  return router;
}

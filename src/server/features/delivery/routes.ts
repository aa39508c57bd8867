// GET /api/pincode/{pincode}: the place, whether the shop delivers and takes cash on delivery there,
// and the delivery window for an order placed now; the COD orders one client address may place.
import express, { type Router } from "express";
import { z } from "zod";
import { deliveryMessages, pincodePattern } from "../../../core/delivery.ts";
import type { AppContext } from "../../context.ts";
import { endpoint } from "../../http/endpoint.ts";
import { codAddressGuard, codOrderPaths } from "./cod-guard.ts";
import { checkPincode } from "./service.ts";

/** Mounted before the orders router: its COD guard counts an order before the order's route runs. */
export function deliveryRoutes(ctx: AppContext): Router {
  const router = express.Router();
  router.post(codOrderPaths, codAddressGuard(ctx));

  endpoint(
    router,
    {
      method: "get",
      path: "/pincode/:pincode",
      summary:
        "A PIN code's district, state and GST state code; whether the shop delivers and takes cash on delivery there (else `reason`); the delivery window { from, to } as India dates",
      tag: "Delivery",
      access: "public",
      params: z.object({ pincode: z.string().regex(pincodePattern, deliveryMessages.pincode) }),
      errors: { 400: "Not a PIN code (six digits, the first not 0)", 404: "No such PIN code" },
    },
    async ({ params, res }) => {
      // the window moves with the day and the settings: a short private cache
      res.setHeader("Cache-Control", "private, max-age=300");
      return checkPincode(ctx, params.pincode);
    },
  );

  return router;
}

// Kits over HTTP (decision 0059): the admin reads, saves and removes a variant's kit and finds the
// variants it may be made of. Admins only (http/permissions.ts); inputs checked by core/schemas/kits.ts.
import express, { type Router } from "express";
import { z } from "zod";
import {
  kitCandidateQuerySchema,
  kitCandidateSchema,
  kitInputSchema,
  kitMessages,
  kitSchema,
} from "../../../core/schemas/kits.ts";
import type { AppContext } from "../../context.ts";
import { endpoint } from "../../http/endpoint.ts";
import { findKitCandidates, readKit, removeKit, saveKit } from "./service.ts";

const tag = "Admin";
const admin = { 401: "Not signed in", 403: "Not an admin" };
const variantParams = z.object({ variantId: z.uuid({ error: kitMessages.notFound }) });

export function kitRoutes(ctx: AppContext): Router {
  const router = express.Router();

  endpoint(
    router,
    {
      method: "get",
      path: "/admin/kit-candidates",
      summary: "Admin: up to 20 variants a kit may be made of (not kits), by product name, variant name or SKU",
      tag,
      access: "admin",
      query: kitCandidateQuerySchema,
      response: z.object({ variants: z.array(kitCandidateSchema) }),
      errors: admin,
    },
    async ({ query }) => ({ variants: await findKitCandidates(ctx, query.search) }),
  );

  endpoint(
    router,
    {
      method: "get",
      path: "/admin/variants/:variantId/kit",
      summary: "Admin: the variant's kit: its components and quantities, its stock (computed) and GST",
      tag,
      access: "admin",
      params: variantParams,
      response: kitSchema,
      errors: { ...admin, 404: "The variant is not a kit" },
    },
    ({ params }) => readKit(ctx, params.variantId),
  );

  endpoint(
    router,
    {
      method: "put",
      path: "/admin/variants/:variantId/kit",
      summary:
        "Admin: makes the variant a kit of these variants with quantities (or changes it): mixed supply (GST at the highest rate among the components) or composite with a principal component (its rate); the kit stores no stock of its own",
      tag,
      access: "admin",
      params: variantParams,
      body: kitInputSchema,
      response: kitSchema,
      errors: {
        ...admin,
        400: "No components, a quantity outside 1-99, a component twice, the kit itself, a kit, a principal missing or not a component; a one-of-a-kind piece, a component of another kit or a variant ordered on its own cannot be a kit (each field named)",
        404: "No such variant",
      },
    },
    ({ params, body }) => saveKit(ctx, params.variantId, body),
  );

  endpoint(
    router,
    {
      method: "delete",
      path: "/admin/variants/:variantId/kit",
      summary: "Admin: the variant is no longer a kit (a plain variant with no stock of its own)",
      tag,
      access: "admin",
      params: variantParams,
      errors: { ...admin, 404: "The variant is not a kit" },
    },
    ({ params }) => removeKit(ctx, params.variantId),
  );

  return router;
}

// The categories' Hindi names over HTTP (decision 0063): the list and saving one. Admins only
// (http/permissions.ts via endpoint access); the body is checked by core/schemas/hindi-text.ts.
import express, { type Router } from "express";
import { z } from "zod";
import { categoryHindiSchema } from "../../../core/schemas/hindi-text.ts";
import type { AppContext } from "../../context.ts";
import { endpoint } from "../../http/endpoint.ts";
import { adminCategories, categoryMessages, saveCategoryHindi } from "./category-names.ts";

const tag = "Admin";
const admin = { 401: "Not signed in", 403: "Not an admin" };
const adminCategorySchema = z.object({
  id: z.number().int(),
  level: z.number().int(),
  path: z.string(),
  name: z.string(),
  nameHi: z.string().nullable(),
});
const idParams = z.object({
  categoryId: z.coerce
    .number({ error: categoryMessages.notFound })
    .int(categoryMessages.notFound)
    .positive(categoryMessages.notFound)
    .max(2_147_483_647, categoryMessages.notFound),
});

export function categoryRoutes(ctx: AppContext): Router {
  const router = express.Router();

  endpoint(
    router,
    {
      method: "get",
      path: "/admin/categories",
      summary: "Admin: every category with its English path and its Hindi name (null: none)",
      tag,
      access: "admin",
      response: z.object({ categories: z.array(adminCategorySchema) }),
      errors: admin,
    },
    () => adminCategories(ctx),
  );

  endpoint(
    router,
    {
      method: "put",
      path: "/admin/categories/:categoryId",
      summary: "Admin: sets a category's Hindi name, shown on the Hindi pages (empty: none)",
      tag,
      access: "admin",
      params: idParams,
      body: categoryHindiSchema,
      response: adminCategorySchema,
      errors: { ...admin, 400: "The Hindi name is too long or not text", 404: "No such category" },
    },
    ({ params, body }) => saveCategoryHindi(ctx, params.categoryId, body),
  );

  return router;
}

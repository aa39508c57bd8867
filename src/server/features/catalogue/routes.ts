// The catalogue's public API: category tree, concern / chakra / intent lists, the product listing
// with facets, one product, and search. Parses input, calls the service, answers JSON.
import express, { type Router } from "express";
import { z } from "zod";
import type { TagKind } from "../../../core/catalogue.ts";
import {
  categoryTreeSchema,
  listingPageSchema,
  listingQuerySchema,
  productDetailSchema,
  searchQuerySchema,
  searchResultSchema,
  tagListSchema,
} from "../../../core/schemas/catalogue.ts";
import type { AppContext } from "../../context.ts";
import { endpoint } from "../../http/endpoint.ts";
import { NotFound } from "../../http/errors.ts";
import { adminProducts, removeProduct } from "./admin.ts";
import { categoryTree, listProducts, productAnswer, searchProducts, tagList } from "./service.ts";

const tag = "Catalogue";

const parentParams = z.object({ parent: z.string().max(100) });
const productParams = z.object({ id: z.string().min(1).max(200) });

/** The spec's paths for each vocabulary. */
const tagPaths: ReadonlyArray<{ path: string; kind: TagKind; label: string }> = [
  { path: "/concerns", kind: "concern", label: "concerns" },
  { path: "/chakra", kind: "chakra", label: "chakras" },
  { path: "/intents", kind: "intent", label: "intents" },
];

export function catalogueRoutes(ctx: AppContext): Router {
  const router = express.Router();

  endpoint(
    router,
    {
      method: "get",
      path: "/categories",
      summary: "The category tree: parent categories, their sub-categories and categories",
      tag,
      access: "public",
      response: categoryTreeSchema,
    },
    () => categoryTree(ctx),
  );

  for (const { path, kind, label } of tagPaths) {
    endpoint(
      router,
      { method: "get", path, summary: `Every ${kind} name, in order`, tag, access: "public", response: tagListSchema },
      () => tagList(ctx, kind),
    );
    endpoint(
      router,
      {
        method: "get",
        path: `${path}/:parent`,
        summary: `The ${label} a parent category's menus list (skin-care, aura-jewels, divine-crystals, sacred-rituals)`,
        tag,
        access: "public",
        params: parentParams,
        response: tagListSchema,
        errors: { 404: "No such parent category" },
      },
      async ({ params }) => {
        const names = await tagList(ctx, kind, params.parent);
        if (!names) throw new NotFound("Parent category not found");
        return names;
      },
    );
  }

  endpoint(
    router,
    {
      method: "get",
      path: "/products",
      summary:
        "The product listing: filters (OR within a group, AND across groups), sort, paging and facet counts. " +
        "Prices are the shown prices (GST included), in rupees.",
      tag,
      access: "public",
      query: listingQuerySchema,
      response: listingPageSchema,
    },
    ({ query }) => listProducts(ctx, query),
  );

  endpoint(
    router,
    {
      method: "get",
      path: "/products/:id",
      summary: "One product with its variants, images, review summary and latest reviews",
      tag,
      access: "public",
      params: productParams,
      response: productDetailSchema,
      errors: { 404: "No such product, or not public" },
    },
    async ({ params, res }) => {
      const product = await productAnswer(ctx, params.id);
      if (!product) throw new NotFound("Product not found");
      // the answer was serialized when it was cached: send those bytes (Express answers 304 to a
      // matching If-None-Match, as it does for res.json)
      res.setHeader("ETag", product.etag);
      res.setHeader("Content-Type", "application/json; charset=utf-8");
      res.send(product.json);
      return undefined;
    },
  );

  endpoint(
    router,
    {
      method: "get",
      path: "/search",
      summary: "Products ranked by relevance to the query; tolerates typos",
      tag,
      access: "public",
      query: searchQuerySchema,
      response: searchResultSchema,
    },
    ({ query }) => searchProducts(ctx, query.query, query.limit),
  );

  endpoint(
    router,
    {
      method: "get",
      path: "/admin/products",
      summary:
        "Admin: every product (drafts and archived too), searched by name, SKU or category path, a page at a time",
      tag: "Admin",
      access: "admin",
      query: z.object({
        search: z.string().trim().max(100).optional(),
        status: z.preprocess(
          (value) => (value === "" ? undefined : value),
          z.enum(["active", "draft", "archived"]).optional(),
        ),
        page: z.coerce.number().int().min(1).max(10_000).default(1),
        pageSize: z.coerce.number().int().min(1).max(100).default(24),
      }),
      errors: { 401: "Not signed in", 403: "Not an admin" },
    },
    ({ query, res }) => {
      res.setHeader("Cache-Control", "no-store");
      return adminProducts(ctx, query);
    },
  );

  endpoint(
    router,
    {
      method: "delete",
      path: "/products/:id",
      summary: "Admin: deletes a product, or archives it when it has orders",
      tag: "Admin",
      access: "admin",
      params: z.object({ id: z.string().trim().min(1).max(200) }),
      errors: { 401: "Not signed in", 403: "Not an admin", 404: "No such product" },
    },
    ({ params }) => removeProduct(ctx, params.id),
  );

  return router;
}

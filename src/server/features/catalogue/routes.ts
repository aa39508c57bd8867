// The catalogue's public API: category tree, concern / chakra / intent lists, the product listing
// with facets, one product, and search. Parses input, calls the service, answers JSON.
import express, { type Router } from "express";
import { z } from "zod";
import type { TagKind } from "../../../core/catalogue.ts";
import { labReportUrl, mediaKeyOf, mediaUrl } from "../../../core/media.ts";
import { productInputSchema } from "../../../core/schemas/admin-products.ts";
import {
  categoryTreeSchema,
  listingPageSchema,
  listingQuerySchema,
  productDetailSchema,
  productIdMaxLength,
  searchQuerySchema,
  tagListSchema,
} from "../../../core/schemas/catalogue.ts";
import { searchAnswerSchema } from "../../../core/schemas/search.ts";
import type { AppContext } from "../../context.ts";
import { endpoint } from "../../http/endpoint.ts";
import { Invalid, NotFound } from "../../http/errors.ts";
import { sendKept } from "../../http/kept-answers.ts";
import { readMultipart } from "../../http/multipart.ts";
import { storeLabReport } from "../media/pdf.ts";
import { storeImage } from "../media/service.ts";
import { readSettings } from "../settings/service.ts";
import { adminProducts, removeProduct } from "./admin.ts";
import { editableProduct } from "./admin-edit.ts";
import { createProduct, updateProduct } from "./admin-write.ts";
import { categoryTree, listProducts, productAnswer, searchProducts, tagList } from "./service.ts";

const tag = "Catalogue";

const parentParams = z.object({ parent: z.string().max(100) });
const productParams = z.object({ id: z.string().min(1).max(productIdMaxLength) });

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
    ({ req, res }) => sendKept(ctx, req, res, () => categoryTree(ctx)),
  );

  for (const { path, kind, label } of tagPaths) {
    endpoint(
      router,
      { method: "get", path, summary: `Every ${kind} name, in order`, tag, access: "public", response: tagListSchema },
      ({ req, res }) => sendKept(ctx, req, res, () => tagList(ctx, kind)),
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
      ({ params, req, res }) =>
        sendKept(ctx, req, res, async () => {
          const names = await tagList(ctx, kind, params.parent);
          if (!names) throw new NotFound("Parent category not found");
          return names;
        }),
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
    ({ query, req, res }) => sendKept(ctx, req, res, () => listProducts(ctx, query)),
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
      response: searchAnswerSchema,
    },
    ({ query, req, res }) => sendKept(ctx, req, res, () => searchProducts(ctx, query.query, query.limit)),
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
        /** "needs-attention": only products with a to-do (core/product-todos.ts), such as imported drafts. */
        todo: z.preprocess((value) => (value === "" ? undefined : value), z.enum(["needs-attention"]).optional()),
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
      method: "get",
      path: "/admin/products/:id",
      summary:
        "Admin: one product as the update form edits it (the shape PUT /api/products/{id} takes, with variant ids), drafts and archived too",
      tag: "Admin",
      access: "admin",
      params: z.object({ id: z.string().trim().min(1).max(200) }),
      errors: { 401: "Not signed in", 403: "Not an admin", 404: "No such product" },
    },
    ({ params, res }) => {
      res.setHeader("Cache-Control", "no-store");
      return editableProduct(ctx, params.id);
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

  const admin = { 401: "Not signed in", 403: "Not an admin" };

  endpoint(
    router,
    {
      method: "post",
      path: "/products",
      summary:
        "Admin: adds a product with its variants (prices in rupees, GST included; tax in percent) and images (keys of media uploaded with POST /api/admin/images)",
      tag: "Admin",
      access: "admin",
      body: productInputSchema,
      status: 201,
      errors: { ...admin, 400: "'Please fill in all required fields and add at least one variant.', or a field named" },
    },
    ({ body }) => createProduct(ctx, body),
  );

  endpoint(
    router,
    {
      method: "put",
      path: "/products/:id",
      summary:
        "Admin: saves a product as the form sends it (variants kept by id; removing an ordered variant is refused)",
      tag: "Admin",
      access: "admin",
      params: z.object({ id: z.string().trim().min(1).max(200) }),
      body: productInputSchema,
      errors: { ...admin, 400: "Invalid input", 404: "No such product", 409: "An ordered variant cannot be removed" },
    },
    ({ params, body }) => updateProduct(ctx, params.id, body),
  );

  endpoint(
    router,
    {
      method: "post",
      path: "/admin/images",
      summary:
        "Admin: uploads one image (multipart field file: JPEG, PNG, GIF or WebP by its content, at most 10 MB); answers its key and URL",
      tag: "Admin",
      access: "admin",
      multipart: true,
      status: 201,
      errors: { ...admin, 400: "Not an image the shop accepts", 413: "Larger than 10 MB" },
    },
    async ({ req, res }) => {
      if (!req.is("multipart/form-data")) throw new Invalid("Send the image as multipart/form-data in the file field.");
      const form = await readMultipart(req, res, {
        fileField: "file",
        files: 1,
        fileBytes: 10 * 1024 * 1024,
        fields: 2,
        fieldBytes: 1024,
        tooLargeMessage: "The image is larger than 10 MB.",
        tooManyFilesMessage: "Upload one image at a time.",
      });
      const [file] = form.files;
      if (!file) throw new Invalid("Attach the image in the file field.");
      const key = await storeImage(ctx, file.data, {
        alt: form.fields.alt ?? "",
        keyHint: form.fields.hint || "product",
      });
      return { key, url: mediaUrl(key), secure_url: mediaUrl(key) };
    },
  );

  endpoint(
    router,
    {
      method: "post",
      path: "/admin/lab-reports",
      summary:
        "Admin: uploads a gemstone lab report as a PDF (multipart field file: %PDF- by its content, no active content such as /JavaScript, /Launch or embedded files; at most settings claims.reportMaxMb MB); answers its key and download URL",
      tag: "Admin",
      access: "admin",
      multipart: true,
      status: 201,
      errors: {
        ...admin,
        400: "Not a PDF, or a PDF with active content, or encrypted",
        413: "Larger than the lab report limit (Settings, Health claims)",
      },
    },
    async ({ req, res }) => {
      if (!req.is("multipart/form-data"))
        throw new Invalid("Send the report as multipart/form-data in the file field.");
      const maxMb = (await readSettings(ctx)).claims.reportMaxMb;
      const form = await readMultipart(req, res, {
        fileField: "file",
        files: 1,
        fileBytes: maxMb * 1024 * 1024,
        fields: 2,
        fieldBytes: 1024,
        tooLargeMessage: `The report is larger than ${maxMb} MB.`,
        tooManyFilesMessage: "Upload one report at a time.",
      });
      const [file] = form.files;
      if (!file) throw new Invalid("Attach the report in the file field.");
      const key = await storeLabReport(ctx, file.data, { keyHint: form.fields.hint || "lab-report" });
      return { key, url: labReportUrl(key) };
    },
  );

  // The old admin's two image-delete calls. Images are stored once by their content and may be used
  // by other products, so nothing is erased here: a product stops showing an image when it is saved
  // without it. Answers whether the URL is one of the shop's.
  const isShopImage = (url: string) => mediaKeyOf(url) !== null;
  endpoint(
    router,
    {
      method: "post",
      path: "/cloudnaryimg/delete-img",
      summary:
        "Admin: the old image-delete call; images stay stored (shared by content), a product drops one when saved without it",
      tag: "Admin",
      access: "admin",
      body: z.object({ imageUrl: z.string().max(500) }),
      errors: { ...admin, 400: "Not one of the shop's images" },
    },
    ({ body }) => {
      if (!isShopImage(body.imageUrl)) throw new Invalid("Not one of the shop's images.");
      return { success: true };
    },
  );

  endpoint(
    router,
    {
      method: "post",
      path: "/images/delete",
      summary: "Admin: the second admin page's image-delete call (same rules)",
      tag: "Admin",
      access: "admin",
      body: z.object({ images: z.array(z.string().max(500)).max(50) }),
      errors: { ...admin, 400: "Not one of the shop's images" },
    },
    ({ body }) => {
      if (!body.images.every(isShopImage)) throw new Invalid("Not one of the shop's images.");
      return { success: true };
    },
  );

  return router;
}

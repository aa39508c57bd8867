// POST /api/reviews: a shopper's review, as multipart/form-data (the fields plus up to five photos
// or videos in "files") or as JSON (the fields alone). The body is read with hard limits first,
// the fields are checked before any file is looked at, and the answer is the review as the product
// page lists it (never the e-mail).
// An address and an IP may write only a few reviews an hour (service.ts: reviewRateLimits).
// GET/POST /api/reviews/by-link: the review request's per-line link, without signing in (review-links.ts).
import express, { type NextFunction, type Request, type Response, type Router } from "express";
import { z } from "zod";
import { missingReviewFields, reviewHeldMessage, reviewLimits, reviewMessages } from "../../../core/reviews.ts";
import {
  adminReviewListQuerySchema,
  adminReviewListSchema,
  reviewByLinkInputSchema,
  reviewCreatedSchema,
  reviewInputSchema,
  reviewLinkLineSchema,
  reviewLinkQuerySchema,
  reviewRejectSchema,
} from "../../../core/schemas/reviews.ts";
import type { AppContext } from "../../context.ts";
import { endpoint } from "../../http/endpoint.ts";
import { Invalid } from "../../http/errors.ts";
import { readMultipart } from "../../http/multipart.ts";
import { keepPrivate } from "../../http/security.ts";
import { clientInfo } from "../../http/sessions.ts";
import { parseInput } from "../../http/validate.ts";
import type { UploadFile } from "../media/uploads.ts";
import { approveReview, rejectReview, reviewQueue } from "./moderation.ts";
import { reviewByLink, reviewLinkLine } from "./review-links.ts";
import { createReview } from "./service.ts";

const reviewParams = z.object({ reviewId: z.uuid({ error: "Unknown review." }) });
const moderatedSchema = z.object({ success: z.literal(true), status: z.enum(["published", "rejected"]) });

const tag = "Reviews";

/** The files of each multipart request, from reading the body to the handler. */
const uploadsOf = new WeakMap<Request, UploadFile[]>();

const multipartLimits = {
  fileField: "files",
  files: reviewLimits.files,
  fileBytes: reviewLimits.fileBytes,
  fields: 20,
  // a review of 5,000 characters in any script, with room to spare
  fieldBytes: 32 * 1024,
  tooLargeMessage: reviewMessages.fileTooLarge,
  tooManyFilesMessage: reviewMessages.tooManyFiles,
};

/**
 * Reads a multipart body into fields and files, then checks the fields: when a required one is
 * missing the answer carries the spec's sentence, with every failing field named. A review by link
 * has no e-mail field (the order's is used).
 */
function readReview(schema: z.ZodType, withEmail: boolean) {
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      if (req.is("multipart/form-data")) {
        const form = await readMultipart(req, res, multipartLimits);
        req.body = form.fields;
        uploadsOf.set(req, form.files);
      }
      const body = (req.body ?? {}) as Record<string, unknown>;
      try {
        parseInput(schema, body, "body");
      } catch (error) {
        const missing = missingReviewFields(body).filter((field) => withEmail || field !== "email");
        if (error instanceof Invalid && missing.length > 0) {
          throw new Invalid(reviewMessages.required, error.fields);
        }
        throw error;
      }
      next();
    } catch (error) {
      next(error);
    }
  };
}

export function reviewRoutes(ctx: AppContext): Router {
  const router = express.Router();

  router.post("/reviews", readReview(reviewInputSchema, true));
  endpoint(
    router,
    {
      method: "post",
      path: "/reviews",
      summary:
        "Sends a review of a product; it waits for the admin's check (published: false) unless verified buyers' " +
        "reviews without media are published at once and nothing (a link, spam) holds it. multipart/form-data: the fields, plus up to 5 photos (JPEG, PNG, GIF, " +
        "WebP) or videos (MP4, WebM) of at most 5 MB each in `files`; their type is read from their bytes and " +
        "photos are re-encoded. JSON: the fields alone. A published review updates the product's rating and review count.",
      tag,
      access: "public",
      multipart: true,
      json: true,
      fileField: multipartLimits.fileField,
      body: reviewInputSchema,
      status: 201,
      response: reviewCreatedSchema,
      errors: {
        404: "No such product, or not public",
        413: "A file is larger than 5 MB (nothing is stored)",
        429: "Too many reviews from this address or IP in the last hour",
      },
    },
    async ({ body, user, req }) => {
      const { review, published } = await createReview(
        ctx,
        { ...body, userId: user?.id ?? null },
        uploadsOf.get(req) ?? [],
        clientInfo(req),
      );
      return {
        success: true as const,
        message: published ? reviewMessages.submitted : reviewHeldMessage,
        published,
        review,
      };
    },
  );

  endpoint(
    router,
    {
      method: "get",
      path: "/reviews/by-link",
      summary:
        "The piece a review request's link (one order line) reviews: product, variant, picture, and whether it was reviewed with this link already. No sign-in.",
      tag,
      access: "public",
      query: reviewLinkQuerySchema,
      response: reviewLinkLineSchema,
      errors: { 400: "Not a review link (malformed or unknown token)", 410: "The link has expired" },
    },
    async ({ query, res }) => {
      keepPrivate(res);
      return reviewLinkLine(ctx, query.token);
    },
  );

  router.post("/reviews/by-link", readReview(reviewByLinkInputSchema, false));
  endpoint(
    router,
    {
      method: "post",
      path: "/reviews/by-link",
      summary:
        "A review from a review request's link, without signing in: the token names the order line (product, variant, e-mail); " +
        "the review is a verified purchase and waits for the admin's check like any other. Fields and files as POST /reviews, " +
        "without productId, variantId and email. One review per line.",
      tag,
      access: "public",
      multipart: true,
      json: true,
      fileField: multipartLimits.fileField,
      body: reviewByLinkInputSchema,
      status: 201,
      response: reviewCreatedSchema,
      errors: {
        400: "Not a review link (malformed or unknown token), or a field is wrong",
        404: "The product is no longer sold",
        409: "This line was reviewed with its link already",
        410: "The link has expired",
        413: "A file is larger than 5 MB (nothing is stored)",
        429: "Too many reviews from this address or IP in the last hour",
      },
    },
    async ({ body, req, res }) => {
      keepPrivate(res);
      const { review, published, message } = await reviewByLink(ctx, body, uploadsOf.get(req) ?? [], clientInfo(req));
      return { success: true as const, message, published, review };
    },
  );

  endpoint(
    router,
    {
      method: "get",
      path: "/admin/reviews",
      summary: "Admin: reviews by status (pending by default), newest first, with why the checks would hold each",
      tag: "Admin",
      access: "admin",
      query: adminReviewListQuerySchema,
      response: adminReviewListSchema,
      errors: { 401: "Not signed in", 403: "Not an admin" },
    },
    async ({ query, res }) => {
      keepPrivate(res);
      return reviewQueue(ctx, query.status);
    },
  );

  endpoint(
    router,
    {
      method: "post",
      path: "/admin/reviews/:reviewId/approve",
      summary: "Admin: publishes a review; the product's rating and review count are recomputed",
      tag: "Admin",
      access: "admin",
      params: reviewParams,
      response: moderatedSchema,
      errors: { 401: "Not signed in", 403: "Not an admin", 404: "No such review" },
    },
    async ({ params, user, res }) => {
      keepPrivate(res);
      return approveReview(ctx, params.reviewId, user?.id ?? "");
    },
  );

  endpoint(
    router,
    {
      method: "post",
      path: "/admin/reviews/:reviewId/reject",
      summary: "Admin: rejects a review with a reason (also takes down a published one); ratings are recomputed",
      tag: "Admin",
      access: "admin",
      params: reviewParams,
      body: reviewRejectSchema,
      response: moderatedSchema,
      errors: { 401: "Not signed in", 403: "Not an admin", 404: "No such review" },
    },
    async ({ params, body, user, res }) => {
      keepPrivate(res);
      return rejectReview(ctx, params.reviewId, body.reason, user?.id ?? "");
    },
  );

  return router;
}

// POST /api/reviews: a shopper's review, as multipart/form-data (the fields plus up to five photos
// or videos in "files") or as JSON (the fields alone). The body is read with hard limits first,
// the fields are checked before any file is looked at, and the answer is the review as the product
// page lists it (never the e-mail).
// An address and an IP may write only a few reviews an hour (service.ts: reviewRateLimits).
import express, { type NextFunction, type Request, type Response, type Router } from "express";
import { z } from "zod";
import { missingReviewFields, reviewHeldMessage, reviewLimits, reviewMessages } from "../../../core/reviews.ts";
import {
  adminReviewListQuerySchema,
  adminReviewListSchema,
  reviewCreatedSchema,
  reviewInputSchema,
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
 * missing the answer carries the spec's sentence, with every failing field named.
 */
async function readReview(req: Request, res: Response, next: NextFunction) {
  try {
    if (req.is("multipart/form-data")) {
      const form = await readMultipart(req, res, multipartLimits);
      req.body = form.fields;
      uploadsOf.set(req, form.files);
    }
    const body = (req.body ?? {}) as Record<string, unknown>;
    try {
      parseInput(reviewInputSchema, body, "body");
    } catch (error) {
      if (error instanceof Invalid && missingReviewFields(body).length > 0) {
        throw new Invalid(reviewMessages.required, error.fields);
      }
      throw error;
    }
    next();
  } catch (error) {
    next(error);
  }
}

export function reviewRoutes(ctx: AppContext): Router {
  const router = express.Router();

  router.post("/reviews", readReview);
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

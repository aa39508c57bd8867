// The reviews contract: what POST /api/reviews accepts (multipart/form-data with files, or JSON
// without) and answers. Limits and messages come from core/reviews.ts, which the write-a-review
// form uses directly (it keeps zod out of the product page's bundle).
import { z } from "zod";
import { isYoutubeUrl, reviewLimits, reviewLinkMessages, reviewMessages, reviewStatuses } from "../reviews.ts";
import { productReviewSchema } from "./catalogue.ts";

/** A blank form field means "not given". */
const blankIsAbsent = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

const requiredText = (message: string, max: number, tooLong: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, tooLong);

export const reviewInputSchema = z.object({
  productId: z
    .string({ error: "Say which product you are reviewing." })
    .trim()
    .min(1, "Say which product you are reviewing.")
    .max(200, "Unknown product."),
  variantId: z.preprocess(blankIsAbsent, z.uuid({ error: "Unknown variant." }).optional()),
  // multipart fields are text: "5" is read as 5
  rating: z.preprocess(
    blankIsAbsent,
    z.coerce
      .number({ error: reviewMessages.rating })
      .int(reviewMessages.rating)
      .min(1, reviewMessages.rating)
      .max(5, reviewMessages.rating),
  ),
  title: requiredText(reviewMessages.title, reviewLimits.titleMax, reviewMessages.titleTooLong),
  reviewText: requiredText(reviewMessages.reviewText, reviewLimits.reviewTextMax, reviewMessages.reviewTextTooLong),
  name: requiredText(reviewMessages.name, reviewLimits.nameMax, reviewMessages.nameTooLong),
  email: z
    .string({ error: reviewMessages.email })
    .trim()
    .min(1, reviewMessages.email)
    .max(reviewLimits.emailMax, reviewMessages.email)
    .toLowerCase()
    .pipe(z.email(reviewMessages.email)),
  youtubeURL: z.preprocess(
    blankIsAbsent,
    z
      .string({ error: reviewMessages.youtube })
      .trim()
      .max(reviewLimits.youtubeMax, reviewMessages.youtube)
      .refine(isYoutubeUrl, reviewMessages.youtube)
      .optional(),
  ),
  // the spec's JSON carries mediaUrls from an outside image host; here files travel in the same
  // multipart request, so URLs are refused rather than silently dropped
  mediaUrls: z
    .array(z.string())
    .max(0, "Attach photos and videos as files in a multipart/form-data request.")
    .optional(),
});

export type ReviewInput = z.output<typeof reviewInputSchema>;

export const reviewCreatedSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  /** False: the review waits for the admin's check and is not shown yet. */
  published: z.boolean(),
  review: productReviewSchema,
});

export type ReviewCreated = z.infer<typeof reviewCreatedSchema>;

/** A review request's per-line link token (random, URL-safe; http/link-tokens.ts). */
export const reviewLinkTokenSchema = z
  .string({ error: reviewLinkMessages.invalid })
  .trim()
  .min(16, reviewLinkMessages.invalid)
  .max(200, reviewLinkMessages.invalid)
  .regex(/^[A-Za-z0-9_-]+$/, reviewLinkMessages.invalid);

/** GET /api/reviews/by-link?token=: the line the link reviews. */
export const reviewLinkQuerySchema = z.object({ token: reviewLinkTokenSchema });

/**
 * POST /api/reviews/by-link: a review from a review request's link, without signing in. The token
 * says which product, variant and order; the e-mail is the order's; the rest is the review form's.
 */
export const reviewByLinkInputSchema = reviewInputSchema
  .pick({ rating: true, title: true, reviewText: true, name: true, youtubeURL: true, mediaUrls: true })
  .extend({ token: reviewLinkTokenSchema });

export type ReviewByLinkInput = z.output<typeof reviewByLinkInputSchema>;

/** What a review link opens: the ordered piece, and whether it was reviewed with this link already. */
export const reviewLinkLineSchema = z.object({
  productId: z.string(),
  productName: z.string(),
  variantId: z.string(),
  variantName: z.string(),
  /** The piece's picture (a shop media URL), or null. */
  imageUrl: z.string().nullable(),
  /** The order's first name, to fill in the name shown with the review. */
  firstName: z.string(),
  reviewed: z.boolean(),
});

export type ReviewLinkLine = z.infer<typeof reviewLinkLineSchema>;

/** The admin's queue: GET /api/admin/reviews?status= (pending first by default). */
export const adminReviewListQuerySchema = z.object({
  status: z.enum(reviewStatuses).default("pending"),
});

export const reviewRejectSchema = z.object({
  reason: z
    .string({ error: "Say why the review is rejected." })
    .trim()
    .min(1, "Say why the review is rejected.")
    .max(500, "Keep the reason under 500 characters."),
});

export const adminReviewSchema = z.object({
  _id: z.string(),
  productId: z.string(),
  productName: z.string(),
  rating: z.number().int(),
  title: z.string(),
  reviewText: z.string(),
  name: z.string(),
  email: z.string(),
  status: z.enum(reviewStatuses),
  rejectReason: z.string().nullable(),
  verifiedPurchase: z.boolean(),
  /** Why the shop's checks would hold it (a link, spam), or null. */
  heldFor: z.string().nullable(),
  mediaCount: z.number().int(),
  youtubeURL: z.string().nullable(),
  date: z.string().describe("ISO 8601"),
});

export const adminReviewListSchema = z.object({ reviews: z.array(adminReviewSchema) });

export type AdminReview = z.infer<typeof adminReviewSchema>;

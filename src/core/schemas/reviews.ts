// The reviews contract: what POST /api/reviews accepts (multipart/form-data with files, or JSON
// without) and answers. Limits and messages come from core/reviews.ts, which the write-a-review
// form uses directly (it keeps zod out of the product page's bundle).
import { z } from "zod";
import { isYoutubeUrl, reviewLimits, reviewMessages, reviewStatuses } from "../reviews.ts";
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

// The reviews contract: what POST /api/reviews accepts (multipart/form-data with files, or JSON
// without) and answers. Limits and messages come from core/reviews.ts, which the write-a-review
// form uses directly (it keeps zod out of the product page's bundle).
import { z } from "zod";
import { isYoutubeUrl, reviewLimits, reviewMessages } from "../reviews.ts";
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
  review: productReviewSchema,
});

export type ReviewCreated = z.infer<typeof reviewCreatedSchema>;

// A review from a review request's link, without signing in: the token (random, kept hashed,
// expiring; http/link-tokens.ts) names one order line, so the product, variant and e-mail come from
// the order, never from the form. The review goes through createReview like any other (same checks,
// same moderation) as a verified purchase, and the link is marked used in the review's transaction:
// one review per line, a double submit gets 409. Unknown token 400, expired 410.
import { mediaUrl } from "../../../core/media.ts";
import { reviewHeldMessage, reviewLinkMessages, reviewMessages } from "../../../core/reviews.ts";
import type { ProductReview } from "../../../core/schemas/catalogue.ts";
import type { ReviewByLinkInput, ReviewLinkLine } from "../../../core/schemas/reviews.ts";
import type { AppContext } from "../../context.ts";
import { Conflict, HttpError, Invalid } from "../../http/errors.ts";
import { hashLinkToken } from "../../http/link-tokens.ts";
import type { ClientInfo } from "../../http/sessions.ts";
import type { UploadFile } from "../media/uploads.ts";
import { claimLink, linkLine } from "./request-queries.ts";
import { createReview } from "./service.ts";

async function liveLink(ctx: AppContext, token: string, now: Date) {
  const line = await linkLine(ctx.db, hashLinkToken(token));
  if (!line) throw new Invalid(reviewLinkMessages.invalid, { token: reviewLinkMessages.invalid });
  if (line.expiresAt <= now) throw new HttpError(410, "expired", reviewLinkMessages.expired);
  return line;
}

/** What the link opens: the piece (picture, name, variant) and whether it was reviewed already. */
export async function reviewLinkLine(ctx: AppContext, token: string, now = new Date()): Promise<ReviewLinkLine> {
  const line = await liveLink(ctx, token, now);
  return {
    productId: line.productId,
    productName: line.name,
    variantId: line.variantId,
    variantName: line.variantName,
    imageUrl: line.imageKey ? mediaUrl(line.imageKey, 480) : null,
    firstName: line.firstName,
    reviewed: line.reviewedAt !== null,
  };
}

/** Writes the line's review (pending, verified purchase) and uses up the link. */
export async function reviewByLink(
  ctx: AppContext,
  input: ReviewByLinkInput,
  files: readonly UploadFile[],
  client: Pick<ClientInfo, "ip">,
  now = new Date(),
): Promise<{ review: ProductReview; published: boolean; message: string }> {
  const line = await liveLink(ctx, input.token, now);
  if (line.reviewedAt) throw new Conflict(reviewLinkMessages.alreadyReviewed);
  const tokenHash = hashLinkToken(input.token);
  const { review, published } = await createReview(
    ctx,
    {
      productId: line.productId,
      variantId: line.variantId,
      rating: input.rating,
      title: input.title,
      reviewText: input.reviewText,
      name: input.name,
      email: line.email.toLowerCase(),
      youtubeURL: input.youtubeURL,
      userId: line.userId,
    },
    files,
    client,
    {
      verifiedPurchase: true,
      claim: async (tx, reviewId) => {
        // two submits at once: the second finds the link used and its review is undone
        if (!(await claimLink(tx, tokenHash, reviewId, now))) throw new Conflict(reviewLinkMessages.alreadyReviewed);
      },
    },
  );
  return { review, published, message: published ? reviewMessages.submitted : reviewHeldMessage };
}

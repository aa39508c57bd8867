// The reviews' rules: a review belongs to a public product (and, when given, to one of its
// variants); its photos and videos are all checked before anything is stored. A new review waits
// for the admin's check ("pending") unless the settings publish a verified buyer's review without
// media at once and nothing holds it (a link, spam: core/reviews.ts heldFor). Only published reviews
// count: the product's rating and review count are recomputed in the transaction that publishes or
// takes one down, and the catalogue cache is emptied (docs/decisions/0033-moderated-reviews.md).
// The reviewer's e-mail is kept, never shown.
import { mediaUrl, videoUrl } from "../../../core/media.ts";
import { bannedWordList, heldFor, reviewLimits, reviewMessages } from "../../../core/reviews.ts";
import type { ProductReview } from "../../../core/schemas/catalogue.ts";
import type { ReviewInput } from "../../../core/schemas/reviews.ts";
import type { AppContext } from "../../context.ts";
import type { Executor } from "../../db/connection.ts";
import { Invalid, NotFound } from "../../http/errors.ts";
import { enforceLimits, type Limit } from "../../http/rate-limit.ts";
import type { ClientInfo } from "../../http/sessions.ts";
import { refreshProducts } from "../catalogue/denormalize.ts";
import { getProduct } from "../catalogue/service.ts";
import { type CheckedUpload, checkUploads, saveUploads, type UploadFile } from "../media/uploads.ts";
import { readSettings } from "../settings/service.ts";
import { boughtAndDelivered, insertReview } from "./queries.ts";

const hour = 60 * 60;

/** A shopper reviews what they bought, a few at a time; a flood of reviews is not a shopper. */
export const reviewRateLimits = {
  perAddress: { name: "review:address", max: 10, windowSeconds: hour, message: "You have written several reviews." },
  /** A family or an office shares an IP: more room, still a ceiling. */
  perIp: { name: "review:ip", max: 30, windowSeconds: hour, message: "Too many reviews were sent." },
} satisfies Record<string, Limit>;

export interface NewReview extends Omit<ReviewInput, "mediaUrls"> {
  /** The signed-in shopper, if any (a guest reviews with name and e-mail alone). */
  userId?: string | null;
}

function publicUrl(upload: CheckedUpload): string {
  return upload.kind === "video" ? videoUrl(upload.key, upload.type) : mediaUrl(upload.key);
}

/** How a review proves its purchase other than by a signed-in member (a review request's link). */
export interface PurchaseProof {
  /** The link's order was delivered: the review is a verified purchase. */
  verifiedPurchase: true;
  /** Runs in the review's transaction (marks the link used); throwing undoes the review. */
  claim: (tx: Executor, reviewId: string) => Promise<void>;
}

/** Stores a review with its uploads (published at once or pending); answers it as the product page would list it. */
export async function createReview(
  ctx: AppContext,
  input: NewReview,
  files: readonly UploadFile[],
  client: Pick<ClientInfo, "ip">,
  proof?: PurchaseProof,
): Promise<{ review: ProductReview; published: boolean }> {
  await enforceLimits(ctx, [
    [reviewRateLimits.perAddress, input.email.toLowerCase()],
    [reviewRateLimits.perIp, client.ip],
  ]);
  const product = await getProduct(ctx, input.productId);
  if (!product) throw new NotFound("Product not found");
  if (input.variantId && !product.variants.some((variant) => variant._id === input.variantId)) {
    throw new Invalid("This variant is not one of the product's.", {
      variantId: "This variant is not one of the product's.",
    });
  }
  if (files.length > reviewLimits.files) {
    throw new Invalid(reviewMessages.tooManyFiles, { files: reviewMessages.tooManyFiles });
  }

  const uploads = await checkUploads(files, {
    maxBytes: reviewLimits.fileBytes,
    tooLargeMessage: reviewMessages.fileTooLarge,
    keyHint: `review-${product._id}`,
  });

  const verifiedPurchase =
    proof?.verifiedPurchase ?? (input.userId ? await boughtAndDelivered(ctx.db, input.userId, product._id) : false);
  const { reviews: rules } = await readSettings(ctx);
  const published =
    rules.autoPublishVerified &&
    verifiedPurchase &&
    uploads.length === 0 &&
    !input.youtubeURL &&
    heldFor(input, bannedWordList(rules.bannedWords)) === null;

  const saved = await ctx.db.transaction(async (tx) => {
    const mediaKeys = await saveUploads(ctx, tx, uploads, `From ${input.name}'s review of ${product.name}`);
    const row = await insertReview(tx, {
      productId: product._id,
      variantId: input.variantId ?? null,
      userId: input.userId ?? null,
      rating: input.rating,
      title: input.title,
      reviewText: input.reviewText,
      name: input.name,
      email: input.email,
      youtubeURL: input.youtubeURL ?? null,
      mediaKeys,
      status: published ? "published" : "pending",
      verifiedPurchase,
    });
    if (proof) await proof.claim(tx, row.id);
    if (published) await refreshProducts(tx, [product._id]);
    return row;
  });
  if (published) await ctx.cache.invalidate();

  const review: ProductReview = {
    _id: saved.id,
    rating: input.rating,
    title: input.title,
    reviewText: input.reviewText,
    name: input.name,
    date: saved.createdAt.toISOString(),
    mediaUrls: uploads.map(publicUrl),
    youtubeURL: input.youtubeURL ?? null,
    variantId: input.variantId ?? null,
    verifiedPurchase,
  };
  return { review, published };
}

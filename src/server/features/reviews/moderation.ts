// The admin's review queue (/admin-reviews): reviews by status, newest first, and the two moves.
// Approving publishes a review; rejecting (with a reason the admin keeps) takes it off the shop, also
// one already published. Either way the product's rating, review count and listing columns are
// recomputed in the same transaction and the catalogue cache is emptied.
import { desc, eq, sql } from "drizzle-orm";
import { bannedWordList, heldFor, type ReviewStatus } from "../../../core/reviews.ts";
import type { AdminReview } from "../../../core/schemas/reviews.ts";
import type { AppContext } from "../../context.ts";
import { products, reviews } from "../../db/schema.ts";
import { NotFound } from "../../http/errors.ts";
import { refreshProducts } from "../catalogue/denormalize.ts";
import { readSettings } from "../settings/service.ts";

const queueSize = 200;

export async function reviewQueue(ctx: AppContext, status: ReviewStatus): Promise<{ reviews: AdminReview[] }> {
  const { reviews: rules } = await readSettings(ctx);
  const banned = bannedWordList(rules.bannedWords);
  const rows = await ctx.db
    .select({ review: reviews, productName: products.name })
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .where(eq(reviews.status, status))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(queueSize);
  return {
    reviews: rows.map(({ review, productName }) => ({
      _id: review.id,
      productId: review.productId,
      productName,
      rating: review.rating,
      title: review.title,
      reviewText: review.reviewText,
      name: review.name,
      email: review.email,
      status: review.status,
      rejectReason: review.rejectReason,
      verifiedPurchase: review.verifiedPurchase,
      heldFor: heldFor(review, banned),
      mediaCount: review.mediaKeys.length,
      youtubeURL: review.youtubeURL,
      date: review.createdAt.toISOString(),
    })),
  };
}

async function moderate(
  ctx: AppContext,
  id: string,
  status: "published" | "rejected",
  reason: string | null,
  actorId: string,
): Promise<{ success: true; status: "published" | "rejected" }> {
  const moved = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(reviews)
      .set({ status, rejectReason: reason, moderatedAt: sql`now()` })
      .where(eq(reviews.id, id))
      .returning({ productId: reviews.productId });
    if (!row) throw new NotFound("Review not found");
    await refreshProducts(tx, [row.productId]);
    return row;
  });
  ctx.log.info({ actor: actorId, review: id, product: moved.productId, status }, "review moderated");
  await ctx.cache.invalidate();
  return { success: true, status };
}

export const approveReview = (ctx: AppContext, id: string, actorId: string) =>
  moderate(ctx, id, "published", null, actorId);

export const rejectReview = (ctx: AppContext, id: string, reason: string, actorId: string) =>
  moderate(ctx, id, "rejected", reason, actorId);

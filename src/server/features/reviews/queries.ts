// SQL of the reviews feature: the reviews table's rows.
import type { Executor } from "../../db/connection.ts";
import { reviews } from "../../db/schema.ts";

export type NewReviewRow = typeof reviews.$inferInsert;

/** Inserts one review and returns its id and time. */
export async function insertReview(exec: Executor, row: NewReviewRow): Promise<{ id: string; createdAt: Date }> {
  const [inserted] = await exec.insert(reviews).values(row).returning({ id: reviews.id, createdAt: reviews.createdAt });
  if (!inserted) throw new Error("review not inserted");
  return inserted;
}

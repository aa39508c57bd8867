// Idempotency-Key for requests that must not happen twice (placing an order, creating a payment):
// the first request with a key runs and its answer is kept for 24 hours; a repeat with the same key
// and body gets that answer again; the same key with another body, or while the first still runs,
// is refused (409). A failed first attempt keeps nothing, so it can be tried again with its key.
import crypto from "node:crypto";
import { and, eq, lt, sql } from "drizzle-orm";
import type { AppContext } from "../../context.ts";
import { idempotencyKeys } from "../../db/schema.ts";
import { Conflict, Invalid } from "../../http/errors.ts";

export interface Answer {
  status: number;
  body: unknown;
}

export interface IdempotencyScope {
  /** Whose request: a user id, or a guest's e-mail. */
  owner: string;
  endpoint: string;
  /** The Idempotency-Key header, when sent. */
  key: string | undefined;
  /** The request body as understood (after validation). */
  request: unknown;
}

export const keptForHours = 24;

export async function idempotent(
  ctx: AppContext,
  scope: IdempotencyScope,
  work: () => Promise<Answer>,
): Promise<Answer> {
  if (scope.key === undefined) return work();
  const key = scope.key.trim();
  if (!/^[\x21-\x7e]{8,200}$/.test(key)) {
    throw new Invalid("Idempotency-Key must be 8 to 200 visible characters.", { "Idempotency-Key": "Invalid key" });
  }
  const requestHash = crypto.createHash("sha256").update(JSON.stringify(scope.request)).digest("hex");
  const row = { owner: scope.owner, endpoint: scope.endpoint, key };
  const claimed = await ctx.db
    .insert(idempotencyKeys)
    .values({ ...row, requestHash })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  const where = and(
    eq(idempotencyKeys.owner, row.owner),
    eq(idempotencyKeys.endpoint, row.endpoint),
    eq(idempotencyKeys.key, row.key),
  );
  if (claimed.length === 0) {
    const [earlier] = await ctx.db.select().from(idempotencyKeys).where(where).limit(1);
    if (!earlier) return idempotent(ctx, scope, work); // it expired between the two statements
    if (earlier.requestHash !== requestHash) {
      throw new Conflict("This Idempotency-Key was already used for a different request.");
    }
    if (earlier.status === null) throw new Conflict("This request is already being processed. Please wait a moment.");
    return { status: earlier.status, body: earlier.response };
  }
  try {
    const answer = await work();
    await ctx.db
      .update(idempotencyKeys)
      .set({ status: answer.status, response: answer.body as Record<string, unknown> })
      .where(where);
    return answer;
  } catch (error) {
    await ctx.db.delete(idempotencyKeys).where(where);
    throw error;
  }
}

/** Forgets answers older than a day (the housekeeping loop calls it). */
export async function forgetOldKeys(ctx: AppContext): Promise<void> {
  await ctx.db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, sql`now() - make_interval(hours => ${keptForHours})`));
}

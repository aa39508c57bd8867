// Run-once-across-instances for background jobs: a lease row per job (job_leases), taken with one
// conditional upsert and given back when the round ends. A crashed holder's lease simply runs out.
// Session advisory locks would not do: a pooled connection may differ between lock and unlock.
import crypto from "node:crypto";
import { sql } from "drizzle-orm";
import type { Executor } from "./connection.ts";
import { jobLeases } from "./schema.ts";

/** This process, as lease holders are named. */
const processHolder = `${process.pid}-${crypto.randomBytes(4).toString("hex")}`;

/**
 * Runs `work` if no other holder has the job's lease (for at most `forMs`); answers null when the
 * lease is someone else's.
 */
export async function withLease<T>(
  exec: Executor,
  job: string,
  forMs: number,
  work: () => Promise<T>,
  holder = processHolder,
): Promise<T | null> {
  const until = sql`now() + make_interval(secs => ${forMs / 1000})`;
  const taken = await exec
    .insert(jobLeases)
    .values({ job, holder, until })
    .onConflictDoUpdate({
      target: jobLeases.job,
      set: { holder, until },
      where: sql`${jobLeases.until} < now()`,
    })
    .returning({ holder: jobLeases.holder });
  if (taken[0]?.holder !== holder) return null;
  try {
    return await work();
  } finally {
    await exec
      .update(jobLeases)
      .set({ until: sql`now()` })
      .where(sql`${jobLeases.job} = ${job} and ${jobLeases.holder} = ${holder}`);
  }
}

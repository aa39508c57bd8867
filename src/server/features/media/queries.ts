// SQL of the media feature: the media table's rows.
import type { Executor } from "../../db/connection.ts";
import { media } from "../../db/schema.ts";

export type MediaRow = typeof media.$inferInsert;

/** Inserts rows, several per statement; a key that is already there keeps its row (same content). */
export async function insertMediaRows(exec: Executor, rows: readonly MediaRow[]): Promise<void> {
  const chunkSize = 500;
  for (let start = 0; start < rows.length; start += chunkSize) {
    await exec
      .insert(media)
      .values(rows.slice(start, start + chunkSize))
      .onConflictDoNothing({ target: media.key });
  }
}

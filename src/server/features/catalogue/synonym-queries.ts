// The search synonyms' SQL (decision 0057): every term for search, the admin's page, and the writes.
import { asc, count, eq, ilike, or, sql } from "drizzle-orm";
import type { Executor } from "../../db/connection.ts";
import { searchSynonyms } from "../../db/schema.ts";

export type SynonymRow = typeof searchSynonyms.$inferSelect;

/** Every synonym, as search reads them (a few hundred rows, kept in the catalogue cache). */
export function allSynonyms(exec: Executor): Promise<Array<{ term: string; means: string }>> {
  return exec
    .select({ term: searchSynonyms.term, means: searchSynonyms.means })
    .from(searchSynonyms)
    .orderBy(asc(searchSynonyms.term), asc(searchSynonyms.means));
}

/** The admin's page: terms or meanings containing `search`, by meaning then term, with the total. */
export async function synonymPage(
  exec: Executor,
  options: { search?: string; limit: number; offset: number },
): Promise<{ rows: SynonymRow[]; total: number }> {
  const pattern = options.search ? `%${options.search.replace(/[\\%_]/g, "\\$&")}%` : undefined;
  const where = pattern ? or(ilike(searchSynonyms.term, pattern), ilike(searchSynonyms.means, pattern)) : undefined;
  const [rows, [counted]] = await Promise.all([
    exec
      .select()
      .from(searchSynonyms)
      .where(where)
      .orderBy(asc(searchSynonyms.means), asc(searchSynonyms.term))
      .limit(options.limit)
      .offset(options.offset),
    exec.select({ total: count() }).from(searchSynonyms).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/**
 * Adds a synonym unless the list already holds `limit` rows or the same term and meaning (then
 * undefined: the caller tells which). One statement, so two admins adding at once cannot pass the
 * limit by more than what they add together.
 */
export async function insertSynonym(
  exec: Executor,
  input: { term: string; means: string },
  limit: number,
): Promise<SynonymRow | undefined> {
  const result = await exec.execute<{ id: string }>(sql`
    insert into ${searchSynonyms} (term, means)
    select ${input.term}, ${input.means}
    where (select count(*) from ${searchSynonyms}) < ${limit}
    on conflict (term, means) do nothing
    returning id`);
  const id = result.rows[0]?.id;
  return id ? synonymById(exec, id) : undefined;
}

export async function synonymById(exec: Executor, id: string): Promise<SynonymRow | undefined> {
  const [row] = await exec.select().from(searchSynonyms).where(eq(searchSynonyms.id, id));
  return row;
}

export async function synonymCount(exec: Executor): Promise<number> {
  const [row] = await exec.select({ total: count() }).from(searchSynonyms);
  return row?.total ?? 0;
}

/** The synonym with this term and meaning, if any (the duplicate an add or edit would make). */
export async function synonymByText(
  exec: Executor,
  input: { term: string; means: string },
): Promise<SynonymRow | undefined> {
  const [row] = await exec
    .select()
    .from(searchSynonyms)
    .where(sql`${searchSynonyms.term} = ${input.term} and ${searchSynonyms.means} = ${input.means}`);
  return row;
}

/** Changes a synonym; undefined when there is none with this id, or another has the same text. */
export async function updateSynonym(
  exec: Executor,
  id: string,
  input: { term: string; means: string },
): Promise<SynonymRow | undefined> {
  const result = await exec.execute<{ id: string }>(sql`
    update ${searchSynonyms} set term = ${input.term}, means = ${input.means}, updated_at = now()
    where id = ${id}
      and not exists (select 1 from ${searchSynonyms} other
        where other.term = ${input.term} and other.means = ${input.means} and other.id <> ${id})
    returning id`);
  return result.rows[0] ? synonymById(exec, id) : undefined;
}

export async function deleteSynonym(exec: Executor, id: string): Promise<boolean> {
  const deleted = await exec
    .delete(searchSynonyms)
    .where(eq(searchSynonyms.id, id))
    .returning({ id: searchSynonyms.id });
  return deleted.length > 0;
}

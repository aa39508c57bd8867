// The admin's search synonyms (decision 0057): a page of them, add, change, delete. Every change
// empties the catalogue cache (here and on other instances), so kept search answers, cached search
// results and the search pages the page lane keeps are read again with the new synonyms.
import {
  type Synonym,
  type SynonymInput,
  type SynonymListQuery,
  type SynonymPage,
  synonymLimits,
  synonymMessages,
} from "../../../core/schemas/search-synonyms.ts";
import type { AppContext } from "../../context.ts";
import { Conflict, NotFound } from "../../http/errors.ts";
import {
  deleteSynonym,
  insertSynonym,
  type SynonymRow,
  synonymByText,
  synonymCount,
  synonymPage,
  updateSynonym,
} from "./synonym-queries.ts";

const answer = (row: SynonymRow): Synonym => ({
  id: row.id,
  term: row.term,
  means: row.means,
  updatedAt: row.updatedAt.toISOString(),
});

/** A unique index refusing a write another admin's made first (the same term and meaning). */
function isDuplicate(error: unknown): boolean {
  const codeOf = (value: unknown) =>
    typeof value === "object" && value !== null && "code" in value ? (value as { code: unknown }).code : undefined;
  return codeOf(error) === "23505" || codeOf((error as { cause?: unknown } | null)?.cause) === "23505";
}

const duplicate = () => new Conflict(synonymMessages.duplicate, { means: synonymMessages.duplicate });

export async function listSynonyms(ctx: AppContext, query: SynonymListQuery): Promise<SynonymPage> {
  const pageSize = synonymLimits.pageSize;
  const { rows, total } = await synonymPage(ctx.db, {
    search: query.search || undefined,
    limit: pageSize,
    offset: (query.page - 1) * pageSize,
  });
  return { synonyms: rows.map(answer), total, page: query.page, pageSize };
}

export async function addSynonym(ctx: AppContext, input: SynonymInput): Promise<Synonym> {
  const row = await insertSynonym(ctx.db, input, synonymLimits.rows).catch((error: unknown) => {
    throw isDuplicate(error) ? duplicate() : error;
  });
  if (!row) {
    if (await synonymByText(ctx.db, input)) throw duplicate();
    if ((await synonymCount(ctx.db)) >= synonymLimits.rows) throw new Conflict(synonymMessages.full);
    throw duplicate();
  }
  await ctx.cache.invalidate();
  ctx.log.info({ synonym: row.id }, "search synonym added by an admin");
  return answer(row);
}

export async function editSynonym(ctx: AppContext, id: string, input: SynonymInput): Promise<Synonym> {
  const row = await updateSynonym(ctx.db, id, input).catch((error: unknown) => {
    throw isDuplicate(error) ? duplicate() : error;
  });
  if (!row) {
    const same = await synonymByText(ctx.db, input);
    if (same && same.id !== id) throw duplicate();
    throw new NotFound(synonymMessages.notFound);
  }
  await ctx.cache.invalidate();
  ctx.log.info({ synonym: id }, "search synonym changed by an admin");
  return answer(row);
}

export async function removeSynonym(ctx: AppContext, id: string): Promise<{ success: true }> {
  if (!(await deleteSynonym(ctx.db, id))) throw new NotFound(synonymMessages.notFound);
  await ctx.cache.invalidate();
  ctx.log.info({ synonym: id }, "search synonym deleted by an admin");
  return { success: true };
}

// How search finds products for the words typed, in rank order (service.ts caches the answer and
// reads the shown products' cards with the listing's card statement).
// Full text first; when it finds fewer than the limit (a typo finds none), typo search fills up with
// look-alikes: each word typed is matched against the catalogue's word list by trigram word
// similarity ('amethist' → amethyst, 'quarts' → quartz), and full-text search runs again with the
// words matched (decision 0007). Both read the query through the search synonyms (decision 0057):
// "sphatik" or "स्फटिक" stands for itself or clear quartz, and in typo search a word resembling a
// one-word term ("pukhraaj") stands for its meaning too. Each statement sets what it needs for itself
// (similar_words its trigram threshold), so no transaction holds a connection across them (0014).
import type { SynonymMatch } from "../../../core/schemas/search.ts";
import { searchWordsOf } from "../../../core/schemas/search-synonyms.ts";
import type { Executor } from "../../db/connection.ts";
import {
  type SearchHit,
  type SearchPart,
  type SynonymUse,
  similarWords,
  synonymSearchPage,
  textSearchPage,
  typoSearchPage,
  type WordMatch,
} from "./listing-queries.ts";
import { readSynonyms, type SynonymIndex, synonymLookAlikes } from "./synonym-match.ts";

/**
 * Typo search's word-similarity thresholds. 'amethist' resembles amethyst only at 0.45 (DESIGN.md
 * point 15), but at 0.45 'howlie' would resemble more than howlite: a word typed stands for its close
 * look-alikes (0.6 and up) when it has any, else for the looser ones and the synonyms it resembles.
 */
const similarity = { close: 0.6, loose: 0.45 } as const;
/** At most this many catalogue words stand in for one word typed, the closest first. */
const wordsPerTypedWord = 20;

/** A product found, in rank order, with the synonyms it was found through (service.ts makes its card). */
export type SearchRow = SearchHit & { synonyms?: SynonymMatch[] };

/**
 * The words of a query as search compares them (searchWordsOf: letters with their marks, so a
 * Devanagari word stays whole, and digits). One or two letters ("tiger's" gives "tiger" and "s")
 * resemble too many words to narrow anything, so they are dropped unless nothing longer was typed.
 */
function typedWords(words: readonly string[]): string[] {
  const unique = [...new Set(words)];
  const long = unique.filter((word) => [...word].length >= 3);
  return long.length > 0 ? long : unique;
}

interface TypoParts {
  parts: SearchPart[];
  uses: Array<SynonymUse & { term: string }>;
}

/**
 * For each word typed, what stands for it in typo search: its close look-alikes in the catalogue,
 * else its loose ones and the meanings of the one-word synonyms it resembles. A word that resembles
 * nothing ('xylophone') is left out, as full-text search leaves out words it does not index.
 */
function typoParts(typed: readonly string[], matches: readonly WordMatch[], synonyms: SynonymIndex): TypoParts {
  const found: TypoParts = { parts: [], uses: [] };
  for (const word of typed) {
    const all = matches
      .filter((match) => match.typed === word)
      .sort((a, b) => b.similarity - a.similarity || a.word.localeCompare(b.word));
    const close = all.filter((match) => match.similarity >= similarity.close);
    const lookAlikes = (close.length > 0 ? close : all).slice(0, wordsPerTypedWord).map((match) => match.word);
    const resembled = close.length > 0 ? [] : synonymLookAlikes(word, synonyms);
    if (lookAlikes.length === 0 && resembled.length === 0) continue;
    const meanings = [...new Set(resembled.flatMap((synonym) => synonym.means))];
    found.parts.push({ typed: null, lookAlikes, meanings });
    // each meaning once, by the closest term that stands for it
    for (const means of meanings) {
      const synonym = resembled.find((candidate) => candidate.means.includes(means));
      if (synonym) found.uses.push({ typed: word, term: synonym.term, means });
    }
  }
  return found;
}

/** The page's rows with the synonyms each was found through, from the uses' indexes. */
function withReasons(
  rows: ReadonlyArray<SearchHit & { synonymUses: number[] }>,
  uses: ReadonlyArray<SynonymUse & { term: string }>,
): SearchRow[] {
  return rows.map(({ synonymUses, ...row }) => {
    const synonyms = synonymUses.flatMap((at) => (uses[at] ? [uses[at]] : []));
    return synonyms.length > 0 ? { ...row, synonyms } : row;
  });
}

/** Search without a synonym typed: full text, then typo search (synonyms only as look-alikes). */
async function plainSearchRows(exec: Executor, words: string, limit: number, synonyms: SynonymIndex) {
  const text = await textSearchPage(exec, words, limit);
  if (text.total >= limit) return text;
  const typed = typedWords(searchWordsOf(words));
  const typos = typoParts(typed, await similarWords(exec, typed, similarity.loose), synonyms);
  if (typos.parts.length === 0) return text;
  const seen = text.rows.map((row) => row.id);
  const left = limit - text.rows.length;
  if (typos.uses.length === 0) {
    const wordSets = typos.parts.map((part) => part.lookAlikes);
    const found = await typoSearchPage(exec, words, wordSets, left, seen);
    return { total: text.total + found.total, rows: [...text.rows, ...found.rows] };
  }
  const found = await synonymSearchPage(
    exec,
    { plain: "", parts: typos.parts, rank: words, literal: [], uses: typos.uses },
    left,
    seen,
  );
  return { total: text.total + found.total, rows: [...text.rows, ...withReasons(found.rows, typos.uses)] };
}

/**
 * Products ranked by relevance to the words typed (lower case, one space apart), at most `limit`,
 * with the number found. Terms of the synonyms typed exactly stand for themselves or their
 * meanings; the other words are searched as typed, then as their look-alikes.
 */
export async function searchRows(
  exec: Executor,
  words: string,
  limit: number,
  synonyms: SynonymIndex,
): Promise<{ total: number; rows: SearchRow[] }> {
  const read = readSynonyms(searchWordsOf(words), synonyms);
  if (read.found.length === 0) return plainSearchRows(exec, words, limit, synonyms);

  const uses = read.found.flatMap((found) =>
    found.synonym.means.map((means) => ({ typed: found.typed, term: found.synonym.term, means })),
  );
  const termParts: SearchPart[] = read.found.map((found) => ({
    typed: found.typed,
    lookAlikes: [],
    meanings: found.synonym.means,
  }));
  const search = { rank: read.reading, literal: read.found.map((found) => found.typed) };
  const text = await synonymSearchPage(
    exec,
    { ...search, plain: read.rest.join(" "), parts: termParts, uses },
    limit,
    [],
  );
  const rows = withReasons(text.rows, uses);
  if (text.total >= limit || read.rest.length === 0) return { total: text.total, rows };

  const typed = typedWords(read.rest);
  const typos = typoParts(typed, await similarWords(exec, typed, similarity.loose), synonyms);
  if (typos.parts.length === 0) return { total: text.total, rows };
  const allUses = [...uses, ...typos.uses];
  const found = await synonymSearchPage(
    exec,
    { ...search, plain: "", parts: [...termParts, ...typos.parts], uses: allUses },
    limit - rows.length,
    rows.map((row) => row.id),
  );
  return { total: text.total + found.total, rows: [...rows, ...withReasons(found.rows, allUses)] };
}

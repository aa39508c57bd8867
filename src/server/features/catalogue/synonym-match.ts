// How search reads a query through the synonyms (decision 0057): the terms typed exactly, the
// longest first ("gulabi sphatik" before "sphatik"), in Latin letters or Devanagari; and, in typo
// search, a word that resembles a one-word term ("pukhraaj" → pukhraj) by trigram similarity. Pure:
// the synonyms come in as rows, kept in the catalogue cache by service.ts.
import { searchWordsOf } from "../../../core/schemas/search-synonyms.ts";

export interface SynonymTerm {
  term: string;
  /** The term's words as search compares them. */
  words: readonly string[];
  /** The catalogue's words it stands for (one or more rows of the table). */
  means: readonly string[];
}

export interface SynonymIndex {
  /** Terms by their first word, longest first. */
  byFirstWord: ReadonlyMap<string, readonly SynonymTerm[]>;
  /** One-word terms with their trigrams, for typo search. */
  singleWords: ReadonlyArray<{ synonym: SynonymTerm; trigrams: ReadonlySet<string> }>;
}

/** A synonym found in a query: the words typed for it and the term they matched. */
export interface SynonymFound {
  typed: string;
  synonym: SynonymTerm;
}

/**
 * A word typed stands for a one-word term it resembles this much or more (trigram similarity, as
 * pg_trgm's similarity() counts it): 'pukhraaj' → pukhraj 0.7, 'sphatk' → sphatik 0.5, while
 * 'moon' → moonga (0.5) is never asked, since moonstone resembles 'moon' closely in the catalogue.
 */
export const synonymSimilarity = 0.5;
/** Words shorter than this resemble too many terms to stand for any. */
const shortestLookAlike = 4;

export function synonymIndex(rows: ReadonlyArray<{ term: string; means: string }>): SynonymIndex {
  const byTerm = new Map<string, SynonymTerm & { means: string[] }>();
  for (const row of rows) {
    const words = searchWordsOf(row.term);
    if (words.length === 0) continue;
    const key = words.join(" ");
    const known = byTerm.get(key) ?? { term: row.term, words, means: [] };
    if (!known.means.includes(row.means)) known.means.push(row.means);
    byTerm.set(key, known);
  }
  const byFirstWord = new Map<string, SynonymTerm[]>();
  for (const synonym of byTerm.values()) {
    const first = synonym.words[0] as string;
    byFirstWord.set(first, [...(byFirstWord.get(first) ?? []), synonym]);
  }
  for (const list of byFirstWord.values()) list.sort((a, b) => b.words.length - a.words.length);
  const singleWords = [...byTerm.values()]
    .filter((synonym) => synonym.words.length === 1)
    .map((synonym) => ({ synonym, trigrams: trigramsOf(synonym.words[0] as string) }));
  return { byFirstWord, singleWords };
}

/**
 * The query's words read through the synonyms: each term found (its words typed in a row, the
 * longest term first), the words no term covers, in order, and the query as the catalogue would say
 * it (each term read as its first meaning: "sphatik mala" → "clear quartz bracelet").
 */
export function readSynonyms(
  words: readonly string[],
  index: SynonymIndex,
): { found: SynonymFound[]; rest: string[]; reading: string } {
  const found: SynonymFound[] = [];
  const rest: string[] = [];
  const reading: string[] = [];
  for (let at = 0; at < words.length; ) {
    const word = words[at] as string;
    const synonym = index.byFirstWord
      .get(word)
      ?.find((candidate) => candidate.words.every((part, offset) => words[at + offset] === part));
    if (synonym) {
      found.push({ typed: words.slice(at, at + synonym.words.length).join(" "), synonym });
      reading.push(synonym.means[0] ?? synonym.term);
      at += synonym.words.length;
    } else {
      rest.push(word);
      reading.push(word);
      at += 1;
    }
  }
  return { found, rest, reading: reading.join(" ") };
}

/** The one-word terms a word typed resembles (synonymSimilarity or more), the closest first. */
export function synonymLookAlikes(word: string, index: SynonymIndex): SynonymTerm[] {
  if ([...word].length < shortestLookAlike) return [];
  const typed = trigramsOf(word);
  return index.singleWords
    .map((entry) => ({ synonym: entry.synonym, similarity: similarity(typed, entry.trigrams) }))
    .filter((match) => match.similarity >= synonymSimilarity)
    .sort((a, b) => b.similarity - a.similarity)
    .map((match) => match.synonym);
}

/** A word's trigrams as pg_trgm makes them: two spaces before it, one after, by code point. */
function trigramsOf(word: string): Set<string> {
  const letters = [" ", " ", ...word, " "];
  const trigrams = new Set<string>();
  for (let at = 0; at + 3 <= letters.length; at += 1) trigrams.add(letters.slice(at, at + 3).join(""));
  return trigrams;
}

function similarity(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  let shared = 0;
  for (const trigram of a) if (b.has(trigram)) shared += 1;
  return shared / (a.size + b.size - shared);
}

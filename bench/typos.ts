// Misspelt searches, as shoppers type them: the five ('amethist', 'rose quarts', ...) and
// thousands more made by one-letter edits of the catalogue's own words, so an "uncached" search run
// can send a different query on nearly every request.
import { createRandom } from "./random.ts";
import { categoryTree, scents, stones } from "./vocabulary.ts";

export const namedTypos = ["amethist", "rose quarts", "tigers eye", "citrin", "palo sant"];

/** Distinct misspelt queries, the named ones first, the rest in a seeded random order. */
export function typoQueries(count: number, seed = 7): string[] {
  const random = createRandom(seed);
  const materials = [...stones, ...scents].map(plain);
  const nouns = [
    ...new Set(
      categoryTree.flatMap((parent) => parent.subCategories.flatMap((sub) => sub.categories.map((c) => plain(c.noun)))),
    ),
  ];
  const found = new Set<string>();
  for (const material of materials) {
    for (const typo of misspellings(material)) {
      found.add(typo);
      for (const noun of nouns) found.add(`${typo} ${lastWord(noun)}`);
    }
  }
  for (const noun of nouns) {
    for (const typo of misspellings(noun)) found.add(typo);
  }
  for (const typo of namedTypos) found.delete(typo);
  return [...namedTypos, ...random.shuffle([...found])].slice(0, count);
}

/** One-letter edits of the longest word: a letter dropped, two swapped, a vowel changed. */
function misspellings(phrase: string): string[] {
  const words = phrase.split(" ");
  const longest = words.reduce((best, word) => (word.length > best.length ? word : best), "");
  if (longest.length < 5) return [];
  const edits = new Set<string>();
  for (let i = 1; i < longest.length; i += 1) {
    edits.add(longest.slice(0, i) + longest.slice(i + 1));
    if (i < longest.length - 1) edits.add(longest.slice(0, i) + longest[i + 1] + longest[i] + longest.slice(i + 2));
    const letter = longest[i] ?? "";
    const swap = { a: "e", e: "i", i: "y", o: "u", u: "o", y: "i", s: "z", c: "k" }[letter];
    if (swap) edits.add(longest.slice(0, i) + swap + longest.slice(i + 1));
  }
  edits.delete(longest);
  return [...edits].map((edit) => words.map((word) => (word === longest ? edit : word)).join(" "));
}

function plain(text: string): string {
  return text.toLowerCase().replace(/'/g, "");
}

function lastWord(text: string): string {
  return text.split(" ").at(-1) ?? text;
}

// Search synonyms (issue 35 point 5, decision 0057): what Indian shoppers type, in Latin letters
// (Hinglish: "sphatik", "pukhraj") or Devanagari ("स्फटिक"), and the catalogue's words it stands for
// ("clear quartz"). The admin's form and API share these rules; search reads terms through
// searchWordsOf, so a term is matched exactly as it was stored.
import { z } from "zod";
import { hasControlCharacter } from "../text.ts";

/** Longest term or meaning, in characters, and most words in either. */
export const synonymLimits = { characters: 60, words: 4, rows: 2000, pageSize: 100 } as const;

export const synonymMessages = {
  term: "Type what shoppers search for",
  means: "Type the catalogue's words it stands for",
  tooLong: `At most ${synonymLimits.characters} characters`,
  tooManyWords: `At most ${synonymLimits.words} words`,
  letters: "Use letters, digits, spaces, ' and - only",
  same: "A word cannot stand for itself",
  duplicate: "This term already stands for these words",
  full: `The list holds at most ${synonymLimits.rows} synonyms: delete some first`,
  notFound: "No such synonym",
} as const;

/**
 * The words of a search text as search compares them: Unicode letters with their combining marks
 * (Devanagari's vowel signs and virama are marks, so "स्फटिक" stays one word) and digits, lower
 * case, composed (NFC).
 */
export function searchWordsOf(text: string): string[] {
  return text
    .normalize("NFC")
    .toLowerCase()
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter(Boolean);
}

/** A term or meaning as stored: composed (NFC), lower case, one space between words. */
export const normalizeSynonymText = (text: string) => text.normalize("NFC").toLowerCase().trim().replace(/\s+/g, " ");

const phrase = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(synonymLimits.characters, synonymMessages.tooLong)
    .refine((value) => !hasControlCharacter(value) && /^[\p{L}\p{M}\p{N}' -]+$/u.test(value), synonymMessages.letters)
    .transform(normalizeSynonymText)
    .pipe(
      z
        .string()
        .refine((value) => searchWordsOf(value).length > 0, required)
        .refine((value) => searchWordsOf(value).length <= synonymLimits.words, synonymMessages.tooManyWords),
    );

export const synonymInputSchema = z
  .object({ term: phrase(synonymMessages.term), means: phrase(synonymMessages.means) })
  .refine((input) => searchWordsOf(input.term).join(" ") !== searchWordsOf(input.means).join(" "), {
    message: synonymMessages.same,
    path: ["means"],
  });

export type SynonymInput = z.output<typeof synonymInputSchema>;

export const synonymListQuerySchema = z.object({
  search: z.string().trim().max(synonymLimits.characters).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(1000).catch(1).default(1),
});

export type SynonymListQuery = z.output<typeof synonymListQuerySchema>;

export const synonymSchema = z.object({
  id: z.uuid(),
  term: z.string(),
  means: z.string(),
  updatedAt: z.string(),
});

export type Synonym = z.infer<typeof synonymSchema>;

export const synonymPageSchema = z.object({
  synonyms: z.array(synonymSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export type SynonymPage = z.infer<typeof synonymPageSchema>;

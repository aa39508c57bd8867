// Search's answer with the synonyms a result was found through (decision 0057): GET /api/search, the
// header's dropdown and /search. Apart from catalogue.ts so the pages that never search carry none
// of it (the product page's first-load budget, issue 23); pages import its types only.
import { z } from "zod";
import { listingItemSchema, searchResultSchema } from "./catalogue.ts";

/** Why a search result was found through a search synonym: "sphatik" read as clear quartz. */
export const synonymMatchSchema = z.object({
  typed: z.string().describe("What the shopper typed"),
  term: z.string().describe("The synonym's term it matched"),
  means: z.string().describe("The catalogue's words the term stands for"),
});

export const searchAnswerSchema = searchResultSchema.extend({
  products: z.array(
    listingItemSchema.extend({
      synonyms: z
        .array(synonymMatchSchema)
        .optional()
        .describe("The synonyms the product was found through (its own text has the meaning, not the word typed)"),
    }),
  ),
});

export type SearchAnswer = z.infer<typeof searchAnswerSchema>;
export type SearchItem = SearchAnswer["products"][number];
export type SynonymMatch = z.infer<typeof synonymMatchSchema>;

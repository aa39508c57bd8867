// Why a search result was found when it was through a search synonym (decision 0057): the
// catalogue's words and what the shopper typed, "Clear quartz — स्फटिक". The word typed is marked
// as Hindi (in Devanagari, or in Latin letters: hi-Latn) so a screen reader says it as Hindi.
import type { SynonymMatch } from "../../../core/schemas/search.ts";

const devanagari = /\p{Script=Devanagari}/u;
const capitalized = (text: string) => text.charAt(0).toLocaleUpperCase("en-IN") + text.slice(1);

export function SynonymReason({ matches }: { matches: readonly SynonymMatch[] }) {
  return (
    <p className="search-reason">
      <span className="visually-hidden">Found as </span>
      {matches.map((match, index) => (
        <span key={`${match.typed}:${match.means}`} className="search-reason__match">
          {index > 0 && ", "}
          {capitalized(match.means)} — <span lang={devanagari.test(match.typed) ? "hi" : "hi-Latn"}>{match.typed}</span>
        </span>
      ))}
    </p>
  );
}

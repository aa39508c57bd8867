// The header search's live results: the first five products for what is typed, asked of
// GET /api/search 200 ms after the shopper stops typing (older answers are dropped), and kept for
// the page's life so going back a letter is instant.
import { useEffect, useRef, useState } from "react";
import type { SearchResult } from "../../../core/schemas/catalogue.ts";

/** The dropdown's length (spec section 9). */
export const liveResultCount = 5;
export const liveSearchDelay = 200;

export type LiveSearch =
  | { status: "idle" }
  | { status: "loading"; query: string; previous: SearchResult | null }
  | { status: "done"; query: string; result: SearchResult }
  | { status: "failed"; query: string };

const answers = new Map<string, SearchResult>();
const keptAnswers = 50;

function remember(query: string, result: SearchResult) {
  answers.set(query, result);
  if (answers.size > keptAnswers) {
    const oldest = answers.keys().next().value;
    if (oldest !== undefined) answers.delete(oldest);
  }
}

export function useLiveSearch(typed: string): LiveSearch {
  const query = typed.trim().replace(/\s+/g, " ").slice(0, 100);
  const [state, setState] = useState<LiveSearch>({ status: "idle" });
  const last = useRef<SearchResult | null>(null);

  useEffect(() => {
    if (query === "") {
      setState({ status: "idle" });
      return;
    }
    const known = answers.get(query.toLowerCase());
    if (known) {
      last.current = known;
      setState({ status: "done", query, result: known });
      return;
    }
    setState({ status: "loading", query, previous: last.current });
    const controller = new AbortController();
    const timer = window.setTimeout(async () => {
      try {
        const response = await fetch(`/api/search?query=${encodeURIComponent(query)}&limit=${liveResultCount}`, {
          signal: controller.signal,
          headers: { Accept: "application/json" },
        });
        if (!response.ok) throw new Error(`search answered ${response.status}`);
        const result = (await response.json()) as SearchResult;
        remember(query.toLowerCase(), result);
        last.current = result;
        setState({ status: "done", query, result });
      } catch (error) {
        if (controller.signal.aborted) return;
        console.warn("live search failed", error);
        setState({ status: "failed", query });
      }
    }, liveSearchDelay);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [query]);

  return state;
}

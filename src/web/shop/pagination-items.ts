// Which page numbers the shop's pagination shows (spec section 9): all of them when there are 5 or
// fewer; otherwise page 1, the last page and the current page ±1, with an ellipsis for each gap.
// A gap of a single page shows that page instead: an ellipsis standing for one number hides it.
import { countOf } from "../../core/plural.ts";

export type PageItem = number | "gap";

export function pageItems(current: number, last: number): PageItem[] {
  if (last <= 1) return last === 1 ? [1] : [];
  if (last <= 5) return Array.from({ length: last }, (_, index) => index + 1);
  const page = Math.min(Math.max(current, 1), last);
  const shown = [...new Set([1, page - 1, page, page + 1, last])]
    .filter((number) => number >= 1 && number <= last)
    .sort((a, b) => a - b);
  const items: PageItem[] = [];
  let previous = 0;
  for (const number of shown) {
    if (number - previous === 2) items.push(previous + 1);
    else if (number - previous > 2) items.push("gap");
    items.push(number);
    previous = number;
  }
  return items;
}

/** "Showing 13–24 of 70 results" (spec: 'Showing a–b of n results'). */
export function showingText(page: number, pageSize: number, total: number): string {
  if (total === 0) return "Showing 0 results";
  const first = Math.min((page - 1) * pageSize + 1, total);
  const lastShown = Math.min(page * pageSize, total);
  return `Showing ${first}–${lastShown} of ${countOf(total, "result")}`;
}

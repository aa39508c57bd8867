// How the shop counts things in words, in one place: "1 item", "2 items", "1 star & up".

/** The noun for a count: `noun(1, "item")` is "item", `noun(2, "item")` is "items". */
export function noun(count: number, singular: string, plural = `${singular}s`): string {
  return count === 1 ? singular : plural;
}

/** A count with its noun: `countOf(1, "product")` is "1 product", `countOf(0, "product")` "0 products". */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${noun(count, singular, plural)}`;
}

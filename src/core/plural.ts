// How the shop counts things in words, in one place: "1 item", "2 items", "1 star & up". In Hindi
// the counting words come from the message catalogue (core/i18n.ts plural messages), which asks
// pluralCategory here: Intl.PluralRules, so Hindi's 0 and 1 take the singular.
import type { Language } from "./i18n.ts";

const rules = new Map<Language, Intl.PluralRules>();

/** The plural category of a count in a language: "one" or "other" (English: only 1 is "one"). */
export function pluralCategory(language: Language, count: number): Intl.LDMLPluralRule {
  if (language === "en") return count === 1 ? "one" : "other";
  let rule = rules.get(language);
  if (!rule) {
    rule = new Intl.PluralRules(language);
    rules.set(language, rule);
  }
  return rule.select(count);
}

/** The noun for a count: `noun(1, "item")` is "item", `noun(2, "item")` is "items". */
export function noun(count: number, singular: string, plural = `${singular}s`, language: Language = "en"): string {
  return pluralCategory(language, count) === "one" ? singular : plural;
}

/** A count with its noun: `countOf(1, "product")` is "1 product", `countOf(0, "product")` "0 products". */
export function countOf(count: number, singular: string, plural = `${singular}s`, language: Language = "en"): string {
  return `${count} ${noun(count, singular, plural, language)}`;
}

// The shop's languages (issue 35, decision 0061): English at today's URLs, Hindi under /hi/…, and a
// small ICU MessageFormat subset to say things in either: `{name}` arguments and
// `{count, plural, =0 {…} one {# item} other {# items}}` (plural categories from plural.ts, which
// asks Intl.PluralRules: in Hindi 0 and 1 take the singular). English messages are their own keys
// (the English text in the component is the message); a language's catalogue maps them to its words.
import { pluralCategory } from "./plural.ts";

export const languages = ["en", "hi"] as const;
export type Language = (typeof languages)[number];

/** <html lang>, hreflang and Intl's locale for each language. */
export const htmlLang: Record<Language, string> = { en: "en-IN", hi: "hi" };
export const hreflang: Record<Language, string> = { en: "en-IN", hi: "hi-IN" };
export const intlLocale: Record<Language, string> = { en: "en-IN", hi: "hi-IN" };
/** What the language switch says, in the language it switches to. */
export const languageName: Record<Language, string> = { en: "English", hi: "हिंदी" };

/** The cookie that remembers the shopper's choice (read by the browser only: pages never vary by it). */
export const languageCookie = "sattva_lang";

/**
 * The English paths that have a Hindi page (/hi + the path). The rest (the admin's, the tax
 * documents...) stay English at their English URLs; their language switch goes to /hi.
 */
const translatedPath =
  /^\/(?:|shop|search|skincare|aurajewels|divinecrystals|sacredrituals|contactus|policies|track|faq|healing|welcome|wishlist|aboutus|seller-information|grievances|termsandconditions|privacy-policy|productdetails\/[^/]+)$/;

/** The buying path's pages in Hindi (decision 0064): checkout, thank-you, sign-in, sign-up, reset. */
const buyingPath =
  /^\/(?:checkout-page|thankyou-page|login|register|verification|emailforforgotpassword|resetpasswordvarification|resetpassword)$/;

/**
 * A member's own pages in Hindi (issue 35, decision 0064's addendum): My Account with every tab,
 * subscribe and save, and the gift card's pages. The tax documents (/userdashboard/orders/…) stay
 * English by law and keep their English URLs.
 */
const accountPath = /^\/(?:userdashboard|subscribe|gift-cards|gift-cards\/balance|gift-cards\/paid)$/;

/**
 * The pages mails and links open in Hindi (branch hindi-links): a failed delivery's
 * new date, a review request, the back-in-stock and newsletter confirm links, the one-click stop and
 * the bag reminder's restore. A Hindi mail links their /hi twin (mail/templates.ts pageLink).
 */
const mailedPath = /^\/(?:arrange-delivery|review|back-in-stock|unsubscribe|newsletter\/confirm|bag\/restore)$/;

/** The language of a page by its path: /hi and /hi/… are Hindi. */
export function languageOfPath(pathname: string): Language {
  return pathname === "/hi" || pathname.startsWith("/hi/") ? "hi" : "en";
}

/** The English path of a page: "/hi/shop" → "/shop", "/hi" → "/". */
export function englishPath(pathname: string): string {
  if (languageOfPath(pathname) === "en") return pathname;
  return pathname.slice(3) || "/";
}

/** Whether an English path has a Hindi page. */
export function hasHindiPage(englishPathname: string): boolean {
  return (
    translatedPath.test(englishPathname) ||
    buyingPath.test(englishPathname) ||
    accountPath.test(englishPathname) ||
    mailedPath.test(englishPathname)
  );
}

/**
 * A link's target in a language: "/shop?sort=new" in Hindi is "/hi/shop?sort=new"; a page with no
 * Hindi page keeps its English URL; external and in-page links stay.
 */
export function pathIn(language: Language, to: string): string {
  if (language === "en" || !to.startsWith("/") || to.startsWith("//")) return to;
  const split = to.search(/[?#]/);
  const pathname = split < 0 ? to : to.slice(0, split);
  if (languageOfPath(pathname) === "hi" || !hasHindiPage(pathname)) return to;
  return `/hi${pathname === "/" ? "" : pathname}${split < 0 ? "" : to.slice(split)}`;
}

/** The same page in the other language, for the switch: an untranslated page's Hindi is /hi. */
export function switchPath(to: Language, pathname: string, search = ""): string {
  const english = englishPath(pathname);
  if (to === "en") return `${english}${search}`;
  return hasHindiPage(english) ? pathIn("hi", `${english}${search}`) : "/hi";
}

export type MessageValues = Record<string, string | number>;

/**
 * A message with numbers or amounts in it, as the API answers it beside its English `message`
 * (`said`, decision 0064): the English message with {arguments} (the catalogues' key) and its values,
 * so a page says it in its own language with its plurals. `message` is always `inEnglish(said)`.
 */
export interface Said {
  message: string;
  values?: SaidValues;
}

/** A Said's values: text and numbers, or a message of its own said in the same language (a refund's place). */
export type SaidValues = Record<string, string | number | Said>;

/** A Said in a language with its catalogue, the messages inside its values said first. */
export function sayIn(language: Language, messages: Messages | undefined, said: Said): string {
  const values: MessageValues = {};
  for (const [name, value] of Object.entries(said.values ?? {})) {
    values[name] = typeof value === "object" ? sayIn(language, messages, value) : value;
  }
  return translate(language, messages, said.message, values);
}

/** What a Said says in English: the API's `message`. */
export function inEnglish(said: Said): string {
  return sayIn("en", undefined, said);
}

/** `{name, plural, one {…} other {…}}` (its cases may name arguments) or a plain `{name}`. */
const placeholder = /\{(\w+), *plural,((?:\s*=?\w+ *\{(?:[^{}]|\{\w+\})*\})+)\s*\}|\{(\w+)\}/g;
const pluralCase = /(=?\w+) *\{((?:[^{}]|\{\w+\})*)\}/g;

/** A plural case's words: its {arguments} filled in, # the count. */
function fill(language: Language, text: string, values: MessageValues, count?: number): string {
  return text.replace(/\{(\w+)\}|#/g, (whole, name?: string) => {
    const value = name === undefined ? count : values[name];
    return value === undefined ? whole : typeof value === "number" ? formatCount(language, value) : value;
  });
}

const counts = new Map<Language, Intl.NumberFormat>();

/** A count as the language writes it: Latin digits, Indian grouping (1,00,000). */
export function formatCount(language: Language, value: number): string {
  let format = counts.get(language);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale[language], { numberingSystem: "latn", maximumFractionDigits: 2 });
    counts.set(language, format);
  }
  return format.format(value);
}

/**
 * One message in a language, its arguments filled in. The subset is read with two patterns: what
 * they do not match (a message it cannot read) is shown as written, never a thrown page.
 */
export function formatMessage(language: Language, message: string, values: MessageValues = {}): string {
  if (!message.includes("{")) return message;
  return message.replace(placeholder, (whole, plural?: string, cases?: string, name?: string) => {
    if (name !== undefined) return fill(language, whole, values);
    const n = Number(values[plural as string] ?? 0);
    const chosen: Record<string, string> = {};
    for (const [, key, words] of (cases as string).matchAll(pluralCase)) chosen[key as string] = words as string;
    return fill(language, chosen[`=${n}`] ?? chosen[pluralCategory(language, n)] ?? chosen.other ?? "", values, n);
  });
}

/** A catalogue: the English message → the language's words. */
export type Messages = Readonly<Record<string, string>>;

/** Translate: the English message's words in the language (English itself, or a missing entry: as written). */
export function translate(
  language: Language,
  messages: Messages | undefined,
  english: string,
  values?: MessageValues,
): string {
  const words = language === "en" ? english : (messages?.[english] ?? english);
  return formatMessage(language, words, values);
}

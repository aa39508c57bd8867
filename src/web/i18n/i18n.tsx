// The page's language in components (decision 0061): the root's Layout knows it from the URL
// (/hi/… is Hindi, core/i18n.ts) and hands it down with the catalogue; a component says
// `const { t, to, money } = useI18n()` and writes `t("Add to Bag")`, `to("/shop")`,
// `money(paise)` (dates: core/dates.ts formatLongDate(value, language)). English is the message itself, so English pages render as before; Hindi's
// words come as data from the /hi layout routes' loaders, never as script, so no English page carries
// them: the frame's once per visit (routes/hindi.tsx), the page's own with each page (routes/hindi-page.tsx).
import { createContext, type ReactNode, useContext, useMemo } from "react";
import {
  type Language,
  languageOfPath,
  type Messages,
  type MessageValues,
  pathIn,
  type Said,
  sayIn,
  translate,
} from "../../core/i18n.ts";
import { formatRupees, type Paise } from "../../core/money.ts";

/** The /hi layout route's id (routes.ts): its loader data carries the frame's Hindi words. */
export const hindiRouteId = "routes/hindi";
/** The layout inside it: its loader data carries the page's own Hindi words (decision 0061's addendum). */
export const hindiPageRouteId = "routes/hindi-page";

export interface I18n {
  language: Language;
  /** The English message in the page's language, its {arguments} filled in. */
  t(english: string, values?: MessageValues): string;
  /** A message that may carry its values (an API answer's `said`, core/i18n.ts) in the page's language. */
  say(words: string | Said): string;
  /** A shop link in the page's language (/shop → /hi/shop on a Hindi page, when it has one). */
  to(path: string): string;
  money(paise: Paise): string;
}

export function makeI18n(language: Language, messages: Messages | undefined): I18n {
  return {
    language,
    t: (english, values) => translate(language, messages, english, values),
    say: (words) =>
      typeof words === "string" ? translate(language, messages, words) : sayIn(language, messages, words),
    to: (path) => pathIn(language, path),
    money: (paise) => formatRupees(paise, language),
  };
}

const english = makeI18n("en", undefined);
const I18nContext = createContext<I18n>(english);

export function I18nProvider({
  language,
  messages,
  children,
}: {
  language: Language;
  messages: Messages | undefined;
  children: ReactNode;
}) {
  const value = useMemo(() => (language === "en" ? english : makeI18n(language, messages)), [language, messages]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18n {
  return useContext(I18nContext);
}

/** The catalogue among a page's matches (meta functions, which cannot use hooks). */
/** What a meta function's matches are, as far as finding the catalogue goes. */
type MetaMatches = readonly ({ id: string; data?: unknown } | undefined)[] | undefined;

export function messagesOf(matches: MetaMatches): Messages | undefined {
  const words = (id: string) => (matches?.find((match) => match?.id === id)?.data as { messages?: Messages })?.messages;
  const frame = words(hindiRouteId);
  // the frame's and the page's own (routes/hindi-page.tsx)
  return frame && { ...frame, ...words(hindiPageRouteId) };
}

/** A meta function's translator: the page's language from its path, the words from its matches. */
export function metaI18n(location: { pathname: string }, matches: MetaMatches): I18n {
  const language = languageOfPath(location.pathname);
  return language === "en" ? english : makeI18n(language, messagesOf(matches));
}

/**
 * Product data (names, categories, descriptions) inside a Hindi page is English unless the owner
 * wrote it in Hindi (decision 0063: `translated`, from the product's inHindi): marked lang="en" there
 * so it is read as English; on English pages nothing is added.
 */
/** The lang attribute of an element holding product data: "en" on a Hindi page unless it is Hindi. */
export function dataLang(language: Language, translated?: boolean | undefined): "en" | undefined {
  return language === "en" || translated ? undefined : "en";
}

export function English({ children, translated }: { children: ReactNode; translated?: boolean | undefined }) {
  const { language } = useI18n();
  return language === "en" || translated ? children : <span lang="en">{children}</span>;
}

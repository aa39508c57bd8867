// The language switch (header and footer; decision 0061); the one-time note proposing Hindi is
// language-note.tsx, a script of its own fetched after load.
// The switch keeps the page (/shop ↔ /hi/shop; a page with no Hindi page switches to /hi) and
// remembers the choice in a cookie. The note is the browser's: after load it reads that cookie and
// navigator.languages (what Accept-Language is made from) and, on an English page that has a Hindi
// one, offers it; closing it remembers English. The server never reads either, so a page's answer
// (and the page cache, page-lane.ts) never depends on them, and nobody is redirected.
import { Link, useLocation } from "react-router";
import { htmlLang, type Language, languageCookie, languageName, switchPath } from "../../core/i18n.ts";
import { useI18n } from "./i18n.tsx";

export function rememberLanguage(language: Language) {
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  // biome-ignore lint/suspicious/noDocumentCookie: a preference the browser alone reads
  document.cookie = `${languageCookie}=${language}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
}

export function rememberedLanguage(): Language | undefined {
  const match = document.cookie.match(new RegExp(`(?:^|;\\s*)${languageCookie}=(en|hi)`));
  return match?.[1] as Language | undefined;
}

export function LanguageSwitch({ className }: { className?: string }) {
  const { language, t } = useI18n();
  const { pathname, search } = useLocation();
  const other: Language = language === "en" ? "hi" : "en";
  return (
    <Link
      to={switchPath(other, pathname, search)}
      className={className ? `language-switch ${className}` : "language-switch"}
      hrefLang={htmlLang[other]}
      onClick={() => rememberLanguage(other)}
      aria-label={t("Read this page in {language}", { language: languageName[other] })}
    >
      <span lang={htmlLang[other]}>{languageName[other]}</span>
    </Link>
  );
}

// The language switch (header and footer) and the one-time note proposing Hindi (decision 0061).
// The switch keeps the page (/shop ↔ /hi/shop; a page with no Hindi page switches to /hi) and
// remembers the choice in a cookie. The note is the browser's: after load it reads that cookie and
// navigator.languages (what Accept-Language is made from) and, on an English page that has a Hindi
// one, offers it; closing it remembers English. The server never reads either, so a page's answer
// (and the page cache, page-lane.ts) never depends on them, and nobody is redirected.
import { useEffect, useState } from "react";
import { Link, useLocation } from "react-router";
import {
  englishPath,
  hasHindiPage,
  htmlLang,
  type Language,
  languageCookie,
  languageName,
  switchPath,
} from "../../core/i18n.ts";
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

/** Whether the browser's languages put Hindi before English. */
function prefersHindi(): boolean {
  for (const tag of navigator.languages ?? [navigator.language]) {
    const base = tag.toLowerCase().split("-")[0];
    if (base === "hi") return true;
    if (base === "en") return false;
  }
  return false;
}

/** "यह पेज हिंदी में भी है": once, on an English page that has a Hindi one, never a redirect. */
export function LanguageNote() {
  const { language } = useI18n();
  const { pathname, search } = useLocation();
  const [show, setShow] = useState(false);
  useEffect(() => {
    if (language !== "en" || !hasHindiPage(englishPath(pathname))) return setShow(false);
    const remembered = rememberedLanguage();
    setShow(remembered === "hi" || (remembered === undefined && prefersHindi()));
  }, [language, pathname]);
  if (!show) return null;
  return (
    <aside className="language-note" lang="hi" aria-label="भाषा">
      <p className="language-note__text page-width page-width--wide">
        यह पेज हिंदी में भी है।{" "}
        <Link to={switchPath("hi", pathname, search)} hrefLang="hi" onClick={() => rememberLanguage("hi")}>
          हिंदी में देखें
        </Link>
        <button
          type="button"
          className="language-note__close"
          onClick={() => {
            rememberLanguage("en");
            setShow(false);
          }}
        >
          <span lang="en-IN">Keep English</span>
        </button>
      </p>
    </aside>
  );
}

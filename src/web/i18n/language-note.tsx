// The one-time note proposing Hindi (decision 0061): after load it reads the language cookie and
// navigator.languages (what Accept-Language is made from) and, on an English page that has a Hindi
// one, offers it; closing it remembers English. Never a redirect, and the server never reads either,
// so no page's answer (nor the page cache) depends on them. Its own script, fetched once the page
// is hydrated (site-header.tsx), so no page's first-load JavaScript carries it.
import { useEffect, useState } from "react";
import { Link, useLocation } from "react-router";
import { englishPath, hasHindiPage, switchPath } from "../../core/i18n.ts";
import { useI18n } from "./i18n.tsx";
import { rememberedLanguage, rememberLanguage } from "./language-switch.tsx";

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
export default function LanguageNote() {
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

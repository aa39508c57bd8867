// Under the buttons: the description, first 50 words with "Know More" to read it all (spec), and
// the collapsible disclaimer.
import { useId, useState } from "react";
import { useI18n } from "../../i18n/i18n.tsx";
import { Icon } from "../icon.tsx";
import { disclaimerFor, firstWords } from "./product-view.ts";

export function ProductDescription({ text, lang }: { text: string; lang?: string | undefined }) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const id = useId();
  const { preview, truncated } = firstWords(text);
  if (!text.trim()) return null;
  return (
    <div className="product-about">
      <h2 className="product-about__heading">{t("Description")}</h2>
      <p className="product-about__text" id={id} lang={lang}>
        {open || !truncated ? text : preview}
      </p>
      {truncated && (
        <button
          type="button"
          className="text-button"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? t("Show Less") : t("Know More")}
        </button>
      )}
    </div>
  );
}

export function ProductDisclaimer({ parentSlug }: { parentSlug: string }) {
  const { t } = useI18n();
  return (
    <details className="disclosure">
      <summary className="disclosure__summary">
        {t("Disclaimer")}
        <Icon name="chevron-down" size={18} className="disclosure__icon" />
      </summary>
      <div className="disclosure__body">
        {disclaimerFor(parentSlug).map((sentence) => (
          <p key={sentence}>{t(sentence)}</p>
        ))}
      </div>
    </details>
  );
}

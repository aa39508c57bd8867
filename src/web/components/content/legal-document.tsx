// A long document in numbered sections (policies, terms): a table of contents that stays beside the
// text on desktop and folds away on phones, and each section with its own anchor.
import type { ReactNode } from "react";
import { useI18n } from "../../i18n/i18n.tsx";
import { Icon } from "../icon.tsx";
import "../../styles/content.css";

export interface DocumentSection {
  /** The anchor (#id). */
  id: string;
  title: string;
  body: ReactNode;
}

export interface LegalDocumentProps {
  sections: readonly DocumentSection[];
  /** "Last updated 1 June 2025". */
  updated?: string;
  /** Text before the first section. */
  intro?: ReactNode;
  /** Shown after the last section (e.g. where to write). */
  footer?: ReactNode;
}

export function LegalDocument({ sections, updated, intro, footer }: LegalDocumentProps) {
  const { t } = useI18n();
  const contents = (
    <ol className="document-toc__list">
      {sections.map((section) => (
        <li key={section.id}>
          <a href={`#${section.id}`} className="document-toc__link">
            {section.title}
          </a>
        </li>
      ))}
    </ol>
  );
  return (
    <div className="document page-width">
      <nav className="document-toc" aria-labelledby="document-toc-title">
        <details className="document-toc__fold">
          <summary className="document-toc__summary">
            <span id="document-toc-title">{t("On this page")}</span>
            <Icon name="chevron-down" size={20} className="document-toc__chevron" />
          </summary>
          {contents}
        </details>
        <div className="document-toc__side">
          <p className="document-toc__title" aria-hidden="true">
            {t("On this page")}
          </p>
          {contents}
        </div>
      </nav>
      <div className="document__body">
        {updated && <p className="document__updated">{updated}</p>}
        {intro && <div className="document__intro">{intro}</div>}
        {sections.map((section, index) => (
          <section
            key={section.id}
            id={section.id}
            className="document__section"
            aria-labelledby={`${section.id}-title`}
          >
            <h2 id={`${section.id}-title`} className="document__heading">
              <span className="document__number" aria-hidden="true">
                {String(index + 1).padStart(2, "0")}
              </span>
              {section.title}
            </h2>
            {section.body}
          </section>
        ))}
        {footer}
      </div>
    </div>
  );
}

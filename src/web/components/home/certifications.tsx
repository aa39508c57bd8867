// Our Certifications (spec "Home page" 4): seven seals. Pointing at one, focusing it or tapping it
// shows it in its colour with its text; Handpicked Crystals is shown first.
import { useState } from "react";
import { useI18n } from "../../i18n/i18n.tsx";
import { SectionHeading } from "../section-heading.tsx";
import { CertificationMark } from "./certification-mark.tsx";
import { certifications, defaultCertification, type CertificationMark as Mark } from "./home-content.ts";

export function Certifications() {
  const { t } = useI18n();
  const [active, setActive] = useState<Mark>(defaultCertification);
  const shown = certifications.find((item) => item.mark === active) ?? certifications[0];

  return (
    <section className="home-section certifications page-width" aria-labelledby="certifications-title">
      <SectionHeading
        id="certifications-title"
        eyebrow={t("Made with care")}
        title={t("Our Certifications")}
        align="center"
      />
      <ul className="plain-list certifications__badges">
        {certifications.map((item) => (
          <li key={item.mark}>
            <button
              type="button"
              className={`certification certification--${item.mark}`}
              aria-pressed={item.mark === active}
              aria-controls="certification-detail"
              onPointerEnter={() => setActive(item.mark)}
              onFocus={() => setActive(item.mark)}
              onClick={() => setActive(item.mark)}
            >
              <CertificationMark mark={item.mark} />
              <span className="certification__name">{t(item.name)}</span>
            </button>
          </li>
        ))}
      </ul>
      {shown && (
        <div
          id="certification-detail"
          className={`certifications__detail certification--${shown.mark}`}
          aria-live="polite"
        >
          <p className="certifications__detail-name">{t(shown.name)}</p>
          <p className="certifications__detail-text">{t(shown.text)}</p>
        </div>
      )}
    </section>
  );
}

// The four-quadrant board of /healing: each quadrant's description can be rewritten in place
// (a labelled text area), and a quick template replaces all four. Kept in this page's state only:
// nothing is saved, and the page says so.
import { useId, useState } from "react";
import { type I18n, useI18n } from "../../i18n/i18n.tsx";
import { CrystalMark } from "../frame/logo.tsx";
import {
  defaultTemplateId,
  type HealingTemplate,
  healingTemplates,
  positionLabels,
  type Quadrant,
  type QuadrantPosition,
  quadrantPositions,
  templateById,
} from "./healing-templates.ts";
import "../../styles/content.css";

/** A template's four texts in the page's language (the shopper then rewrites them as they like). */
function inLanguage(quadrants: Record<QuadrantPosition, Quadrant>, t: I18n["t"]): Record<QuadrantPosition, Quadrant> {
  return Object.fromEntries(
    quadrantPositions.map((position) => [
      position,
      { ...quadrants[position], title: t(quadrants[position].title), description: t(quadrants[position].description) },
    ]),
  ) as Record<QuadrantPosition, Quadrant>;
}

export function HealingBoard() {
  const { t } = useI18n();
  const [templateId, setTemplateId] = useState<HealingTemplate["id"]>(defaultTemplateId);
  const [quadrants, setQuadrants] = useState<Record<QuadrantPosition, Quadrant>>(() =>
    inLanguage(templateById(defaultTemplateId).quadrants, t),
  );
  const baseId = useId();
  const template = templateById(templateId);

  const choose = (next: HealingTemplate) => {
    setTemplateId(next.id);
    setQuadrants(inLanguage(next.quadrants, t));
  };

  const edit = (position: QuadrantPosition, description: string) =>
    setQuadrants((current) => ({ ...current, [position]: { ...current[position], description } }));

  return (
    <div className="healing">
      <fieldset className="healing__templates">
        <legend className="healing__templates-label">{t("Quick templates")}</legend>
        <div className="chip-list healing__chips">
          {healingTemplates.map((option) => (
            <button
              key={option.id}
              type="button"
              className="chip healing__chip"
              aria-pressed={option.id === templateId}
              onClick={() => choose(option)}
            >
              {t(option.name)}
            </button>
          ))}
        </div>
        <p className="healing__summary" aria-live="polite">
          {t(template.summary)}
        </p>
      </fieldset>

      <section className="healing__board" aria-label={t("{name}: four quadrants", { name: t(template.name) })}>
        {quadrantPositions.map((position) => {
          const quadrant = quadrants[position];
          const id = `${baseId}-${position}`;
          return (
            <article key={position} className={`quadrant quadrant--${position}`} aria-labelledby={`${id}-title`}>
              <div className="quadrant__head">
                <span className="quadrant__icon" role="img" aria-label={t("{name} symbol", { name: quadrant.title })}>
                  {quadrant.icon}
                </span>
                <div>
                  <p id={`${id}-position`} className="quadrant__position">
                    {t(positionLabels[position])}
                  </p>
                  <h2 id={`${id}-title`} className="quadrant__title">
                    {quadrant.title}
                  </h2>
                </div>
              </div>
              <textarea
                id={`${id}-text`}
                className="quadrant__text"
                aria-labelledby={`${id}-position ${id}-title`}
                aria-describedby={`${baseId}-note`}
                value={quadrant.description}
                rows={5}
                maxLength={1000}
                spellCheck
                onChange={(event) => edit(position, event.target.value)}
              />
            </article>
          );
        })}
        <span className="healing__centre" aria-hidden="true">
          <CrystalMark size={28} />
        </span>
      </section>
      <p id={`${baseId}-note`} className="healing__note">
        {t(
          "Tap any description to write your own. Your words stay on this page only: nothing is saved or sent, and choosing a template starts its four texts afresh.",
        )}
      </p>
    </div>
  );
}

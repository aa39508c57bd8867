// /healing (spec "Healing"): a four-quadrant board, each quadrant with an emoji and a description
// the visitor can rewrite in place, and three quick templates (Original Template by default).
// Kept in the page's state only.
import { ButtonLink } from "../components/button.tsx";
import { ContentHero } from "../components/content/content-hero.tsx";
import { HealingBoard } from "../components/content/healing-board.tsx";
import { shopHref } from "../components/shop-links.ts";
import { metaI18n, useI18n } from "../i18n/i18n.tsx";
import { pageOrigin, seoMeta } from "../seo.ts";
import type { Route } from "./+types/healing";
import "../styles/content.css";

export function loader({ request, context }: Route.LoaderArgs) {
  return { origin: pageOrigin(request, context) };
}

export function meta({ data, location, matches }: Route.MetaArgs) {
  const { t } = metaI18n(location, matches);
  return seoMeta({
    origin: data?.origin,
    path: location.pathname,
    title: t("Healing space: a four-part reflection"),
    description: t(
      "A quiet page to reflect in four parts: calm energy, intuition, grounding and intention, or a wellness or business template. Write your own words; nothing is saved.",
    ),
  });
}

export default function Healing() {
  const { t, to } = useI18n();
  return (
    <>
      <ContentHero
        eyebrow={t("Healing space")}
        title={t("Four Corners of Calm")}
        lead={t(
          "Pause for a few minutes. Read each corner, then make it yours: rewrite any description in your own words.",
        )}
        art={["divine-crystals", "sacred-rituals"]}
        tone="sage"
      />
      <div className="page-width section">
        <HealingBoard />
        <div className="healing__next">
          <p>{t("Tools for your practice: grounding stones, sage, palo santo and candles.")}</p>
          <ButtonLink to={to(shopHref({ intents: ["Heal"] }))} variant="secondary">
            {t("Shop healing crystals")}
          </ButtonLink>
        </div>
      </div>
    </>
  );
}

// /policies: shipping, cancellations, returns and exchanges, refunds, prices and payment, and who
// may buy (spec section 9 "Policy page text"; the blanks it left are filled in policies-content.tsx).

import { formatLongDate } from "../../core/dates.ts";
import { ContentHero } from "../components/content/content-hero.tsx";
import { LegalDocument } from "../components/content/legal-document.tsx";
import { daysWords, PolicyGlance, policySections } from "../components/content/policies-content.tsx";
import { shopFacts } from "../components/content/shop-facts.ts";
import { pageOrigin, seoMeta } from "../seo.ts";
import type { Route } from "./+types/policies";
import "../styles/content.css";
import { metaI18n, useI18n } from "../i18n/i18n.tsx";

export async function loader({ request, context }: Route.LoaderArgs) {
  return { origin: pageOrigin(request, context), facts: await shopFacts(context) };
}

export function meta({ data, location, matches }: Route.MetaArgs) {
  const i18n = metaI18n(location, matches);
  const { t } = i18n;
  return seoMeta({
    origin: data?.origin,
    path: location.pathname,
    title: t("Shipping, returns and refund policies"),
    description: t(
      "Dispatch in {dispatch}, free shipping above the threshold, returns and exchanges within {returnDays} days of delivery, refunds within 7-10 business days. Prices in rupees, GST included.",
      {
        dispatch: data ? daysWords(i18n, data.facts.processingDays, true) : t("a few working days"),
        returnDays: data?.facts.returns.windowDays ?? 7,
      },
    ),
  });
}

export default function Policies({ loaderData }: Route.ComponentProps) {
  const i18n = useI18n();
  const { t } = i18n;
  return (
    <>
      <ContentHero
        eyebrow={t("Policies")}
        title={t("Shipping, Returns & Refunds")}
        lead={t("Plain answers on how your order reaches you, and what happens if it isn't quite right.")}
        art={["sacred-rituals", "skin-care"]}
        tone="sand"
      />
      <LegalDocument
        sections={policySections(loaderData.facts, i18n)}
        updated={t("Last updated {date}", { date: formatLongDate("2025-06-01", i18n.language) })}
        intro={<PolicyGlance facts={loaderData.facts} i18n={i18n} />}
      />
    </>
  );
}

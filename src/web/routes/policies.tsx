// /policies: shipping, cancellations, returns and exchanges, refunds, prices and payment, and who
// may buy (spec section 9 "Policy page text"; the blanks it left are filled in policies-content.tsx).
import { ContentHero } from "../components/content/content-hero.tsx";
import { LegalDocument } from "../components/content/legal-document.tsx";
import { PolicyGlance, policySections } from "../components/content/policies-content.tsx";
import { dayRange, shopFacts } from "../components/content/shop-facts.ts";
import { pageOrigin, seoMeta } from "../seo.ts";
import type { Route } from "./+types/policies";
import "../styles/content.css";
import { useI18n } from "../i18n/i18n.tsx";

export async function loader({ request, context }: Route.LoaderArgs) {
  return { origin: pageOrigin(request, context), facts: await shopFacts(context) };
}

export function meta({ data, location }: Route.MetaArgs) {
  return seoMeta({
    origin: data?.origin,
    path: location.pathname,
    title: "Shipping, returns and refund policies",
    description: `Dispatch in ${data ? dayRange(data.facts.processingDays, "working days") : "a few working days"}, free shipping above the threshold, returns and exchanges within ${data?.facts.returns.windowDays ?? 7} days of delivery, refunds within 7-10 business days. Prices in rupees, GST included.`,
  });
}

export default function Policies({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  return (
    <>
      <ContentHero
        eyebrow={t("Policies")}
        title={t("Shipping, Returns & Refunds")}
        lead="Plain answers on how your order reaches you, and what happens if it isn't quite right."
        art={["sacred-rituals", "skin-care"]}
        tone="sand"
      />
      <LegalDocument
        sections={policySections(loaderData.facts)}
        updated="Last updated 1 June 2025"
        intro={<PolicyGlance facts={loaderData.facts} />}
      />
    </>
  );
}

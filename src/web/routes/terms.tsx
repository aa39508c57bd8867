// /termsandconditions: the shop's terms of use and sale for shoppers in India (terms-content.tsx).
import { Link } from "react-router";
import { formatLongDate } from "../../core/dates.ts";
import { ContentHero } from "../components/content/content-hero.tsx";
import { LegalDocument } from "../components/content/legal-document.tsx";
import { shopFacts } from "../components/content/shop-facts.ts";
import { termsSections } from "../components/content/terms-content.tsx";
import { metaI18n, useI18n } from "../i18n/i18n.tsx";
import { rich } from "../i18n/words.tsx";
import { pageOrigin, seoMeta } from "../seo.ts";
import type { Route } from "./+types/terms";
import "../styles/content.css";

export async function loader({ request, context }: Route.LoaderArgs) {
  return { origin: pageOrigin(request, context), facts: await shopFacts(context) };
}

export function meta({ data, location, matches }: Route.MetaArgs) {
  const { t } = metaI18n(location, matches);
  return seoMeta({
    origin: data?.origin,
    path: location.pathname,
    title: t("Terms and conditions"),
    description: t(
      "The terms of using the Sattva shop and buying from it: orders, prices in rupees, delivery, returns, product care, your data and our grievance officer.",
    ),
  });
}

export default function Terms({ loaderData }: Route.ComponentProps) {
  const i18n = useI18n();
  const { t, to } = i18n;
  return (
    <>
      <ContentHero
        eyebrow={t("The fine print, kindly put")}
        title={t("Terms & Conditions")}
        lead={t("What you can expect from us, and what we ask of you, when you shop with Sattva.")}
        art={["divine-crystals", "aura-jewels"]}
        tone="amethyst"
      />
      <LegalDocument
        sections={termsSections(loaderData.facts, i18n)}
        updated={t("Last updated {date}", { date: formatLongDate("2025-06-01", i18n.language) })}
        intro={
          <p>
            {rich(
              t(
                "Please read these terms before you order. Our {policies} explain the day-to-day details; if anything is unclear, {ask}.",
              ),
              {
                policies: <Link to={to("/policies")}>{t("shipping, returns and refund policies")}</Link>,
                ask: <Link to={to("/contactus")}>{t("ask us")}</Link>,
              },
            )}
          </p>
        }
      />
    </>
  );
}

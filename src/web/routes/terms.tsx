// /termsandconditions: the shop's terms of use and sale for shoppers in India (terms-content.tsx).
import { Link } from "react-router";
import { ContentHero } from "../components/content/content-hero.tsx";
import { LegalDocument } from "../components/content/legal-document.tsx";
import { shopFacts } from "../components/content/shop-facts.ts";
import { termsSections } from "../components/content/terms-content.tsx";
import { pageOrigin, seoMeta } from "../seo.ts";
import type { Route } from "./+types/terms";
import "../styles/content.css";

export async function loader({ request, context }: Route.LoaderArgs) {
  return { origin: pageOrigin(request, context), facts: await shopFacts(context) };
}

export function meta({ data, location }: Route.MetaArgs) {
  return seoMeta({
    origin: data?.origin,
    path: location.pathname,
    title: "Terms and conditions",
    description:
      "The terms of using the Sattva shop and buying from it: orders, prices in rupees, delivery, returns, product care, your data and our grievance officer.",
  });
}

export default function Terms({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <ContentHero
        eyebrow="The fine print, kindly put"
        title="Terms & Conditions"
        lead="What you can expect from us, and what we ask of you, when you shop with Sattva."
        art={["divine-crystals", "aura-jewels"]}
        tone="amethyst"
      />
      <LegalDocument
        sections={termsSections(loaderData.facts)}
        updated="Last updated 1 June 2025"
        intro={
          <p>
            Please read these terms before you order. Our{" "}
            <Link to="/policies">shipping, returns and refund policies</Link> explain the day-to-day details; if
            anything is unclear, <Link to="/contactus">ask us</Link>.
          </p>
        }
      />
    </>
  );
}

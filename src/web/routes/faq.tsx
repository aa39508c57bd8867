// /faq: real answers (DESIGN.md decision 10) on shipping, cash on delivery, returns, crystal care,
// authenticity and gifting; one accordion for the page, one answer open at a time.
import { Link } from "react-router";
import { ButtonLink } from "../components/button.tsx";
import { Accordion } from "../components/content/accordion.tsx";
import { ContentHero } from "../components/content/content-hero.tsx";
import { faqGroups, faqJsonLd } from "../components/content/faq-content.ts";
import { serviceWindows, shopFacts } from "../components/content/shop-facts.ts";
import { Icon } from "../components/icon.tsx";
import { JsonLd } from "../components/json-ld.tsx";
import { metaI18n, useI18n } from "../i18n/i18n.tsx";
import { pageOrigin, seoMeta } from "../seo.ts";
import type { Route } from "./+types/faq";
import "../styles/content.css";

export async function loader({ request, context }: Route.LoaderArgs) {
  return { origin: pageOrigin(request, context), facts: await shopFacts(context) };
}

export function meta({ data, location, matches }: Route.MetaArgs) {
  const { t } = metaI18n(location, matches);
  return seoMeta({
    origin: data?.origin,
    path: location.pathname,
    title: t("Frequently asked questions"),
    description: t(
      "Shipping times and charges, cash on delivery, returns and refunds, how to cleanse and charge crystals, authenticity and gift wrap: answers from the Sattva team.",
    ),
  });
}

export default function Faq({ loaderData }: Route.ComponentProps) {
  const i18n = useI18n();
  const { t, to } = i18n;
  const groups = faqGroups(loaderData.facts, i18n);
  return (
    <>
      <ContentHero
        eyebrow={t("Help")}
        title={t("Frequently Asked Questions")}
        lead={t(
          "Quick answers about orders, delivery, returns and caring for your crystals. Can't find yours? We're a message away.",
        )}
        art={["sacred-rituals", "aura-jewels"]}
        tone="sand"
      />
      <div className="faq page-width section">
        <nav className="faq__topics" aria-labelledby="faq-topics-title">
          <p id="faq-topics-title" className="faq__topics-title">
            {t("Topics")}
          </p>
          <ul className="chip-list plain-list faq__topic-list">
            {groups.map((group) => (
              <li key={group.id}>
                <a className="chip" href={`#${group.id}`}>
                  {group.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="faq__groups">
          {groups.map((group, index) => (
            <section key={group.id} id={group.id} className="faq__group" aria-labelledby={`${group.id}-title`}>
              <h2 id={`${group.id}-title`} className="faq__group-title">
                {group.title}
              </h2>
              <Accordion
                name="faq"
                defaultOpen={index === 0 ? group.entries[0]?.id : undefined}
                items={group.entries.map((entry) => ({
                  id: entry.id,
                  question: entry.question,
                  answer: (
                    <>
                      {entry.answer.map((paragraph) => (
                        <p key={paragraph}>{paragraph}</p>
                      ))}
                      {entry.link && (
                        <Link to={to(entry.link.to)} className="accordion__link">
                          {entry.link.label}
                          <Icon name="arrow-right" size={16} />
                        </Link>
                      )}
                    </>
                  ),
                }))}
              />
            </section>
          ))}
          <aside className="content-callout" aria-labelledby="faq-more">
            <h2 id="faq-more" className="content-callout__title">
              {t("Still wondering?")}
            </h2>
            <p>
              {t("Write to us and a real person will reply within {time}.", { time: t(serviceWindows.replyWithin) })}
            </p>
            <ButtonLink to={to("/contactus")}>{t("Contact us")}</ButtonLink>
          </aside>
        </div>
      </div>
      <JsonLd data={faqJsonLd(groups)} />
    </>
  );
}

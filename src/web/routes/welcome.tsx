// /welcome: a warm welcome for new members, with the way into each collection and what membership
// brings. Greets a signed-in shopper by first name. Kept out of search results (it is for members).
import { Link } from "react-router";
import { ButtonLink } from "../components/button.tsx";
import { CollectionTiles } from "../components/content/collection-tiles.tsx";
import { ContentHero } from "../components/content/content-hero.tsx";
import { Icon, type IconName } from "../components/icon.tsx";
import { metaI18n, useI18n } from "../i18n/i18n.tsx";
import { pageOrigin, seoMeta } from "../seo.ts";
import type { Route } from "./+types/welcome";
import "../styles/content.css";

export function loader({ request, context }: Route.LoaderArgs) {
  return { origin: pageOrigin(request, context), firstName: context.user?.firstName ?? null };
}

export function meta({ data, location, matches }: Route.MetaArgs) {
  const { t } = metaI18n(location, matches);
  return seoMeta({
    origin: data?.origin,
    path: location.pathname,
    title: t("Welcome to the Sattva circle"),
    description: t(
      "Welcome to Sattva. Explore handpicked crystals, crystal jewellery, rituals and handmade soaps, and make the most of your membership.",
    ),
    noindex: true,
  });
}

const perks: Array<{ icon: IconName; title: string; text: string; to: string; link: string }> = [
  {
    icon: "heart",
    title: "A wishlist that follows you",
    text: "Save the pieces that call to you and find them again on any device.",
    to: "/wishlist",
    link: "Open your wishlist",
  },
  {
    icon: "bag",
    title: "Orders in one place",
    text: "Follow every order from our studio to your door, with invoices ready to download.",
    to: "/userdashboard",
    link: "Go to My Account",
  },
  {
    icon: "sparkle",
    title: "Member-only offers",
    text: "Coupons are for members: watch your inbox for seasonal offers and early access.",
    to: "/shop",
    link: "Browse the shop",
  },
];

export default function Welcome({ loaderData }: Route.ComponentProps) {
  const { t, to } = useI18n();
  const name = loaderData.firstName;
  return (
    <>
      <ContentHero
        eyebrow={t("Manifest, Cleanse, Heal — the {shopName} Way", { shopName: "Sattva" })}
        title={name ? t("Welcome to the circle, {name}", { name }) : t("Welcome to the Sattva circle")}
        lead={t(
          "We're so glad you're here. Everything we make is handpicked or handmade by women artisans in India, with care and intention. Here is where to begin.",
        )}
        art={["aura-jewels", "divine-crystals"]}
        tone="amethyst"
      >
        <ButtonLink to={to("/shop")}>{t("Start exploring")}</ButtonLink>
        <ButtonLink to={to("/healing")} variant="secondary">
          {t("Find a moment of calm")}
        </ButtonLink>
      </ContentHero>

      <section className="section page-width" aria-labelledby="welcome-collections">
        <div className="content-heading">
          <p className="eyebrow">{t("Begin here")}</p>
          <h2 id="welcome-collections">{t("Our collections")}</h2>
        </div>
        <CollectionTiles />
      </section>

      <section className="section page-width" aria-labelledby="welcome-perks">
        <div className="content-heading">
          <p className="eyebrow">{t("Your membership")}</p>
          <h2 id="welcome-perks">{t("What's yours as a member")}</h2>
        </div>
        <ul className="plain-list perks">
          {perks.map((perk) => (
            <li key={perk.title} className="perk">
              <span className="perk__icon">
                <Icon name={perk.icon} size={22} />
              </span>
              <h3 className="perk__title">{t(perk.title)}</h3>
              <p className="perk__text">{t(perk.text)}</p>
              <Link to={to(perk.to)} className="perk__link">
                {t(perk.link)}
                <Icon name="arrow-right" size={16} />
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

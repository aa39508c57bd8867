// The four category landings (spec, "Category landing pages"): /skincare (Body Soap), /aurajewels,
// /divinecrystals and /sacredrituals share this module (routes.ts gives each its own route id). A
// page header over the category's artwork, the range strip of named sub-types, the best sellers of
// this parent, Shop by Concern and a closing banner, all rendered on the server.
import { data, useRouteLoaderData } from "react-router";
import { cardIn } from "../../core/card-item.ts";
import { type ParentSlug, parentCategories } from "../../core/catalogue.ts";
import type { ListingItem, ListingQuery } from "../../core/schemas/catalogue.ts";
import { Carousel } from "../components/carousel.tsx";
import { ProductCard } from "../components/product-card.tsx";
import { SectionHeading } from "../components/section-heading.tsx";
import { ConcernSlider, type ConcernTile } from "../components/shop/concern-slider.tsx";
import { LandingBanner } from "../components/shop/landing-banner.tsx";
import { LandingHero } from "../components/shop/landing-hero.tsx";
import { type RangeItem, RangeStrip } from "../components/shop/range-strip.tsx";
import { shopHref } from "../components/shop-links.ts";
import type { loader as rootLoader } from "../root.tsx";
import { originOf, pageMeta } from "../shop/page-meta.ts";
import "../styles/shop.css";
import "../styles/landing.css";
import { englishPath, languageOfPath } from "../../core/i18n.ts";
import { metaI18n, useI18n } from "../i18n/i18n.tsx";
import type { Route } from "./+types/category-landing";

/** The range strip's named sub-types (spec); Body Soap lists the categories of its tree. */
const namedRanges: Partial<Record<ParentSlug, readonly string[]>> = {
  "aura-jewels": ["Pendant", "Ring", "Combo Bracelet", "Chakra Bracelet", "Crystal Bracelet"],
  "divine-crystals": [
    "Crystal Tumble",
    "Tumble Kits",
    "Crystal Tree",
    "Crystal Heart",
    "Crystal Mala",
    "Crystal Roller",
    "Zibu Coin",
    "Gua Sha",
  ],
  "sacred-rituals": ["Charging Crystal", "Candle", "Lamp", "Sage", "Palo Santo"],
};

const pageText: Record<ParentSlug, { title: string; description: string; rangeTitle: string }> = {
  "skin-care": {
    title: "Body Soap — Handmade soaps and body care",
    description:
      "Handmade clay, scrub, therapeutic and fruit soaps, body oils and butters, made in small batches without preservatives by women artisans in India.",
    rangeTitle: "Explore the range",
  },
  "aura-jewels": {
    title: "Aura Jewels — Crystal bracelets, pendants and rings",
    description:
      "Crystal bracelets, chakra and combo bracelets, pendants and rings strung by hand with natural stones. Shop by concern, chakra and intent.",
    rangeTitle: "Find your piece",
  },
  "divine-crystals": {
    title: "Divine Crystals — Tumbles, trees, hearts, rollers and gua sha",
    description:
      "Handpicked crystal tumbles and kits, crystal trees and hearts, malas, face rollers, gua sha and Zibu coins for your home, desk and self-care.",
    rangeTitle: "Explore the range",
  },
  "sacred-rituals": {
    title: "Sacred Rituals — Candles, sage, palo santo and lamps",
    description:
      "Hand-poured candles, white sage, palo santo, lamps and charging crystals for cleansing rituals and a calmer home.",
    rangeTitle: "Everything for your ritual",
  },
};

const noFilters = { subCategory: [], category: [], concerns: [], chakra: [], intents: [], sort: "default", page: 1 };

function listing(parentCategory: ParentSlug, extra: Partial<ListingQuery>): ListingQuery {
  return { ...noFilters, parentCategory, pageSize: 12, ...extra } as ListingQuery;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const path = englishPath(new URL(request.url).pathname.replace(/\/+$/, ""));
  const parent = parentCategories.find((entry) => entry.landing === path);
  if (!parent) throw data("Not found", { status: 404 });
  const { catalogue } = context.services;
  const slug = parent.slug;

  const language = languageOfPath(new URL(request.url).pathname);
  const [tree, scope, best, concernNames, hindiNames] = await Promise.all([
    catalogue.categories(),
    catalogue.listProducts(listing(slug, { pageSize: 1 })),
    catalogue.listProducts(listing(slug, { bestSeller: true })),
    catalogue.tags("concern", slug),
    language === "hi" ? catalogue.hindiCategoryNames() : Promise.resolve<Readonly<Record<string, string>>>({}),
  ]);

  // the slider needs a few cards: top up a short best-seller list with the best rated
  let bestSellers: ListingItem[] = best.products;
  if (bestSellers.length < 6) {
    const rated = await catalogue.listProducts(listing(slug, { sort: "rating", pageSize: 9 }));
    const seen = new Set(bestSellers.map((product) => product._id));
    bestSellers = [...bestSellers, ...rated.products.filter((product) => !seen.has(product._id))].slice(0, 9);
  }

  const subCategories = tree.find((node) => node.slug === slug)?.subCategories ?? [];
  const rangeNames = namedRanges[slug] ?? subCategories.flatMap((sub) => sub.categories);
  const countOf = new Map(
    scope.facets.subCategories.flatMap((sub) => sub.categories.map((category) => [category.name, category.count])),
  );
  const range: RangeItem[] = await Promise.all(
    rangeNames.map(async (name) => {
      const sub = subCategories.find((entry) => entry.categories.includes(name));
      const top = await catalogue.listProducts(listing(slug, { category: [name], sort: "rating", pageSize: 1 }));
      // on a Hindi page, the Hindi name where the owner wrote one, else the English marked lang="en"
      const hindi = hindiNames[name];
      return {
        name: hindi ?? name,
        ...(language === "hi" && !hindi ? { lang: "en" as const } : {}),
        href: shopHref({ parentCategory: slug, ...(sub ? { subCategory: [sub.subCategory] } : {}), category: [name] }),
        count: countOf.get(name) ?? top.total,
        image: top.products[0]?.frontImage ?? null,
      };
    }),
  );

  const concernCounts = new Map(scope.facets.concerns.map((option) => [option.name, option.count]));
  const concerns: ConcernTile[] = (concernNames ?? [])
    .map((name) => ({
      name,
      count: concernCounts.get(name) ?? 0,
      href: shopHref({ parentCategory: slug, concerns: [name] }),
    }))
    .filter((concern) => concern.count > 0);

  return {
    slug,
    name: parent.name,
    total: scope.total,
    range,
    bestSellers: bestSellers.map(cardIn(language)),
    concerns,
    origin: originOf(request),
  };
}

export function meta({ loaderData, location, matches }: Route.MetaArgs) {
  if (!loaderData) return [{ title: "Not found · Sattva" }];
  const { t, language } = metaI18n(location, matches);
  const { slug, name, origin, bestSellers } = loaderData;
  const parent = parentCategories.find((entry) => entry.slug === slug);
  return pageMeta({
    title: t(pageText[slug].title),
    description: t(pageText[slug].description),
    language,
    origin,
    canonicalPath: parent?.landing ?? "/",
    image: bestSellers[0]?.frontImage,
    breadcrumbs: [
      { name: t("Home"), path: "/" },
      { name: t(name), path: parent?.landing ?? "/" },
    ],
  });
}

const sliderCardSizes = "(min-width: 1368px) 424px, (min-width: 768px) 31vw, 92vw";

export default function CategoryLanding({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { slug, name, range, bestSellers, concerns } = loaderData;
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const shopLink = shopHref({ parentCategory: slug });

  return (
    <div className={`landing landing--${slug}`}>
      <LandingHero slug={slug} name={name} shopLink={shopLink} />

      <RangeStrip items={range} title={t(pageText[slug].rangeTitle)} headingId="range-heading" />

      {bestSellers.length > 0 && (
        <section className="section page-width page-width--wide landing-best" aria-labelledby="best-heading">
          <SectionHeading
            id="best-heading"
            eyebrow={t("Loved by our customers")}
            title={t("Best Sellers")}
            action={{ to: shopLink, label: t("View all {name}", { name: t(name) }) }}
          />
          <Carousel
            label={t("{name} best sellers", { name: t(name) })}
            perView={{ base: 1, md: 3 }}
            className="landing-best__slider"
          >
            {bestSellers.map((product) => (
              <ProductCard key={product.id} product={product} sizes={sliderCardSizes} />
            ))}
          </Carousel>
        </section>
      )}

      {concerns.length > 0 && (
        <section id="concerns" className="section landing-concerns" aria-labelledby="concern-heading">
          <div className="page-width page-width--wide">
            <SectionHeading
              id="concern-heading"
              eyebrow={t("What brings you here")}
              title={t("Shop by Concern")}
              description={t("Choose what you would like support with, and we will show you the pieces made for it.")}
            />
            <ConcernSlider concerns={concerns} label={t("{name} by concern", { name: t(name) })} />
          </div>
        </section>
      )}

      <div className="section page-width page-width--wide">
        <LandingBanner
          slug={slug}
          name={name}
          shopLink={shopLink}
          freeShippingFrom={root?.shop.freeShippingFrom ?? 69900}
        />
      </div>
    </div>
  );
}

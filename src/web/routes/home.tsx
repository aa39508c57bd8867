// The home page (spec "Home page"): hero, categories, banner, featured products, Manifest · Cleanse
// · Heal, the everyday rituals slider, certifications, our story, the newsletter and Follow Us. The
// loader reads everything from the catalogue (the featured products stream in when the cache is
// cold); the action is the newsletter form's, so it works without JavaScript too.
import type { ShouldRevalidateFunctionArgs } from "react-router";
import { cardIn } from "../../core/card-item.ts";
import { languageOfPath } from "../../core/i18n.ts";
import type { ListingQuery } from "../../core/schemas/catalogue.ts";
import { CategoryCarousel } from "../components/home/category-carousel.tsx";
import { Certifications } from "../components/home/certifications.tsx";
import { FeaturedProducts, type FeaturedResult, featuredMessages } from "../components/home/featured-products.tsx";
import { FollowUs } from "../components/home/follow-us.tsx";
import { HeroSlider } from "../components/home/hero-slider.tsx";
import { HomeBanner } from "../components/home/home-banner.tsx";
import { loadHomeImagery } from "../components/home/home-imagery.ts";
import { type NewsletterAnswer, NewsletterSignup } from "../components/home/newsletter-signup.tsx";
import { ProductSlider } from "../components/home/product-slider.tsx";
import { Redefining } from "../components/home/redefining.tsx";
import { StorySlider } from "../components/home/story-slider.tsx";
import { JsonLd } from "../components/json-ld.tsx";
import { readForm } from "../form-input.ts";
import { metaI18n, useI18n } from "../i18n/i18n.tsx";
import { absoluteUrl, organizationJsonLd, pageOrigin, seoMeta, siteName } from "../seo.ts";
import type { Route } from "./+types/home";
import "../styles/home.css";

/**
 * How long the page waits for the featured products before streaming them in: the cache answers in
 * a millisecond, a cold database in a few; only a slow one is worth the streamed copy's extra bytes.
 */
const featuredWaitMs = 60;

/** Two desktop pages of four: enough to browse, light enough to render with the page. */
const featuredQuery: ListingQuery = {
  featured: true,
  sort: "default",
  page: 1,
  pageSize: 8,
  subCategory: [],
  category: [],
  concerns: [],
  chakra: [],
  intents: [],
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const { catalogue, newsletter, settings } = context.services;
  // not awaited: the page streams while the featured products load (usually from the cache, at once)
  const featured: Promise<FeaturedResult> = catalogue.listProducts(featuredQuery).then(
    (page) => ({ ok: true, products: page.products.map(cardIn(languageOfPath(new URL(request.url).pathname))) }),
    (error: unknown) => {
      console.error("featured products could not be loaded", error);
      return { ok: false, message: featuredMessages.failed };
    },
  );
  const [{ share, ...imagery }, site] = await Promise.all([loadHomeImagery(catalogue), settings.site()]);
  // usually the cache has answered by now: then the products are rendered in place, not streamed
  const ready = await settledWithin(featured, featuredWaitMs);
  return {
    origin: pageOrigin(request, context),
    shopName: site.shopName,
    contact: { telephone: site.contact.supportPhone, email: site.contact.supportEmail },
    consentText: newsletter.consentText,
    featured: ready ?? featured,
    imagery,
    shareImage: share,
  };
}

/** The promise's value if it settles within `ms`, else null (the timer never holds the process open). */
async function settledWithin<T>(promise: Promise<T>, ms: number): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ms);
    timer.unref();
  });
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const email = form.get("email");
  const answer: NewsletterAnswer = await context.services.newsletter.subscribe(
    { email: typeof email === "string" ? email : undefined, consent: form.get("consent") === "on" },
    context.client,
  );
  // a refusal is an answer the form shows, not a failed request (status 200 either way)
  return answer;
}

/** The newsletter form's answer changes nothing the page shows: no need to load the page again. */
export function shouldRevalidate({ formMethod, formAction, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formMethod?.toUpperCase() === "POST" && formAction && new URL(formAction, "http://shop").pathname === "/") {
    return false;
  }
  return defaultShouldRevalidate;
}

export function meta({ data: loaded, location, matches }: Route.MetaArgs) {
  const { t, language } = metaI18n(location, matches);
  return seoMeta({
    origin: loaded?.origin,
    path: language === "en" ? "/" : location.pathname,
    title: `${siteName} · ${t("Healing crystals, crystal jewellery, candles and handmade soaps")}`,
    fullTitle: true,
    description: t(
      "Handpicked healing crystals, crystal bracelets, scented candles, sage and handmade preservative-free soaps, made by women artisans in India.",
    ),
    image: loaded?.shareImage?.src,
    imageAlt: loaded?.shareImage?.alt,
  });
}

export default function Home({ loaderData, actionData }: Route.ComponentProps) {
  const { origin, imagery } = loaderData;
  const { t } = useI18n();
  const structuredData = [
    {
      ...organizationJsonLd(origin, loaderData.contact),
      description: "Handmade skincare and healing crystals made by women artisans in India.",
    },
    {
      "@context": "https://schema.org",
      "@type": "WebSite",
      name: siteName,
      url: absoluteUrl(origin, "/"),
      potentialAction: {
        "@type": "SearchAction",
        target: { "@type": "EntryPoint", urlTemplate: absoluteUrl(origin, "/search?query={search_term_string}") },
        "query-input": "required name=search_term_string",
      },
    },
  ];

  return (
    <div className="home">
      <JsonLd data={structuredData} />
      <h1 className="visually-hidden">
        {t("{shopName}: healing crystals, scented candles and spiritual essentials, handmade in India", {
          shopName: loaderData.shopName,
        })}
      </h1>
      <HeroSlider />
      <CategoryCarousel pictures={imagery.categories} />
      <HomeBanner />
      <FeaturedProducts featured={loaderData.featured} />
      <Redefining sets={imagery.redefining} />
      <ProductSlider pictures={imagery.slider} />
      <Certifications />
      <StorySlider pictures={imagery.story} />
      <NewsletterSignup consentText={loaderData.consentText} answer={actionData} />
      <FollowUs shopName={loaderData.shopName} pictures={imagery.follow} />
    </div>
  );
}

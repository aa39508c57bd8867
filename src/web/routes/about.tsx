// /aboutus: the brand story (spec section 1: handmade skincare and healing crystals made by women
// artisans in India), the philosophy behind the name, the shop's values, how a piece reaches you,
// and the collections; the photographs are the shop's own catalogue images.
import { Link } from "react-router";
import { productPath } from "../../core/catalogue.ts";
import type { ListingItem, ListingQuery } from "../../core/schemas/catalogue.ts";
import { ButtonLink } from "../components/button.tsx";
import { CollectionTiles } from "../components/content/collection-tiles.tsx";
import { ContentHero } from "../components/content/content-hero.tsx";
import { shopFacts } from "../components/content/shop-facts.ts";
import { JsonLd } from "../components/json-ld.tsx";
import { ProductImage } from "../components/product-image.tsx";
import { metaI18n, useI18n } from "../i18n/i18n.tsx";
import { rich } from "../i18n/words.tsx";
import { organizationJsonLd, pageOrigin, seoMeta } from "../seo.ts";
import type { Route } from "./+types/about";
import "../styles/content.css";

const bestSellersOf = (parentCategory: ListingQuery["parentCategory"]): ListingQuery => ({
  parentCategory,
  bestSeller: true,
  sort: "default",
  page: 1,
  pageSize: 2,
  subCategory: [],
  category: [],
  concerns: [],
  chakra: [],
  intents: [],
});

interface StoryImage {
  src: string;
  alt: string;
  to: string;
}

function storyImage(product: ListingItem | undefined): StoryImage | null {
  if (!product?.frontImage) return null;
  return { src: product.frontImage, alt: product.name, to: productPath(product._id, product.variantIndex) };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { catalogue } = context.services;
  let images: StoryImage[] = [];
  try {
    // the shop's own photographs: a best seller from three collections
    const pages = await Promise.all(
      (["divine-crystals", "aura-jewels", "sacred-rituals"] as const).map((slug) =>
        catalogue.listProducts(bestSellersOf(slug)),
      ),
    );
    images = pages.map((page) => storyImage(page.products[0])).filter((image) => image !== null);
  } catch (error) {
    // the story reads well without pictures; the page still answers
    console.error("about page images could not be loaded", error);
  }
  return { origin: pageOrigin(request, context), facts: await shopFacts(context), images };
}

export function meta({ data, location, matches }: Route.MetaArgs) {
  const { t } = metaI18n(location, matches);
  return seoMeta({
    origin: data?.origin,
    path: location.pathname,
    title: t("Our story"),
    description: t(
      "Sattva brings you handmade skincare and handpicked healing crystals made by women artisans in India: small batches, honest ingredients, fair work and a calm, intentional way of living.",
    ),
    image: data?.images[0]?.src,
    imageAlt: data?.images[0]?.alt,
    type: "article",
  });
}

const pillars = [
  {
    word: "Manifest",
    text: "Every piece begins with an intention: yours and the maker's. We help you choose a crystal for what you hope to grow.",
  },
  {
    word: "Cleanse",
    text: "Sage, palo santo, clean soaps and quiet rituals clear the space, so there is room for what matters.",
  },
  {
    word: "Heal",
    text: "Not a promise of miracles, but of small daily moments of care that, over time, bring balance back.",
  },
];

const values = [
  {
    title: "Handpicked, one by one",
    text: "Each crystal is chosen by hand for its clarity, colour and feel, then checked again before it is packed.",
  },
  {
    title: "Handmade in small batches",
    text: "Soaps are cold-processed and cured for weeks; bracelets are strung and knotted by hand.",
  },
  {
    title: "Fair work for women artisans",
    text: "The women who make our products set their own hours, are paid fairly and on time, and share in our growth.",
  },
  {
    title: "Nothing to hide",
    text: "Preservative-free soaps with every ingredient named. Stones called what they are, dyed or not.",
  },
  {
    title: "Kind to living things",
    text: "Cruelty-free, never tested on animals, packed in recycled paper and cloth pouches with as little plastic as we can.",
  },
  {
    title: "Made in India",
    text: "From Jaipur's stone cutters to Rishikesh's candle makers, we work with the crafts of this country.",
  },
];

const journey = [
  { step: "Sourced", text: "Stones from suppliers we know; oils, clays and wax from Indian farms." },
  { step: "Cleansed", text: "Every crystal is cleansed with sage and sound before it joins the collection." },
  { step: "Crafted", text: "Strung, poured, cut and cured by hand in small batches." },
  { step: "Packed with care", text: "Wrapped by hand in our studio and sent to your door." },
];

export default function About({ loaderData }: Route.ComponentProps) {
  const { t, to } = useI18n();
  const { images, origin, facts } = loaderData;
  return (
    <>
      <ContentHero
        eyebrow={t("Our story")}
        title={t("Made by hand, with intention")}
        lead={t(
          "Handmade skincare and healing crystals, made by women artisans in India, for a calmer, kinder everyday.",
        )}
        art={["divine-crystals", "skin-care"]}
        tone="amethyst"
      />

      <section className="section page-width story" aria-labelledby="story-title">
        <div className="story__text">
          <p className="eyebrow">{t("Where it began")}</p>
          <h2 id="story-title">{t("From their hands to yours")}</h2>
          <p>
            {t(
              "Sattva began at a kitchen table, with a batch of neem and turmeric soap and a bowl of tumbled amethyst. We wanted things for our own homes that were honest about what they were made of, and made by people who were treated well.",
            )}
          </p>
          <p>
            {t(
              "Today a circle of women artisans across India makes everything we sell. They pour our soaps in small batches without preservatives, string our bracelets by hand, dip our candles and bundle our sage. Each crystal is handpicked, cleansed and checked before it is wrapped for you.",
            )}
          </p>
          <p>
            {t(
              "When you buy from Sattva, you support their craft and their independence, and you bring home something made slowly and with care.",
            )}
          </p>
        </div>
        {images.length > 0 && (
          <ul
            className={`plain-list story__gallery story__gallery--${images.length}`}
            aria-label={t("From our collections")}
          >
            {images.map((image, index) => (
              <li key={image.src} className="story__photo">
                <Link to={to(image.to)} className="story__photo-link">
                  <ProductImage
                    src={image.src}
                    alt={image.alt}
                    sizes={index === 0 ? "(min-width: 1024px) 340px, 60vw" : "(min-width: 1024px) 220px, 40vw"}
                    widths={[240, 360, 480, 720]}
                    className="story__image"
                  />
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className="philosophy" aria-labelledby="philosophy-title">
        <div className="page-width philosophy__inner">
          <p className="eyebrow">{t("Our philosophy")}</p>
          <h2 id="philosophy-title" className="philosophy__title">
            {rich(t("{sattva}: purity, harmony, balance"), { sattva: <span lang="sa">{t("Sattva")}</span> })}
          </h2>
          <p className="philosophy__lead">
            {rich(
              t(
                "In Ayurveda and yoga, {sattva} is the quality of clarity and calm, the state in which we feel most like ourselves. Everything we make is meant to bring a little more of it into your day.",
              ),
              { sattva: <em lang="sa">{t("sattva")}</em> },
            )}
          </p>
          <ol className="plain-list pillars">
            {pillars.map((pillar) => (
              <li key={pillar.word} className="pillar">
                <h3 className="pillar__word">{t(pillar.word)}</h3>
                <p>{t(pillar.text)}</p>
              </li>
            ))}
          </ol>
          <p className="philosophy__tagline">
            {t("Manifest, Cleanse, Heal — the {shopName} Way", { shopName: facts.shopName })}
          </p>
        </div>
      </section>

      <section className="section page-width" aria-labelledby="values-title">
        <div className="content-heading content-heading--center">
          <p className="eyebrow">{t("What we stand for")}</p>
          <h2 id="values-title">{t("Our values")}</h2>
        </div>
        <ol className="plain-list values">
          {values.map((value, index) => (
            <li key={value.title} className="value">
              <span className="value__number" aria-hidden="true">
                {String(index + 1).padStart(2, "0")}
              </span>
              <h3 className="value__title">{t(value.title)}</h3>
              <p className="value__text">{t(value.text)}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className="journey" aria-labelledby="journey-title">
        <div className="page-width">
          <div className="content-heading content-heading--center">
            <p className="eyebrow">{t("How a piece reaches you")}</p>
            <h2 id="journey-title">{t("From the earth to your home")}</h2>
          </div>
          <ol className="plain-list journey__steps">
            {journey.map((item, index) => (
              <li key={item.step} className="journey__step">
                <span className="journey__index" aria-hidden="true">
                  {index + 1}
                </span>
                <h3 className="journey__title">{t(item.step)}</h3>
                <p>{t(item.text)}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="section page-width page-width--wide" aria-labelledby="collections-title">
        <div className="content-heading content-heading--center">
          <p className="eyebrow">{t("Explore")}</p>
          <h2 id="collections-title">{t("Our collections")}</h2>
        </div>
        <CollectionTiles />
      </section>

      <aside className="content-callout content-callout--wide page-width" aria-labelledby="about-cta">
        <h2 id="about-cta" className="content-callout__title">
          {t("Begin your ritual")}
        </h2>
        <p>{t("Find the crystal, candle or soap that suits you, or ask us: we love to help.")}</p>
        <div className="content-callout__actions">
          <ButtonLink to={to("/shop")}>{t("Shop all products")}</ButtonLink>
          <ButtonLink to={to("/contactus")} variant="secondary">
            {t("Contact us")}
          </ButtonLink>
        </div>
      </aside>

      <JsonLd data={organizationJsonLd(origin, { telephone: facts.supportPhone, email: facts.supportEmail })} />
    </>
  );
}

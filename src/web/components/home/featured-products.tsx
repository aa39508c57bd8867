// Featured Products (spec "Home page" 3): the catalogue's featured products in a carousel of 1, 2
// or 4 cards (up to 768 px, up to 1024 px, wider), moving every 5 s and resting 10 s after a
// manual move. The loader starts the query; when the catalogue cache has not answered by the time
// the page renders, the products stream in behind a skeleton. The spec's three other
// states: 'Loading featured products...', 'Error: {message}', 'No featured products available.'.
import { Suspense } from "react";
import { Await } from "react-router";
import type { CardItem } from "../../../core/card-item.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { Carousel } from "../carousel.tsx";
import { ProductCard } from "../product-card.tsx";
import { SectionHeading } from "../section-heading.tsx";
import { ProductCardSkeleton } from "../skeleton.tsx";

export type FeaturedResult = { ok: true; products: CardItem[] } | { ok: false; message: string };

export const featuredMessages = {
  loading: "Loading featured products...",
  failed: "Failed to fetch products",
  empty: "No featured products available.",
} as const;

export const featuredAutoAdvance = 5_000;

/** One card up to 768 px, two up to 1024 px, four wider (spec section 9). */
const featuredSizes = "(min-width: 1368px) 306px, (min-width: 1024px) 23vw, (min-width: 768px) 46vw, 92vw";

export function FeaturedProducts({ featured }: { featured: Promise<FeaturedResult> | FeaturedResult }) {
  const { t } = useI18n();
  return (
    <section className="home-section home-featured page-width page-width--wide" aria-labelledby="featured-heading">
      <SectionHeading
        id="featured-heading"
        eyebrow={t("Handpicked for you")}
        title={t("Featured Products")}
        action={{ to: "/shop", label: t("View all") }}
      />
      {featured instanceof Promise ? (
        <Suspense fallback={<FeaturedLoading />}>
          <Await resolve={featured} errorElement={<FeaturedError message={featuredMessages.failed} />}>
            {(result) => <FeaturedBody result={result} />}
          </Await>
        </Suspense>
      ) : (
        // already loaded: rendered in place (a Suspense boundary this large would be streamed apart)
        <FeaturedBody result={featured} />
      )}
    </section>
  );
}

function FeaturedBody({ result }: { result: FeaturedResult }) {
  const { t } = useI18n();
  if (!result.ok) return <FeaturedError message={result.message} />;
  if (result.products.length === 0) return <p className="home-state">{featuredMessages.empty}</p>;
  return (
    <Carousel
      className="home-featured__carousel"
      label={t("Featured product slides")}
      autoAdvance={featuredAutoAdvance}
    >
      {result.products.map((product) => (
        <ProductCard key={product.id} product={product} sizes={featuredSizes} />
      ))}
    </Carousel>
  );
}

function FeaturedLoading() {
  return (
    <div role="status" className="home-featured__loading">
      <span className="visually-hidden">{featuredMessages.loading}</span>
      <ul className="plain-list home-featured__skeleton" aria-hidden="true">
        {Array.from({ length: 4 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
          <li key={index}>
            <ProductCardSkeleton />
          </li>
        ))}
      </ul>
    </div>
  );
}

function FeaturedError({ message }: { message: string }) {
  return (
    <p className="home-state home-state--error" role="alert">
      Error: {message}
    </p>
  );
}

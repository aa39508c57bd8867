// "Shop by Category" (spec "Home page", other sections): the 13 entries, each a picture and a
// title leading to its shop filter. The carousel centres one entry with its neighbours either
// side (fewer on phones), starts on the third, moves every 3 s and wraps; one dot per entry, five
// on screens of 500 px and under.
import { Link } from "react-router";
import { imageOfRef } from "../../../core/media.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { Carousel } from "../carousel.tsx";
import { CategoryArt } from "../category-art.tsx";
import { ProductImage } from "../product-image.tsx";
import { SectionHeading } from "../section-heading.tsx";
import { shopHref } from "../shop-links.ts";
import { categoryCarousel, categoryEntries } from "./home-content.ts";
import type { CategoryPicture } from "./home-imagery.ts";

export function CategoryCarousel({ pictures }: { pictures: ReadonlyArray<CategoryPicture | null> }) {
  const { t, to } = useI18n();
  return (
    <section className="home-section home-categories" aria-labelledby="home-categories-title">
      <div className="page-width page-width--wide">
        <SectionHeading
          id="home-categories-title"
          eyebrow={t("Find your ritual")}
          title={t("Shop by Category")}
          align="center"
        />
        <Carousel
          className="home-categories__carousel"
          label={t("Category slides")}
          align="center"
          perView={{ base: 3, md: 5, lg: 7 }}
          step={1}
          initialIndex={categoryCarousel.startIndex}
          autoAdvance={categoryCarousel.autoAdvance}
          maxDots={categoryEntries.length}
          narrowMaxDots={categoryCarousel.narrowDots}
          dotLabel={(dot, count) =>
            count === categoryEntries.length
              ? t("Show {name}", { name: t(categoryEntries[dot]?.title ?? "") })
              : t("Show category group {n} of {m}", { n: dot + 1, m: count })
          }
        >
          {categoryEntries.map((entry, index) => {
            const picture = pictures[index];
            return (
              <Link key={entry.title} to={to(shopHref(entry.filters))} className="category-bubble">
                <span className="category-bubble__image">
                  {picture ? (
                    <ProductImage
                      src={imageOfRef(picture.image)}
                      alt=""
                      width={360}
                      height={450}
                      sizes="(min-width: 1024px) 180px, (min-width: 768px) 20vw, 34vw"
                      widths={[240, 360]}
                    />
                  ) : (
                    <CategoryArt slug="divine-crystals" className="category-bubble__art" />
                  )}
                </span>
                <span className="category-bubble__title">{t(entry.title)}</span>
              </Link>
            );
          })}
        </Carousel>
      </div>
    </section>
  );
}

// The product slider (spec "Home page", other sections): Bracelet, Pendant, Gua Sha, Roller, Ring,
// each a large picture of the piece in use, a small one of the piece itself and a title; previous
// and next wrap round, a counter says 'n / 5', and it moves every 5 s except while the pointer is
// over it (components/carousel).
import { Link } from "react-router";
import { imageOfRef } from "../../../core/media.ts";
import { English, useI18n } from "../../i18n/i18n.tsx";
import { ButtonLink } from "../button.tsx";
import { Carousel } from "../carousel.tsx";
import { CategoryArt } from "../category-art.tsx";
import { ProductImage } from "../product-image.tsx";
import { SectionHeading } from "../section-heading.tsx";
import { shopHref } from "../shop-links.ts";
import { productSliderAutoAdvance, sliderEntries } from "./home-content.ts";
import type { SliderPicture } from "./home-imagery.ts";

export function ProductSlider({ pictures }: { pictures: ReadonlyArray<SliderPicture | null> }) {
  const { t, to } = useI18n();
  return (
    <section className="home-section product-slider page-width page-width--wide" aria-labelledby="product-slider-title">
      <SectionHeading
        id="product-slider-title"
        eyebrow={t("Worn with intention")}
        title={t("Everyday Rituals")}
        description={t("Five pieces our customers reach for every day.")}
      />
      <Carousel
        className="product-slider__carousel"
        label={t("Everyday ritual slides")}
        perView={{ base: 1 }}
        autoAdvance={productSliderAutoAdvance}
        pauseAfterInteraction={productSliderAutoAdvance}
        showDots={false}
        showCounter
      >
        {sliderEntries.map((entry, index) => {
          const picture = pictures[index];
          return (
            <article key={entry.title} className="product-slide">
              <div className="product-slide__large">
                {picture ? (
                  <ProductImage
                    src={imageOfRef(picture.inUse)}
                    alt={t("{name}, in use", { name: picture.name })}
                    width={480}
                    height={600}
                    sizes="(min-width: 1024px) 600px, 92vw"
                    widths={[480, 720, 960]}
                  />
                ) : (
                  <CategoryArt slug="aura-jewels" className="product-slide__art" />
                )}
              </div>
              <div className="product-slide__body">
                {picture && (
                  <Link to={to(picture.href)} className="product-slide__small">
                    <ProductImage
                      src={imageOfRef(picture.image)}
                      alt={t(picture.name)}
                      width={240}
                      height={300}
                      sizes="160px"
                      widths={[240, 360]}
                    />
                  </Link>
                )}
                <p className="eyebrow">
                  {String(index + 1).padStart(2, "0")} —{" "}
                  {picture?.name ? <English>{picture.name}</English> : t("Handmade in India")}
                </p>
                <h3 className="product-slide__title">{t(entry.title)}</h3>
                <p className="product-slide__line">{t(entry.line)}</p>
                <ButtonLink to={to(shopHref(entry.filters))} variant="secondary">
                  {t("Shop {name}", { name: t(entry.title) })}
                </ButtonLink>
              </div>
            </article>
          );
        })}
      </Carousel>
    </section>
  );
}

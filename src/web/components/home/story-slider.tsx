// Our Story (spec "Home page" 5): the brand's story in four slides (handmade skincare and healing
// crystals made by women artisans in India), moving every 5 s and wrapping round.
import { Link } from "react-router";
import { imageOfRef } from "../../../core/media.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { Carousel } from "../carousel.tsx";
import { CategoryArt } from "../category-art.tsx";
import { Icon } from "../icon.tsx";
import { ProductImage } from "../product-image.tsx";
import { storyAutoAdvance, storySlides } from "./home-content.ts";
import type { StoryPicture } from "./home-imagery.ts";

export function StorySlider({ pictures }: { pictures: ReadonlyArray<StoryPicture | null> }) {
  const { t, to } = useI18n();
  return (
    <section className="home-section home-story" aria-labelledby="story-title">
      <div className="page-width">
        <h2 id="story-title" className="visually-hidden">
          {t("Our Story")}
        </h2>
        <Carousel
          className="home-story__carousel"
          label={t("Story slides")}
          perView={{ base: 1 }}
          autoAdvance={storyAutoAdvance}
          loop
          dotLabel={(dot) => t("Show chapter {n}: {title}", { n: dot + 1, title: t(storySlides[dot]?.title ?? "") })}
          maxDots={storySlides.length}
        >
          {storySlides.map((slide, index) => {
            const picture = pictures[index];
            return (
              <article key={slide.title} className="story-slide">
                <div className="story-slide__image">
                  {picture ? (
                    <ProductImage
                      src={imageOfRef(picture.inUse)}
                      alt={t(picture.name)}
                      width={480}
                      height={600}
                      sizes="(min-width: 768px) 440px, 92vw"
                      widths={[360, 480, 720]}
                    />
                  ) : (
                    <CategoryArt slug={slide.fallbackArt} className="story-slide__art" />
                  )}
                </div>
                <div className="story-slide__text">
                  <p className="eyebrow">{t(slide.eyebrow)}</p>
                  <h3 className="story-slide__title">{t(slide.title)}</h3>
                  <p className="story-slide__body">{t(slide.text)}</p>
                  <div className="story-slide__footer">
                    <Link to={to(slide.link.to)} className="story-slide__link">
                      {t(slide.link.label)}
                      <Icon name="arrow-right" size={18} />
                    </Link>
                    <p className="story-slide__count" aria-hidden="true">
                      {String(index + 1).padStart(2, "0")} / {String(storySlides.length).padStart(2, "0")}
                    </p>
                  </div>
                </div>
              </article>
            );
          })}
        </Carousel>
      </div>
    </section>
  );
}

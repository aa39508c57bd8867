// The hero (spec "Home page" 1): three slides, each with its own art for desktop and for phones
// (<picture>, 500 px and under), the headline in Cormorant and a link into the shop. Moves every
// 3 s, rests 10 s after a manual move, and stands still under reduced motion (components/carousel).
// The first slide's art is the page's largest paint: loaded eagerly at high priority, preloaded by
// the route, and given its room by CSS before it arrives.
import { preload } from "react-dom";
import { useI18n } from "../../i18n/i18n.tsx";
import { ButtonLink } from "../button.tsx";
import { Carousel } from "../carousel.tsx";
import { type HeroSlide, heroArtSize, heroDestinations, heroMobileQuery, heroSlides } from "./home-content.ts";

/** The art of a slide: public/art/hero-{name}.svg and its phone version. */
export function heroArt(art: string, mobile = false): string {
  return `/art/hero-${art}${mobile ? "-mobile" : ""}.svg`;
}

export const heroAutoAdvance = 3_000;
export const heroPauseAfterInteraction = 10_000;

export function HeroSlider() {
  const { t } = useI18n();
  // the first slide's art, for the screen at hand, starts downloading with the HTML (<head>)
  const first = heroSlides[0]?.art ?? "crystals";
  preload(heroArt(first), { as: "image", fetchPriority: "high", media: "(min-width: 501px)", type: "image/svg+xml" });
  preload(heroArt(first, true), { as: "image", fetchPriority: "high", media: heroMobileQuery, type: "image/svg+xml" });
  return (
    <Carousel
      className="hero"
      label={t("Our collections")}
      perView={{ base: 1 }}
      autoAdvance={heroAutoAdvance}
      pauseAfterInteraction={heroPauseAfterInteraction}
      maxDots={heroSlides.length}
      dotLabel={(dot) => t("Show {name}", { name: t(heroSlides[dot]?.name ?? "") })}
    >
      {heroSlides.map((slide, index) => (
        <HeroSlideView key={slide.art} slide={slide} first={index === 0} />
      ))}
    </Carousel>
  );
}

function HeroSlideView({ slide, first }: { slide: HeroSlide; first: boolean }) {
  const { t, to, language } = useI18n();
  return (
    <div className={`hero-slide hero-slide--${slide.art}`}>
      <picture className="hero-slide__art">
        <source
          media={heroMobileQuery}
          srcSet={heroArt(slide.art, true)}
          width={heroArtSize.mobile.width}
          height={heroArtSize.mobile.height}
        />
        <img
          src={heroArt(slide.art)}
          alt={t(slide.alt)}
          width={heroArtSize.desktop.width}
          height={heroArtSize.desktop.height}
          loading={first ? "eager" : "lazy"}
          fetchPriority={first ? "high" : "low"}
          decoding={first ? "sync" : "async"}
        />
      </picture>
      <div className="hero-slide__content page-width page-width--wide">
        <div className="hero-slide__text">
          <p className="eyebrow hero-slide__eyebrow">{t(slide.eyebrow)}</p>
          <h2 className="hero-slide__title">{t(slide.name)}</h2>
          <p className="hero-slide__line">{t(slide.line)}</p>
          <ButtonLink
            to={language === "en" ? slide.to : to(heroDestinations[slide.to.slice(1)] ?? slide.to)}
            className="hero-slide__cta"
            prefetch="intent"
          >
            {t(slide.cta)}
          </ButtonLink>
        </div>
      </div>
    </div>
  );
}

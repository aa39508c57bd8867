// The banner under the category carousel (spec "Home page" 2): the gifting edit, with its own art
// for phones. Below the fold, so its art loads lazily.

import { useI18n } from "../../i18n/i18n.tsx";
import { ButtonLink } from "../button.tsx";
import { banner, heroMobileQuery } from "./home-content.ts";

export function HomeBanner() {
  const { t, to } = useI18n();
  return (
    <section className="home-banner page-width page-width--wide" aria-labelledby="home-banner-title">
      <div className="home-banner__frame">
        <picture className="home-banner__art">
          <source
            media={heroMobileQuery}
            srcSet="/art/banner-gifting-mobile.svg"
            width={banner.size.mobile.width}
            height={banner.size.mobile.height}
          />
          <img
            src="/art/banner-gifting.svg"
            alt={t(banner.alt)}
            width={banner.size.desktop.width}
            height={banner.size.desktop.height}
            loading="lazy"
            decoding="async"
          />
        </picture>
        <div className="home-banner__content">
          <p className="eyebrow">{t(banner.eyebrow)}</p>
          <h2 id="home-banner-title" className="home-banner__title">
            {t(banner.headline)}
          </h2>
          <p className="home-banner__line">{t(banner.line)}</p>
          <ButtonLink to={to(banner.to)}>{t(banner.cta)}</ButtonLink>
        </div>
      </div>
    </section>
  );
}

// The closing banner of a category landing: the parent's promise, its still life and the shop's
// everyday promises (free shipping from the shop's setting, gift wrap, taxes included).
import type { ParentSlug } from "../../../core/catalogue.ts";
import { formatRupees, type Paise } from "../../../core/money.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { ButtonLink } from "../button.tsx";
import { CategoryArt } from "../category-art.tsx";
import { Icon } from "../icon.tsx";

const bannerCopy: Record<ParentSlug, { eyebrow: string; headline: string; text: string }> = {
  "skin-care": {
    eyebrow: "Small batches",
    headline: "Gentle on skin, kind to the earth",
    text: "Soaps and body care made by hand with clays, plant oils and fruit, without preservatives. Gentle enough for every day, lovely enough to give.",
  },
  "aura-jewels": {
    eyebrow: "Strung by hand",
    headline: "Wear your intention every day",
    text: "Each bracelet is strung by hand on a strong stretch cord, in the bead size that suits you. Pendants and rings are set with natural stones, chosen one by one.",
  },
  "divine-crystals": {
    eyebrow: "Handpicked",
    headline: "One stone at a time",
    text: "Every crystal is natural, so no two are quite alike. We choose each one for its colour and clarity, and pack it with care so it reaches you as it left us.",
  },
  "sacred-rituals": {
    eyebrow: "Everyday rituals",
    headline: "Small rituals for a calmer home",
    text: "Light a candle, let sage or palo santo carry away the day, and rest your crystals on selenite to charge them overnight.",
  },
};

export interface LandingBannerProps {
  slug: ParentSlug;
  name: string;
  shopLink: string;
  freeShippingFrom: Paise;
}

export function LandingBanner({ slug, name, shopLink, freeShippingFrom }: LandingBannerProps) {
  const { t, to } = useI18n();
  const copy = bannerCopy[slug];
  return (
    <section className={`landing-banner landing-banner--${slug}`} aria-labelledby={`banner-${slug}`}>
      <div className="landing-banner__text">
        <p className="eyebrow">{t(copy.eyebrow)}</p>
        <h2 id={`banner-${slug}`} className="landing-banner__title">
          {t(copy.headline)}
        </h2>
        <p className="landing-banner__line">{t(copy.text)}</p>
        <ButtonLink to={to(shopLink)}>{t("Shop all {name}", { name: t(name) })}</ButtonLink>
      </div>
      <div className="landing-banner__art" aria-hidden="true">
        <CategoryArt slug={slug} />
      </div>
      <ul className="plain-list landing-banner__promises">
        <li>
          <Icon name="check" size={18} />
          {t("Free shipping over {price}", { price: formatRupees(freeShippingFrom) })}
        </li>
        <li>
          <Icon name="check" size={18} />
          {t("Gift wrapping on any item")}
        </li>
        <li>
          <Icon name="check" size={18} />
          {t("Prices include all taxes")}
        </li>
      </ul>
    </section>
  );
}

// The page header of a category landing: breadcrumb, title and promise set over the category's
// still life. Wide screens show it beside the text within gold orbits; up to 500 px a different
// picture, the still life in an arched niche above the title.
import { Link } from "react-router";
import type { ParentSlug } from "../../../core/catalogue.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { ButtonLink } from "../button.tsx";
import { CategoryArt } from "../category-art.tsx";
import { parentCopy } from "../parent-copy.ts";

export interface LandingHeroProps {
  slug: ParentSlug;
  name: string;
  /** All of this parent in the shop. */
  shopLink: string;
}

export function LandingHero({ slug, name, shopLink }: LandingHeroProps) {
  const { t, to } = useI18n();
  const copy = parentCopy[slug];
  return (
    <header className={`landing-hero landing-hero--${slug}`}>
      <nav aria-label={t("Breadcrumb")} className="breadcrumbs landing-hero__breadcrumbs page-width page-width--wide">
        <ol className="plain-list breadcrumbs__list">
          <li>
            <Link to={to("/")}>{t("Home")}</Link>
          </li>
          <li aria-current="page">{t(name)}</li>
        </ol>
      </nav>
      <div className="landing-hero__scene landing-hero__scene--wide" aria-hidden="true">
        <span className="landing-hero__orbit landing-hero__orbit--outer" />
        <span className="landing-hero__orbit landing-hero__orbit--inner" />
        <span className="landing-hero__halo" />
        <CategoryArt slug={slug} className="landing-hero__art" />
        <span className="landing-hero__spark landing-hero__spark--one" />
        <span className="landing-hero__spark landing-hero__spark--two" />
        <span className="landing-hero__spark landing-hero__spark--three" />
      </div>
      <div className="landing-hero__scene landing-hero__scene--narrow" aria-hidden="true">
        <span className="landing-hero__niche">
          <CategoryArt slug={slug} className="landing-hero__art" />
        </span>
      </div>
      <div className="landing-hero__content page-width page-width--wide">
        <p className="eyebrow landing-hero__eyebrow">{t(copy.headline)}</p>
        <h1 className="landing-hero__title">{t(name)}</h1>
        <p className="landing-hero__line">{t(copy.line)}</p>
        <div className="landing-hero__actions">
          <ButtonLink to={to(shopLink)}>{t("Shop all {name}", { name: t(name) })}</ButtonLink>
          <ButtonLink to="#concerns" variant="secondary">
            {t("Shop by concern")}
          </ButtonLink>
        </div>
      </div>
    </header>
  );
}

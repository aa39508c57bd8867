// The image tile at the end of a parent category's menu: its still life on a soft gradient, a
// headline and a link to the landing page, or "Launching soon" for Body Soap.
import { Link } from "react-router";
import { useI18n } from "../../i18n/i18n.tsx";
import { CategoryArt } from "../category-art.tsx";
import { Icon } from "../icon.tsx";
import { parentCopy } from "../parent-copy.ts";
import type { MenuParent } from "./menu-data.ts";

export interface PromoTileProps {
  parent: Pick<MenuParent, "name" | "slug" | "landing">;
  /** "wide" for the Body Soap banner, "tall" for the mega menu column (default). */
  shape?: "tall" | "wide";
}

export function PromoTile({ parent, shape = "tall" }: PromoTileProps) {
  const copy = parentCopy[parent.slug];
  const { t, to } = useI18n();
  return (
    <Link to={to(parent.landing)} className={`promo-tile promo-tile--${shape} promo-tile--${parent.slug}`}>
      <CategoryArt slug={parent.slug} className="promo-tile__art" />
      <span className="promo-tile__text">
        <span className="promo-tile__eyebrow">{copy.launchingSoon ? t("Launching soon") : t(parent.name)}</span>
        <span className="promo-tile__headline">{t(copy.headline)}</span>
        <span className="promo-tile__line">{t(copy.line)}</span>
        <span className="promo-tile__cta">
          {copy.launchingSoon ? t("Take a look") : t("Shop {name}", { name: t(parent.name) })}
          <Icon name="arrow-right" size={18} />
        </span>
      </span>
    </Link>
  );
}

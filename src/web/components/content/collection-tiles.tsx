// The four collections as tiles with their still lifes, each linking to its landing page (the same
// tiles the 404 page shows).
import { Link } from "react-router";
import { parentCategories } from "../../../core/catalogue.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { CategoryArt } from "../category-art.tsx";
import { Icon } from "../icon.tsx";
import { parentCopy } from "../parent-copy.ts";
import "../../styles/pages.css";

export function CollectionTiles() {
  const { t, to } = useI18n();
  return (
    <ul className="plain-list category-tiles">
      {parentCategories.map((parent) => (
        <li key={parent.slug}>
          <Link to={to(parent.landing)} className={`category-tile category-tile--${parent.slug}`}>
            <CategoryArt slug={parent.slug} className="category-tile__art" />
            <span className="category-tile__name">{t(parent.name)}</span>
            <span className="category-tile__line">
              {parentCopy[parent.slug].launchingSoon ? t("Launching soon") : t(parentCopy[parent.slug].headline)}
            </span>
            <Icon name="arrow-right" size={18} className="category-tile__arrow" />
          </Link>
        </li>
      ))}
    </ul>
  );
}

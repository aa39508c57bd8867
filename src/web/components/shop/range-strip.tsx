// The range strip of a category landing: the named sub-types (Pendant, Ring, ...) as round
// pictures, each a link to /shop filtered to it. Scrolls sideways on phones.
import { Link } from "react-router";
import { useI18n } from "../../i18n/i18n.tsx";
import { ProductImage } from "../product-image.tsx";

export interface RangeItem {
  name: string;
  /** /shop filtered to this type. */
  href: string;
  /** Products of this type. */
  count: number;
  /** A product image of this type, or null. */
  image: string | null;
  /** "en" on a Hindi page where the category has no Hindi name (decision 0063). */
  lang?: "en";
}

export function RangeStrip({
  items,
  title,
  headingId,
}: {
  items: readonly RangeItem[];
  title: string;
  headingId: string;
}) {
  const { t, to } = useI18n();
  if (items.length === 0) return null;
  return (
    <section className="range-strip section" aria-labelledby={headingId}>
      <div className="page-width page-width--wide">
        <h2 id={headingId} className="range-strip__title">
          {title}
        </h2>
        <ul className="plain-list range-strip__list">
          {items.map((item) => (
            <li key={item.name} className="range-strip__item">
              <Link to={to(item.href)} className="range-strip__link">
                <span className="range-strip__picture">
                  <ProductImage
                    src={item.image}
                    alt=""
                    width={240}
                    height={240}
                    widths={[240, 360]}
                    sizes="(min-width: 1024px) 136px, 104px"
                  />
                </span>
                <span className="range-strip__name" lang={item.lang}>
                  {item.name}
                </span>
                <span className="range-strip__count">
                  {t("{n, plural, one {# piece} other {# pieces}}", { n: item.count })}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

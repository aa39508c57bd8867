// Small still lifes for the four parent categories (BRAND.md "Imagery": crystal silhouettes with
// soft inner light, beads in a ring, a candle, soaps), drawn in SVG with the brand's colours so
// banners and tiles need no photograph. The drawings live once in a sprite (art.svg, a
// fingerprinted asset cached a year) and a page carries a <use href> per picture. Decorative:
// always aria-hidden.
import type { ParentSlug } from "../../core/catalogue.ts";
import sprite from "./art.svg?url";
import "../styles/art.css";

export interface CategoryArtProps {
  slug: ParentSlug;
  className?: string;
}

export function CategoryArt({ slug, className }: CategoryArtProps) {
  const classes = ["category-art", `category-art--${slug}`, className].filter(Boolean).join(" ");
  return (
    <svg className={classes} viewBox="0 0 200 200" aria-hidden="true" focusable="false">
      <use href={`${sprite}#${slug}`} />
    </svg>
  );
}

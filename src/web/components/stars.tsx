// Star rating as the spec draws it (core/pricing.ts starFill): whole stars, a half star from .25
// up to .75, a full one from .75. A row is one empty element: CSS draws five stars by masking a
// two-colour gradient with star.svg, lit up to the width the page writes (controls.css), so a
// rating costs a page about 60 bytes. Read by screen readers as "Rated 4.5 out of 5".
import type { CSSProperties } from "react";
import { starFill } from "../../core/pricing.ts";
import "../styles/controls.css";
import { useI18n } from "../i18n/i18n.tsx";

export interface StarsProps {
  /** 0 to 5. */
  rating: number;
  /** Number of reviews, shown as "(23)" after the stars when given. */
  count?: number;
  /** Star size in px (default 16). */
  size?: StarSize;
  className?: string;
}

/** 4.37 → "4.4", 4 → "4". */
export function ratingText(rating: number): string {
  const rounded = Math.round(Math.min(Math.max(rating, 0), 5) * 10) / 10;
  return Number.isInteger(rounded) ? String(rounded) : rounded.toFixed(1);
}

/** The sizes a row of five is drawn at (controls.css `.stars__row`, `.stars__row--20`). */
export const starRowSizes = [16, 20] as const;
export type StarSize = (typeof starRowSizes)[number];

/** Space between two stars, in px. */
const starGap = 1;

/**
 * Width in px of the lit part of a row: up to the right edge of the last full star, or the middle
 * of a half star (the fills run full, then at most one half, then empty).
 */
export function litWidth(rating: number, size: StarSize): number {
  let width = 0;
  starFill(rating).forEach((fill, index) => {
    const left = index * (size + starGap);
    if (fill === "full") width = left + size;
    else if (fill === "half") width = left + size / 2;
  });
  return width;
}

export function Stars({ rating, count, size = 16, className }: StarsProps) {
  const { t } = useI18n();
  const label =
    count === undefined
      ? t("Rated {rating} out of 5", { rating: ratingText(rating) })
      : t("Rated {rating} out of 5, {count, plural, one {# review} other {# reviews}}", {
          rating: ratingText(rating),
          count,
        });
  const lit = { "--lit": `${litWidth(rating, size)}px` } as CSSProperties;
  return (
    <div className={className ? `stars ${className}` : "stars"} role="img" aria-label={label}>
      <span className={size === 16 ? "stars__row" : `stars__row stars__row--${size}`} style={lit} />
      {count !== undefined && (
        <span className="stars__count" aria-hidden="true">
          {`(${count})`}
        </span>
      )}
    </div>
  );
}

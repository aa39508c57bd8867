// Star rating as the spec draws it (core/pricing.ts starFill): whole stars, a half star from .25
// up to .75, a full one from .75. Read by screen readers as "Rated 4.5 out of 5".
import { starFill } from "../../core/pricing.ts";
import { Icon } from "./icon.tsx";
import "../styles/controls.css";
import { countOf } from "../../core/plural.ts";

export interface StarsProps {
  /** 0 to 5. */
  rating: number;
  /** Number of reviews, shown as "(23)" after the stars when given. */
  count?: number;
  /** Star size in px (default 16). */
  size?: number;
  className?: string;
}

/** 4.37 → "4.4", 4 → "4". */
export function ratingText(rating: number): string {
  const rounded = Math.round(Math.min(Math.max(rating, 0), 5) * 10) / 10;
  return Number.isInteger(rounded) ? String(rounded) : rounded.toFixed(1);
}

export function Stars({ rating, count, size = 16, className }: StarsProps) {
  const label =
    count === undefined
      ? `Rated ${ratingText(rating)} out of 5`
      : `Rated ${ratingText(rating)} out of 5, ${countOf(count, "review")}`;
  return (
    <div className={className ? `stars ${className}` : "stars"} role="img" aria-label={label}>
      <span className="stars__row" aria-hidden="true">
        {starFill(rating).map((fill, index) => (
          // five fixed positions: the index is the star's identity
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed five-star row
          <span key={index} className={`star star--${fill}`}>
            <Icon name="star" size={size} className="star__back" />
            {fill !== "empty" && <Icon name="star" size={size} className="star__front" />}
          </span>
        ))}
      </span>
      {count !== undefined && (
        <span className="stars__count" aria-hidden="true">
          ({count})
        </span>
      )}
    </div>
  );
}

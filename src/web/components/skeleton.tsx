// Loading placeholders shaped like the content they stand for. The spec's loading text
// ("Loading featured products...") stays for screen readers in a role="status" region.
import type { CSSProperties } from "react";
import "../styles/controls.css";
import "../styles/card.css";

export interface SkeletonProps {
  /** CSS width (default 100%). */
  width?: CSSProperties["width"];
  /** CSS height (default 1em). */
  height?: CSSProperties["height"];
  /** "text" lines, a "block" (card radius) or a "circle" (default "text"). */
  shape?: "text" | "block" | "circle";
  className?: string;
}

export function Skeleton({ width, height, shape = "text", className }: SkeletonProps) {
  return (
    <span
      className={["skeleton", `skeleton--${shape}`, className].filter(Boolean).join(" ")}
      style={{ width, height }}
      aria-hidden="true"
    />
  );
}

/** A product card's silhouette: image, two title lines, stars, price, button. */
export function ProductCardSkeleton() {
  return (
    <div className="product-card product-card--skeleton" aria-hidden="true">
      <Skeleton shape="block" className="product-card__media" />
      <div className="product-card__body">
        <Skeleton width="90%" />
        <Skeleton width="60%" />
        <Skeleton width="40%" height="0.875em" />
        <Skeleton width="50%" />
      </div>
      <div className="product-card__actions">
        <Skeleton shape="circle" height="40px" width="100%" />
      </div>
    </div>
  );
}

export interface ProductGridSkeletonProps {
  /** Cards to draw (default 8). */
  count?: number;
  /** The spec's loading text, read by screen readers (e.g. "Loading Products..."). */
  label: string;
}

export function ProductGridSkeleton({ count = 8, label }: ProductGridSkeletonProps) {
  return (
    <div role="status">
      <span className="visually-hidden">{label}</span>
      <ul className="product-grid" aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
          <li key={index} className="product-grid__item">
            <ProductCardSkeleton />
          </li>
        ))}
      </ul>
    </div>
  );
}

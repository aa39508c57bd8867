// A grid of product cards: two a row on phones, three on tablets, four from 1024 px. The first
// `priorityCount` images load eagerly (the ones above the fold).
import type { CardItem } from "../../core/card-item.ts";
import { ProductCard, type ProductCardProps } from "./product-card.tsx";
import "../styles/card.css";

export interface ProductGridProps {
  products: readonly CardItem[];
  /** How many leading cards are above the fold (default 0: all lazy). */
  priorityCount?: number;
  /** Heading level of each card's title (default 3). */
  headingLevel?: ProductCardProps["headingLevel"];
  /** Accessible name of the list, e.g. "Featured products". */
  label?: string;
  className?: string;
}

export function ProductGrid({ products, priorityCount = 0, headingLevel, label, className }: ProductGridProps) {
  return (
    <ul className={className ? `product-grid ${className}` : "product-grid"} aria-label={label}>
      {products.map((product, index) => (
        <li key={product.id} className="product-grid__item">
          <ProductCard product={product} priority={index < priorityCount} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}

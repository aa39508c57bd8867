// What one unit of a kit holds (decision 0059), under the purchase panel of a kit's page: each
// piece's name linking to its own page (plain text when that product is not on sale), its variant
// and how many of it the kit holds. Server-rendered links only, and kept small: the product page's
// first-load JavaScript is at its budget (e2e/first-load-js.test.ts), so the markup carries no
// classes of its own below the section (product.css styles it by element).
import { Link } from "react-router";
import type { ProductVariant } from "../../../core/schemas/catalogue.ts";

export function KitContents({ contents }: { contents: ProductVariant["kitContents"] }) {
  if (!contents?.length) return null;
  return (
    <section className="kit-contents" aria-label="What's in this kit">
      <h2>What's in this kit</h2>
      <ul className="plain-list">
        {contents.map((piece) => (
          <li key={piece.variantId}>
            <span>
              {piece.url ? <Link to={piece.url}>{piece.name}</Link> : piece.name}
              <small>{piece.variantname}</small>
            </span>
            <span>× {piece.quantity}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

// What one unit of a kit holds (decision 0059), under the purchase panel of a kit's page: each
// piece's name linking to its own page (plain text when that product is not on sale), its variant
// and how many of it the kit holds. Server-rendered links only, and kept small: the product page's
// first-load JavaScript is at its budget (e2e/first-load-js.test.ts), so the markup carries no
// classes of its own below the section (product.css styles it by element).
import { Link } from "react-router";
import type { ProductVariant } from "../../../core/schemas/catalogue.ts";
import { English, useI18n } from "../../i18n/i18n.tsx";

export function KitContents({ contents }: { contents: ProductVariant["kitContents"] }) {
  const { t, to } = useI18n();
  if (!contents?.length) return null;
  return (
    <section className="kit-contents" aria-label={t("What's in this kit")}>
      <h2>{t("What's in this kit")}</h2>
      <ul className="plain-list">
        {contents.map((piece) => (
          <li key={piece.variantId}>
            <span>
              <English>
                {piece.url ? <Link to={to(piece.url)}>{piece.name}</Link> : piece.name}
                <small>{piece.variantname}</small>
              </English>
            </span>
            <span>× {piece.quantity}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

// The variant chooser: one pill per variant. Each is a link to that variant's own URL, followed in
// place (the URL is replaced, the page keeps its scroll position: the frame's ScrollManager only
// scrolls when the product changes).
import { Link } from "react-router";
import { productPath } from "../../../core/catalogue.ts";
import type { ProductVariant } from "../../../core/schemas/catalogue.ts";
import { English, useI18n } from "../../i18n/i18n.tsx";

export interface VariantChooserProps {
  productId: string;
  variants: readonly ProductVariant[];
  selected: number;
  /** What the variants differ by ("Size", "Bead size"); "Options" when unknown. */
  label: string;
}

export function VariantChooser({ productId, variants, selected, label }: VariantChooserProps) {
  const { t, to } = useI18n();
  if (variants.length < 2) return null;
  const current = variants[selected];
  return (
    <nav className="variant-chooser" aria-label={t("{label}: choose a variant", { label })}>
      <p className="variant-chooser__label">
        {label}:{" "}
        <span className="variant-chooser__value">
          <English>{current?.variantname}</English>
        </span>
      </p>
      <ul className="variant-chooser__list plain-list">
        {variants.map((variant, index) => {
          const soldOut = variant.stock <= 0;
          return (
            <li key={variant._id}>
              <Link
                to={to(productPath(productId, index))}
                replace
                preventScrollReset
                className={soldOut ? "chip variant-chip variant-chip--sold-out" : "chip variant-chip"}
                aria-current={index === selected ? "true" : undefined}
              >
                <English>{variant.variantname}</English>
                {soldOut && <span className="visually-hidden"> {t("(out of stock)")}</span>}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

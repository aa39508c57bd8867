// The three tabs under the gallery (spec): Product Description (the product's illustrated
// sections), Product Specification (the variant's and the product's specifications) and Healing
// Properties (the four properties, the stones used and the healing chart).
import type { LocalProduct } from "../../../core/product-language.ts";
import type { ProductDetail, ProductVariant } from "../../../core/schemas/catalogue.ts";
import { dataLang, English, useI18n } from "../../i18n/i18n.tsx";
import { Term } from "../../i18n/term.tsx";
import { ProductImage } from "../product-image.tsx";
import { Tabs } from "./tabs.tsx";

/** Specification keys as the shopper reads them ("productType" → "Product type"). */
function specLabel(key: string): string {
  const spaced = key.replace(/([a-z])([A-Z])/g, "$1 $2").replace(/[_-]+/g, " ");
  return spaced.charAt(0).toUpperCase() + spaced.slice(1).toLowerCase();
}

/** The variant's own specifications first, then the product's; one row per label. */
export function specificationRows(product: ProductDetail, variant: ProductVariant | undefined) {
  const rows = new Map<string, string>();
  rows.set("SKU", variant?.sku ?? product.sku);
  for (const [key, value] of [
    ...Object.entries(variant?.specifications ?? {}),
    ...Object.entries(product.specifications),
  ]) {
    const label = key.length <= 3 ? key.toUpperCase() : specLabel(key);
    const shown = rows.get(label);
    if (!value || shown?.toLowerCase().includes(value.toLowerCase())) continue;
    // the variant's value first, the product's general one after it ("1 piece · 2-3 cm per stone")
    rows.set(label, shown ? `${shown} · ${value}` : value);
  }
  return [...rows];
}

function DescriptionPanel({ product }: { product: LocalProduct }) {
  const { language } = useI18n();
  if (product.productDescriptions.length === 0)
    return (
      <p className="product-copy" lang={dataLang(language, product.inHindi?.description)}>
        {product.description}
      </p>
    );
  return (
    <div className="story-rows">
      {product.productDescriptions.map((section) => (
        <section key={section.title} className="story-row">
          {section.image && (
            <ProductImage
              className="story-row__image"
              src={section.image}
              alt={`${product.name}: ${section.title}`}
              sizes="(min-width: 768px) 320px, 100vw"
              widths={[360, 480, 720]}
            />
          )}
          <div className="story-row__text">
            <h3 className="story-row__title">
              <English>{section.title}</English>
            </h3>
            <p className="product-copy">
              <English>{section.text}</English>
            </p>
          </div>
        </section>
      ))}
    </div>
  );
}

function SpecificationPanel({ rows }: { rows: Array<[string, string]> }) {
  const { t } = useI18n();
  return (
    <table className="spec-table">
      <caption className="visually-hidden">{t("Product specification")}</caption>
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <th scope="row">{label === "SKU" ? t("SKU") : <English>{label}</English>}</th>
            <td>
              <English>{value}</English>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function HealingPanel({ product }: { product: ProductDetail }) {
  const { t } = useI18n();
  const { first, second, third, fourth } = product.healingProperties;
  const properties = [first, second, third, fourth].filter(Boolean);
  return (
    <div className="healing">
      <div className="healing__text">
        {properties.length > 0 ? (
          <ol className="healing__list plain-list">
            {properties.map((property, index) => (
              <li key={property} className="healing__item">
                <span className="healing__number" aria-hidden="true">
                  {String(index + 1).padStart(2, "0")}
                </span>
                <English>{property}</English>
              </li>
            ))}
          </ol>
        ) : (
          <p className="product-copy">{t("Healing properties for this product are being written.")}</p>
        )}
        {product.stoneUsedImage.length > 0 && (
          <div className="stones">
            <h3 className="stones__title">{t("Stones used")}</h3>
            <ul className="stones__list plain-list">
              {product.stoneUsedImage.map((stone) => (
                <li key={stone.title} className="stones__item">
                  <ProductImage
                    className="stones__image"
                    src={stone.image}
                    alt=""
                    width={72}
                    height={90}
                    sizes="72px"
                    widths={[240]}
                  />
                  <span>
                    <Term name={stone.title} />
                  </span>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
      {product.healingImage && (
        <ProductImage
          className="healing__image"
          src={product.healingImage}
          alt={t("Healing chart for {name}", { name: product.name })}
          sizes="(min-width: 768px) 360px, 100vw"
          widths={[360, 480, 720]}
        />
      )}
    </div>
  );
}

export function DetailTabs({ product, variant }: { product: LocalProduct; variant: ProductVariant | undefined }) {
  const { t } = useI18n();
  return (
    <Tabs
      label={t("About this product")}
      className="detail-tabs"
      items={[
        { id: "description", title: t("Product Description"), content: <DescriptionPanel product={product} /> },
        {
          id: "specification",
          title: t("Product Specification"),
          content: <SpecificationPanel rows={specificationRows(product, variant)} />,
        },
        { id: "healing", title: t("Healing Properties"), content: <HealingPanel product={product} /> },
      ]}
    />
  );
}

// What search engines and link previews read about a product page: a unique title and
// description, the canonical URL, Open Graph product tags with the image, and JSON-LD (a Product
// with one offer per variant, its rating, and the breadcrumb trail).
// Canonical: one URL per product, /productdetails/{id}-0. The variants share one description and
// one set of reviews, and the JSON-LD Product lists every variant's offer, so the variant URLs
// (which differ only in the chosen variant) point to it rather than compete with it.
import type { MetaDescriptor } from "react-router";
import { parentCategories, productPath } from "../../../core/catalogue.ts";
import { type Language, pathIn } from "../../../core/i18n.ts";
import { mediaKeyOf, mediaUrl } from "../../../core/media.ts";
import type { ProductDetail } from "../../../core/schemas/catalogue.ts";
import { alternates } from "../../hreflang.ts";
import { shopHref } from "../shop-links.ts";

const shopName = "Sattva";
const descriptionLength = 160;

/** The text cut at a word near `max` characters, with an ellipsis when cut. */
export function clip(text: string, max = descriptionLength): string {
  const plain = text.replace(/\s+/g, " ").trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), max - 20)).replace(/[,;:.\s]+$/, "")}…`;
}

/** The largest stored size of a shop image as an absolute URL (link previews need absolute ones). */
function absoluteImage(origin: string, url: string | null): string | null {
  if (!url) return null;
  const key = mediaKeyOf(url);
  return `${origin}${key ? mediaUrl(key, 960, "webp") : url}`;
}

export function parentLanding(product: ProductDetail): string {
  const slug = product.categoryPath.parentCategory.slug;
  return parentCategories.find((parent) => parent.slug === slug)?.landing ?? shopHref();
}

export function categoryLink(product: ProductDetail): string {
  return shopHref({ category: [product.category] });
}

export function productMeta(
  product: ProductDetail,
  variantIndex: number,
  origin: string,
  language: Language = "en",
): MetaDescriptor[] {
  const variant = product.variants[variantIndex] ?? product.variants[0];
  // each language's page is its own canonical; both name the pair (decision 0061)
  const canonical = `${origin}${pathIn(language, productPath(product._id, 0))}`;
  const title =
    product.variants.length > 1 && variant
      ? `${product.name} (${variant.variantname}) · ${shopName}`
      : `${product.name} · ${shopName}`;
  const description = clip(
    product.title && product.title !== product.name
      ? `${product.title}. ${product.description}`
      : product.description || product.name,
  );
  const image = absoluteImage(origin, variant?.frontImage ?? product.frontImage);
  const inStock = (variant?.stock ?? 0) > 0;

  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: canonical },
    { property: "og:type", content: "product" },
    { property: "og:site_name", content: shopName },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: canonical },
    { property: "og:locale", content: language === "hi" ? "hi_IN" : "en_IN" },
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
    ...alternates(origin, productPath(product._id, 0)),
  ];
  if (image) {
    tags.push(
      { property: "og:image", content: image },
      { property: "og:image:type", content: "image/webp" },
      { property: "og:image:width", content: "960" },
      { property: "og:image:height", content: "1200" },
      { property: "og:image:alt", content: product.name },
    );
  }
  if (variant) {
    tags.push(
      { property: "product:price:amount", content: variant.price.toFixed(2) },
      { property: "product:price:currency", content: "INR" },
      { property: "product:availability", content: inStock ? "in stock" : "out of stock" },
      { property: "product:retailer_item_id", content: variant.sku },
    );
  }
  tags.push(
    { "script:ld+json": productJsonLd(product, origin) },
    { "script:ld+json": breadcrumbJsonLd(product, origin) },
  );
  return tags;
}

/** UN/CEFACT codes schema.org's QuantitativeValue takes. */
const unitCodes: Record<string, string> = {
  g: "GRM",
  kg: "KGM",
  ml: "MLT",
  l: "LTR",
  cm: "CMT",
  m: "MTR",
  piece: "H87",
};

/** The first pack's net quantity as the Product's weight, where it is weighed. */
function netWeight(product: ProductDetail) {
  const quantity = product.variants[0]?.declarations.netQuantity;
  if (!quantity?.value || (quantity.unit !== "g" && quantity.unit !== "kg")) return {};
  return { weight: { "@type": "QuantitativeValue", value: quantity.value, unitCode: unitCodes[quantity.unit] } };
}

/** The unit sale price (Legal Metrology rule 6(11)) as schema.org's UnitPriceSpecification. */
function unitPriceSpecification(variant: ProductDetail["variants"][number]) {
  const unit = variant.declarations.unitSalePrice;
  if (!unit) return {};
  return {
    priceSpecification: {
      "@type": "UnitPriceSpecification",
      price: unit.price.toFixed(2),
      priceCurrency: "INR",
      referenceQuantity: { "@type": "QuantitativeValue", value: 1, unitCode: unitCodes[unit.per] ?? unit.per },
    },
  };
}

/** Each piece's gemstone lab report as schema.org's Certification (Product.hasCertification). */
function certifications(product: ProductDetail) {
  const reports = product.variants.flatMap((variant) =>
    variant.certificate
      ? [
          {
            "@type": "Certification",
            name: `${variant.certificate.lab} gemstone report, ${variant.variantname}`,
            certificationIdentification: variant.certificate.reportNumber,
            issuedBy: { "@type": "Organization", name: variant.certificate.lab },
            validFrom: variant.certificate.reportDate,
            ...(variant.certificate.caratWeight
              ? {
                  hasMeasurement: {
                    "@type": "QuantitativeValue",
                    value: variant.certificate.caratWeight,
                    unitCode: "CTM",
                  },
                }
              : {}),
            ...(variant.certificate.checkUrl ? { url: variant.certificate.checkUrl } : {}),
          },
        ]
      : [],
  );
  return reports.length > 0 ? { hasCertification: reports } : {};
}

export function productJsonLd(product: ProductDetail, origin: string) {
  const images = [product.frontImage, product.backImage, ...product.otherimages]
    .map((url) => absoluteImage(origin, url))
    .filter((url): url is string => url !== null);
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.name,
    description: clip(product.description || product.title, 5000),
    sku: product.sku,
    image: [...new Set(images)],
    category: `${product.parentCategory} > ${product.subCategory} > ${product.category}`,
    brand: { "@type": "Brand", name: shopName },
    url: `${origin}${productPath(product._id, 0)}`,
    ...(product.declarations.countryOfOrigin
      ? { countryOfOrigin: { "@type": "Country", name: product.declarations.countryOfOrigin } }
      : {}),
    ...netWeight(product),
    ...certifications(product),
    offers: product.variants.map((variant, index) => ({
      "@type": "Offer",
      name: variant.variantname,
      sku: variant.sku,
      url: `${origin}${productPath(product._id, index)}`,
      price: variant.price.toFixed(2),
      priceCurrency: "INR",
      ...unitPriceSpecification(variant),
      availability: variant.stock > 0 ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
      itemCondition: "https://schema.org/NewCondition",
    })),
    ...(product.reviewSummary.count > 0
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: product.reviewSummary.average,
            reviewCount: product.reviewSummary.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}

export function breadcrumbJsonLd(product: ProductDetail, origin: string) {
  const trail = [
    { name: "Home", url: `${origin}/` },
    { name: product.parentCategory, url: `${origin}${parentLanding(product)}` },
    { name: product.category, url: `${origin}${categoryLink(product)}` },
    { name: product.name, url: `${origin}${productPath(product._id, 0)}` },
  ];
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((step, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: step.name,
      item: step.url,
    })),
  };
}

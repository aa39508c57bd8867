// Shapes catalogue rows into the spec's JSON: rupees at the edge (prices from core/pricing.ts),
// image keys as shop URLs, variant images overriding the product's, never a reviewer's e-mail.

import { productPath } from "../../../core/catalogue.ts";
import { labReportUrl, mediaUrl, videoUrl } from "../../../core/media.ts";
import { toRupees } from "../../../core/money.ts";
import { pricePer100, subscribePrice, unitSalePrice, variantPrices } from "../../../core/pricing.ts";
import type {
  ListingItem,
  ListingVariant,
  ProductDetail,
  ProductReview,
  ProductVariant,
} from "../../../core/schemas/catalogue.ts";
import { certificateSchema, type Lab, reportCheckUrl } from "../../../core/schemas/certificates.ts";
import {
  effectiveDeclarations,
  emptyDeclarations,
  type ProductDeclarations,
  productDeclarationsSchema,
  variantDeclarationsSchema,
} from "../../../core/schemas/declarations.ts";
import type { ListingRow } from "./listing-queries.ts";
import type { ImageRow, ProductRow, ReviewRow, VariantRow } from "./queries.ts";
import { categoryName, type Vocabulary } from "./vocabulary.ts";

type Role = ImageRow["role"];

/** The images of some products, looked up by product, variant (or none for the product's own) and role. */
export class ImageIndex {
  private readonly byKey = new Map<string, ImageRow[]>();

  constructor(rows: readonly ImageRow[]) {
    // rows come in position order, so each list keeps it
    for (const row of rows) {
      const key = ImageIndex.key(row.productId, row.variantId, row.role);
      const list = this.byKey.get(key) ?? [];
      list.push(row);
      this.byKey.set(key, list);
    }
  }

  private static key(productId: string, variantId: string | null, role: Role): string {
    return `${productId}|${variantId ?? ""}|${role}`;
  }

  all(productId: string, variantId: string | null, role: Role): ImageRow[] {
    return this.byKey.get(ImageIndex.key(productId, variantId, role)) ?? [];
  }

  first(productId: string, variantId: string | null, role: Role): string | null {
    const row = this.all(productId, variantId, role)[0];
    return row ? mediaUrl(row.mediaKey) : null;
  }

  urls(productId: string, variantId: string | null, role: Role): string[] {
    return this.all(productId, variantId, role).map((row) => mediaUrl(row.mediaKey));
  }

  /** A variant's own front or back image, else its product's. */
  forVariant(productId: string, variantId: string, role: "front" | "back"): string | null {
    return this.first(productId, variantId, role) ?? this.first(productId, null, role);
  }
}

function prices(variant: VariantRow) {
  const figures = variantPrices(variant.price, variant.mrp, variant.gstRate);
  return {
    salePrice: toRupees(figures.salePrice),
    price: toRupees(figures.price),
    costPrice: toRupees(figures.costPrice),
    tax: figures.tax,
    discount: figures.discount,
  };
}

function listingVariant(variant: VariantRow, images: ImageIndex, oneOfAKind = false): ListingVariant {
  return {
    _id: variant.id,
    variantname: variant.variantname,
    size: variant.size,
    color: variant.color,
    ...prices(variant),
    stock: variant.stock,
    held: oneOfAKind && variant.heldUntil !== null,
    frontImage: images.forVariant(variant.productId, variant.id, "front"),
    backImage: images.forVariant(variant.productId, variant.id, "back"),
  };
}

/** Listing cards: product and shown variant merged (the spec's flattened item), with every variant. */
export function listingItems(
  rows: readonly ListingRow[],
  variantRows: readonly VariantRow[],
  images: ImageIndex,
  vocabulary: Vocabulary,
): ListingItem[] {
  const variantsByProduct = new Map<string, ListingVariant[]>();
  const pieces = new Set(rows.filter((row) => row.oneOfAKind).map((row) => row.id));
  for (const variant of variantRows) {
    const list = variantsByProduct.get(variant.productId) ?? [];
    list.push(listingVariant(variant, images, pieces.has(variant.productId)));
    variantsByProduct.set(variant.productId, list);
  }
  return rows.map((row) => {
    const variants = variantsByProduct.get(row.id) ?? [];
    const shown = variants[row.variantIndex] ?? variants[0];
    return {
      _id: row.id,
      id: `${row.id}-${row.variantIndex}`,
      variantIndex: row.variantIndex,
      name: row.name,
      title: row.title,
      sku: row.sku,
      parentCategory: categoryName(vocabulary, row.parentCategoryId),
      subCategory: categoryName(vocabulary, row.subCategoryId),
      category: categoryName(vocabulary, row.categoryId),
      rating: row.rating,
      reviewCount: row.reviewCount,
      featureProduct: row.featureProduct,
      bestSeller: row.bestSeller,
      frontImage: shown?.frontImage ?? images.first(row.id, null, "front"),
      backImage: shown?.backImage ?? images.first(row.id, null, "back"),
      variants,
      hindi: { name: row.nameHi, title: row.titleHi },
    };
  });
}

/** Stored image references are media keys; anything already a URL is kept as it is. */
function imageRef(value: string | null | undefined): string | null {
  if (!value) return null;
  return value.startsWith("/") || /^https?:\/\//.test(value) ? value : mediaUrl(value);
}

function variantDeclarations(declarations: ProductDeclarations, variant: VariantRow) {
  const own = effectiveDeclarations(declarations, variantDeclarationsSchema.safeParse(variant.declarations).data);
  const unit = unitSalePrice(variant.price, own.netQuantity);
  const per100 = pricePer100(variant.price, own.netQuantity);
  return {
    netQuantity: own.netQuantity,
    unitSalePrice: unit ? { price: toRupees(unit.paise), per: unit.per } : null,
    pricePer100: per100 ? { price: toRupees(per100.paise), per: per100.per } : null,
    dimensions: own.dimensions,
    manufacturedOn: own.manufacturedOn,
    bestBefore: own.bestBefore,
    batchNumber: own.batchNumber,
  };
}

function productVariant(
  variant: VariantRow,
  images: ImageIndex,
  declarations: ProductDeclarations,
  labs: readonly Lab[],
  oneOfAKind: boolean,
): ProductVariant {
  return {
    ...listingVariant(variant, images, oneOfAKind),
    weightGrams: variant.weightGrams,
    heldUntil: oneOfAKind && variant.heldUntil ? new Date(variant.heldUntil).toISOString() : null,
    sku: variant.sku,
    hsn: variant.hsn,
    specifications: variant.specifications,
    featureProduct: variant.featureProduct,
    bestSeller: variant.bestSeller,
    rating: variant.rating,
    variantsimages: images.urls(variant.productId, variant.id, "gallery"),
    declarations: variantDeclarations(declarations, variant),
    certificate: certificateAnswer(variant, labs),
    kitContents:
      variant.kitContents?.map((piece) => ({
        productId: piece.productId,
        variantId: piece.variantId,
        name: piece.name,
        variantname: piece.variantname,
        quantity: piece.quantity,
        url: piece.public ? productPath(piece.productId, piece.variantIndex) : null,
      })) ?? null,
    subscribe:
      variant.subscribeEvery.length > 0
        ? {
            everyMonths: variant.subscribeEvery,
            discountPercent: variant.subscribeDiscount,
            price: toRupees(subscribePrice(variant.price, variant.subscribeDiscount)),
          }
        : null,
  };
}

function review(row: ReviewRow): ProductReview {
  return {
    _id: row.id,
    rating: row.rating,
    title: row.title,
    reviewText: row.reviewText,
    name: row.name,
    date: new Date(row.createdAt).toISOString(),
    mediaUrls: row.media.map((item) =>
      item.kind === "video"
        ? videoUrl(item.key, item.contentType === "video/webm" ? "webm" : "mp4")
        : mediaUrl(item.key),
    ),
    youtubeURL: row.youtubeURL,
    variantId: row.variantId,
    verifiedPurchase: row.verifiedPurchase,
  };
}

/** `starCounts`: published reviews per star rating, keyed "1" to "5". */
function reviewSummary(starCounts: Readonly<Record<string, number>>) {
  const distribution = { "5": 0, "4": 0, "3": 0, "2": 0, "1": 0 };
  let count = 0;
  let stars = 0;
  for (const key of Object.keys(distribution) as Array<keyof typeof distribution>) {
    const reviews = starCounts[key] ?? 0;
    distribution[key] = reviews;
    count += reviews;
    stars += Number(key) * reviews;
  }
  return { average: count ? Math.round((stars / count) * 100) / 100 : 0, count, distribution };
}

export interface ProductParts {
  product: ProductRow;
  variants: readonly VariantRow[];
  images: ImageIndex;
  reviews: readonly ReviewRow[];
  starCounts: Readonly<Record<string, number>>;
  vocabulary: Vocabulary;
  /** The labs a certificate may name, with their report checks (settings: claims). */
  labs: readonly Lab[];
}

/** A variant's lab report as the product page shows it: its picture's, its PDF's and the lab's check's addresses. */
function certificateAnswer(variant: VariantRow, labs: readonly Lab[]): ProductVariant["certificate"] {
  const certificate = certificateSchema.safeParse(variant.certificate).data;
  if (!certificate) return null;
  return {
    lab: certificate.lab,
    reportNumber: certificate.reportNumber,
    reportDate: certificate.reportDate,
    caratWeight: certificate.caratWeight,
    imageUrl: certificate.imageKey ? mediaUrl(certificate.imageKey) : null,
    pdfUrl: certificate.pdfKey ? labReportUrl(certificate.pdfKey) : null,
    checkUrl: reportCheckUrl(labs, certificate),
  };
}

export function productDetail({
  product,
  variants,
  images,
  reviews,
  starCounts,
  vocabulary,
  labs,
}: ProductParts): ProductDetail {
  const node = (id: number) => {
    const row = vocabulary.categories.get(id);
    return { name: row?.name ?? "", slug: row?.slug ?? "" };
  };
  const hindiName = (id: number) => vocabulary.categories.get(id)?.nameHi ?? null;
  const termNames = (kind: "concern" | "chakra" | "intent") =>
    vocabulary.termsOfKind[kind].filter((term) => product.termIds.includes(term.id)).map((term) => term.name);
  const first = variants[0];
  // stored before a field existed, or written by hand: read through the schema, gaps filled
  const declarations = productDeclarationsSchema.safeParse(product.declarations).data ?? emptyDeclarations;
  const poster = (role: Role) => images.first(product.id, null, role);
  const path = {
    parentCategory: node(product.parentCategoryId),
    subCategory: node(product.subCategoryId),
    category: node(product.categoryId),
  };
  return {
    _id: product.id,
    name: product.name,
    title: product.title,
    description: product.description,
    sku: product.sku,
    material: product.material,
    parentCategory: path.parentCategory.name,
    subCategory: path.subCategory.name,
    category: path.category.name,
    categoryPath: path,
    tags: product.tags,
    concerns: termNames("concern"),
    Intenttags: termNames("intent"),
    Chakratags: termNames("chakra"),
    rating: product.rating,
    reviewCount: product.reviewCount,
    featureProduct: product.featureProduct,
    bestSeller: product.bestSeller,
    oneOfAKind: product.oneOfAKind,
    // a product without its own front/back shows its first variant's
    frontImage: poster("front") ?? (first ? images.first(product.id, first.id, "front") : null),
    backImage: poster("back") ?? (first ? images.first(product.id, first.id, "back") : null),
    otherimages: images.urls(product.id, null, "gallery"),
    stoneUsedImage: images
      .all(product.id, null, "stone")
      .map((row) => ({ title: row.title ?? "", image: mediaUrl(row.mediaKey) })),
    healingImage: poster("healing"),
    healingProperties: product.healingProperties,
    benefits: poster("benefits"),
    whyChoose: poster("whyChoose"),
    waysToClean: poster("waysToClean"),
    whoWear: poster("whoWear"),
    whereHowWear: poster("whereHowWear"),
    productDescriptions: product.productDescriptions.map((section) => ({
      title: section.title,
      text: section.text,
      image: imageRef(section.image),
    })),
    specifications: product.specifications,
    faq: product.faq,
    declarations: {
      genericName: declarations.genericName,
      countryOfOrigin: declarations.countryOfOrigin,
      packerRole: declarations.packerRole,
      packerName: declarations.packerName,
      packerAddress: declarations.packerAddress,
      customerCare: declarations.customerCare,
      cosmetic: declarations.cosmetic,
      ingredients: declarations.ingredients,
      licenceNumber: declarations.licenceNumber,
    },
    variants: variants.map((variant) => productVariant(variant, images, declarations, labs, product.oneOfAKind)),
    reviewSummary: reviewSummary(starCounts),
    reviews: reviews.map(review),
    hindi: {
      name: product.nameHi,
      title: product.titleHi,
      description: product.descriptionHi,
      parentCategory: hindiName(product.parentCategoryId),
      subCategory: hindiName(product.subCategoryId),
      category: hindiName(product.categoryId),
    },
  };
}

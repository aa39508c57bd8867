// The catalogue as Shopify's product CSV with the shop's own columns (core/catalogue-import.ts), a
// product at a time: each product is read as the admin form edits it (catalogue/admin-edit.ts), the
// same shape the import writes, so export → import into an empty shop gives the same catalogue.
import { asc, gt, inArray } from "drizzle-orm";
import { type ProductCsvColumn, productCsvColumns } from "../../../core/catalogue-import.ts";
import type { CsvCell } from "../../../core/csv.ts";
import { namedMediaUrl } from "../../../core/media.ts";
import type { AppContext } from "../../context.ts";
import { media, products } from "../../db/schema.ts";
import { type EditableProduct, editableProduct } from "../catalogue/admin-edit.ts";
import { descriptionToHtml } from "./description.ts";
import { categoryPathOf, loadVocabulary, type Vocabulary } from "./service.ts";

type Row = Partial<Record<ProductCsvColumn, CsvCell>>;

const yes = (value: boolean) => (value ? "TRUE" : "FALSE");
const json = (value: Record<string, string>) => (Object.keys(value).length > 0 ? JSON.stringify(value) : "");

/** One product as CSV rows: the product's fields on its first row, a row per variant, then image rows. */
type ExportedVariant = EditableProduct["variants"][number];

/**
 * Shopify's option columns of each variant: "Size" (and "Color") where the variants differ by them and
 * each pair is unique, as Shopify requires; else one "Title" option of the variant names, and
 * Shopify's "Default Title" for a product of one plain variant.
 */
function optionsOf(variants: readonly ExportedVariant[]): Row[] {
  const sized = variants.some((variant) => variant.size && variant.size !== "Default");
  const coloured = variants.some((variant) => variant.color);
  const pairs = new Set(variants.map((variant) => `${variant.size}\u0000${variant.color}`));
  if ((sized || coloured) && pairs.size === variants.length)
    return variants.map((variant, index) => {
      const names: [string, string][] = [];
      if (sized) names.push(["Size", variant.size]);
      if (coloured) names.push(["Color", variant.color || "—"]);
      const row: Row = {};
      names.forEach(([name, value], position) => {
        if (index === 0) row[`Option${position + 1} Name` as keyof Row] = name;
        row[`Option${position + 1} Value` as keyof Row] = value;
      });
      return row;
    });
  if (variants.length === 1 && variants[0]?.variantname === "Default")
    return [{ "Option1 Name": "Title", "Option1 Value": "Default Title" }];
  return variants.map((variant, index) => ({
    ...(index === 0 ? { "Option1 Name": "Title" } : {}),
    "Option1 Value": variant.variantname,
  }));
}

export function productRows(
  product: EditableProduct,
  vocabulary: Vocabulary,
  imageUrl: (key: string) => string,
  altOf: (key: string) => string = () => "",
): Row[] {
  const d = product.declarations;
  const categoryPath = categoryPathOf(vocabulary, product.categoryId);
  const leafName = vocabulary.leaves.find((leaf) => leaf.id === product.categoryId)?.name ?? "";
  const first: Row = {
    Title: product.name,
    "Body (HTML)": descriptionToHtml(product.description),
    "Product Category": categoryPath,
    Type: leafName,
    Tags: product.tags.join(", "),
    Published: yes(product.status === "active"),
    Status: product.status,
    Subtitle: product.title,
    "Title (Hindi)": product.nameHi ?? "",
    "Subtitle (Hindi)": product.titleHi ?? "",
    "Body (HTML) (Hindi)": product.descriptionHi ? descriptionToHtml(product.descriptionHi) : "",
    "Product SKU": product.sku,
    Material: product.material,
    Concerns: product.concerns.join(", "),
    Chakras: product.chakras.join(", "),
    Intents: product.intents.join(", "),
    "Feature Product": yes(product.featureProduct),
    "Best Seller": yes(product.bestSeller),
    "Healing Property 1": product.healingProperties.first,
    "Healing Property 2": product.healingProperties.second,
    "Healing Property 3": product.healingProperties.third,
    "Healing Property 4": product.healingProperties.fourth,
    Specifications: json(product.specifications),
    "Generic Name": d.genericName,
    "Country of Origin": d.countryOfOrigin,
    "Packer Role": d.packerRole,
    "Packer Name": d.packerName,
    "Packer Address": d.packerAddress,
    "Net Quantity": d.netQuantity.value ?? "",
    "Net Quantity Unit": d.netQuantity.unit,
    Dimensions: d.dimensions,
    "Manufactured On": d.manufacturedOn,
    "Best Before": d.bestBefore,
    "Customer Care": d.customerCare,
    Cosmetic: yes(d.cosmetic),
    Ingredients: d.ingredients,
    "Batch Number": d.batchNumber,
    "Licence Number": d.licenceNumber,
  };
  const options = optionsOf(product.variants);
  const rows: Row[] = product.variants.map((variant, index) => ({
    ...(index === 0 ? first : {}),
    ...options[index],
    "Variant Name": variant.variantname,
    "Variant Size": variant.size,
    "Variant Color": variant.color,
    "Variant SKU": variant.sku,
    "Variant Inventory Tracker": "shopify",
    "Variant Inventory Qty": variant.stock,
    "Variant Grams": variant.weightGrams ?? "",
    "Variant Inventory Policy": "deny",
    "Variant Fulfillment Service": "manual",
    "Variant Price": variant.price,
    "Variant Compare At Price": variant.mrp > variant.price ? variant.mrp : "",
    "Variant Requires Shipping": "TRUE",
    "Variant Taxable": "TRUE",
    "Variant Image": variant.images.front ? imageUrl(variant.images.front) : "",
    "Variant Back Image": variant.images.back ? imageUrl(variant.images.back) : "",
    "Variant Gallery Images": variant.images.gallery.map(imageUrl).join(" "),
    "Gift Card": index === 0 ? "FALSE" : "",
    HSN: variant.hsn,
    "GST Rate": variant.tax,
    "Variant Feature Product": yes(variant.featureProduct),
    "Variant Best Seller": yes(variant.bestSeller),
    "Variant Specifications": json(variant.specifications),
    "Variant Net Quantity": variant.declarations.netQuantity.value ?? "",
    "Variant Net Quantity Unit": variant.declarations.netQuantity.value ? variant.declarations.netQuantity.unit : "",
    "Variant Dimensions": variant.declarations.dimensions,
    "Variant Manufactured On": variant.declarations.manufacturedOn,
    "Variant Best Before": variant.declarations.bestBefore,
    "Variant Batch Number": variant.declarations.batchNumber,
  }));
  const { images } = product;
  const slots: { role: string; key: string; alt?: string }[] = [
    ...(images.front ? [{ role: "front", key: images.front }] : []),
    ...(images.back ? [{ role: "back", key: images.back }] : []),
    ...images.gallery.map((key) => ({ role: "gallery", key })),
    ...(["healing", "benefits", "whyChoose", "waysToClean", "whoWear", "whereHowWear"] as const)
      .filter((role) => images[role])
      .map((role) => ({ role, key: images[role] as string })),
    ...images.stones.map((stone) => ({ role: "stone", key: stone.image, alt: stone.title })),
  ];
  slots.forEach((slot, index) => {
    const image: Row = {
      "Image Src": imageUrl(slot.key),
      "Image Position": index + 1,
      "Image Alt Text": slot.alt || altOf(slot.key),
      "Image Role": slot.role,
    };
    if (rows[index]) Object.assign(rows[index], image);
    else rows.push(image);
  });
  return rows.map((row) => ({ Handle: product._id, ...row }));
}

/** The alt text stored with each of the product's images (the import keeps Shopify's Image Alt Text there). */
async function imageAlts(ctx: AppContext, product: EditableProduct): Promise<Map<string, string>> {
  const { images } = product;
  const keys = [
    images.front,
    images.back,
    ...images.gallery,
    images.healing,
    images.benefits,
    images.whyChoose,
    images.waysToClean,
    images.whoWear,
    images.whereHowWear,
  ].filter((key): key is string => Boolean(key));
  if (keys.length === 0) return new Map();
  const rows = await ctx.db.select({ key: media.key, alt: media.alt }).from(media).where(inArray(media.key, keys));
  return new Map(rows.map((row) => [row.key, row.alt]));
}

/** Every product, as CSV cells in the columns' order, header first; read a page of ids at a time. */
export async function* productCsvRows(ctx: AppContext, baseUrl: string): AsyncGenerator<CsvCell[]> {
  yield [...productCsvColumns];
  const vocabulary = await loadVocabulary(ctx.db);
  // each address ends in the image's own file name, so files saved from them can come back in a ZIP
  const imageUrl = (key: string) => `${baseUrl}${namedMediaUrl(key)}`;
  let after = "";
  for (;;) {
    const page = await ctx.db
      .select({ id: products.id })
      .from(products)
      .where(gt(products.id, after))
      .orderBy(asc(products.id))
      .limit(100);
    if (page.length === 0) return;
    for (const { id } of page) {
      const product = await editableProduct(ctx, id);
      const alts = await imageAlts(ctx, product);
      for (const row of productRows(product, vocabulary, imageUrl, (key) => alts.get(key) ?? ""))
        yield productCsvColumns.map((column) => row[column]);
    }
    after = page[page.length - 1]?.id ?? after;
  }
}

// One product's CSV rows → the admin form's input (core/schemas/admin-products.ts), so the import
// is checked by the same schema and written by the same code as the product form. Problems name the
// CSV row and column. The images are planned here (where each comes from, which slot it fills) and
// fetched or unzipped later; the variants' weights (Variant Grams) become their shipping weights.
import {
  type HindiInputField,
  hindiColumns,
  type ImageRoleName,
  imageRoles,
  importMessages,
  type ProductCsvColumn,
} from "../../../core/catalogue-import.ts";
import { jsonShapeOver } from "../../../core/json-shape.ts";
import { productTodos } from "../../../core/product-todos.ts";
import { type ProductInput, productInputSchema } from "../../../core/schemas/admin-products.ts";
import { mappingSourceKey } from "../../../core/schemas/catalogue-import.ts";
import { cosmeticParentSlug, netQuantityUnitOf } from "../../../core/schemas/declarations.ts";
import type { CsvCells, CsvRow, ProductRows } from "./csv-rows.ts";
import { descriptionFromHtml } from "./description.ts";

export interface Problem {
  row: number;
  column: string;
  message: string;
}

/** Where an image comes from and the slot it fills. */
export interface PlannedImage {
  row: number;
  column: ProductCsvColumn;
  /** An address (http/https) or a file name in the images ZIP. */
  source: string;
  alt: string;
  slot:
    | { kind: "product"; role: ImageRoleName; position: number; title: string }
    | { kind: "variant"; variant: number; role: "front" | "back" | "gallery"; position: number };
}

export interface ParsedProduct {
  handle: string;
  firstRow: number;
  /** The form's input, image keys still to be filled (fillImages). */
  input: ProductInput | null;
  /** Each variant's CSV row. */
  variantRows: number[];
  /** Each variant's weight in grams from Variant Grams (null when not given). */
  grams: (number | null)[];
  images: PlannedImage[];
  problems: Problem[];
  /** An active row that lacks declarations or makes a refused claim comes in as a draft: what it needs. */
  todos: string[];
  /** A Shopify gift card: not a product of the shop, left out. */
  giftCard: boolean;
  /** The Hindi fields whose column the file lacks: an existing product keeps its own (decision 0063). */
  hindiAbsent: HindiInputField[];
}

/**
 * The mapping step's answers the rows are read with: Shopify's category or type text (mappingSourceKey)
 * → shop category, each shop category's HSN and GST (percent) for rows without them, and whether the
 * compare-at price is the M.R.P. (null: not asked, so only the shop's own export's, which carries GST).
 */
export interface ImportAnswers {
  categories: ReadonlyMap<string, number>;
  taxDefaults: ReadonlyMap<number, { hsn: string; tax: number }>;
  compareAtIsMrp: boolean | null;
}

export const noAnswers: ImportAnswers = { categories: new Map(), taxDefaults: new Map(), compareAtIsMrp: null };

export interface LeafCategory {
  id: number;
  /** "crystals > tumbled stones > amethyst", lower case. */
  path: string;
  /** "Crystals > Tumbled Stones > Amethyst", as the shop names them. */
  label: string;
  name: string;
  slug: string;
  /** The parent category's slug ("skin-care": its products are cosmetics). */
  parentSlug: string;
}

const lower = (text: string) => text.trim().replace(/\s+/g, " ").toLowerCase();

/** The leaf category a "Product Category" path or a "Type" names; null when none or several. */
export function findCategory(leaves: readonly LeafCategory[], text: string): LeafCategory | null {
  const wanted = lower(text);
  if (!wanted) return null;
  const segments = wanted.split(">").map((part) => part.trim());
  const full = leaves.find((leaf) => leaf.path === segments.join(" > "));
  if (full) return full;
  const last = segments[segments.length - 1] ?? "";
  const named = leaves.filter((leaf) => lower(leaf.name) === last || leaf.slug === last);
  return named.length === 1 ? (named[0] ?? null) : null;
}

const truthy = new Set(["true", "yes", "y", "1"]);
const falsy = new Set(["false", "no", "n", "0"]);

function list(text: string | undefined): string[] {
  return (text ?? "")
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
}

/** Which rows carry a variant: the first, and any with an option value, SKU or price. */
function isVariantRow(cells: CsvCells, first: boolean): boolean {
  return first || Boolean(cells["Option1 Value"] || cells["Variant SKU"] || cells["Variant Price"]);
}

/** Maps a schema issue's path to the CSV column that holds the value. */
const productColumns: Record<string, ProductCsvColumn> = {
  name: "Title",
  title: "Subtitle",
  description: "Body (HTML)",
  ...hindiColumns,
  sku: "Product SKU",
  categoryId: "Product Category",
  material: "Material",
  tags: "Tags",
  concerns: "Concerns",
  chakras: "Chakras",
  intents: "Intents",
  status: "Status",
  specifications: "Specifications",
  variants: "Variant SKU",
  "declarations.genericName": "Generic Name",
  "declarations.countryOfOrigin": "Country of Origin",
  "declarations.packerRole": "Packer Role",
  "declarations.packerName": "Packer Name",
  "declarations.packerAddress": "Packer Address",
  "declarations.netQuantity": "Net Quantity",
  "declarations.dimensions": "Dimensions",
  "declarations.manufacturedOn": "Manufactured On",
  "declarations.bestBefore": "Best Before",
  "declarations.customerCare": "Customer Care",
  "declarations.cosmetic": "Cosmetic",
  "declarations.ingredients": "Ingredients",
  "declarations.batchNumber": "Batch Number",
  "declarations.licenceNumber": "Licence Number",
};
const variantColumns: Record<string, ProductCsvColumn> = {
  variantname: "Variant Name",
  size: "Variant Size",
  color: "Variant Color",
  sku: "Variant SKU",
  price: "Variant Price",
  mrp: "Variant Compare At Price",
  tax: "GST Rate",
  hsn: "HSN",
  stock: "Variant Inventory Qty",
  specifications: "Variant Specifications",
  "declarations.netQuantity": "Variant Net Quantity",
  "declarations.dimensions": "Variant Dimensions",
  "declarations.manufacturedOn": "Variant Manufactured On",
  "declarations.bestBefore": "Variant Best Before",
  "declarations.batchNumber": "Variant Batch Number",
};

/**
 * Where a claims guard finding's field (core/claims.ts productCopyFields) sits in the file: its
 * column, and its row (a variant's own row for a variant's copy).
 */
export function claimCell(field: string, firstRow: number, variantRows: readonly number[]) {
  const variant = /^variants\.(\d+)\.(variantname|specifications)/.exec(field);
  if (variant)
    return {
      row: variantRows[Number(variant[1])] ?? firstRow,
      column: variant[2] === "variantname" ? "Variant Name" : "Variant Specifications",
    };
  const healing = /^healingProperties\.(first|second|third|fourth)$/.exec(field);
  if (healing)
    return {
      row: firstRow,
      column: `Healing Property ${["first", "second", "third", "fourth"].indexOf(healing[1] ?? "") + 1}`,
    };
  const columns: Record<string, string> = {
    name: "Title",
    title: "Subtitle",
    description: "Body (HTML)",
    ...hindiColumns,
  };
  return { row: firstRow, column: columns[field] ?? (field.startsWith("specifications.") ? "Specifications" : field) };
}

function columnFor(path: readonly PropertyKey[], table: Record<string, ProductCsvColumn>): string {
  const parts = path.map(String);
  for (let length = Math.min(parts.length, 2); length > 0; length--) {
    const column = table[parts.slice(0, length).join(".")];
    if (column) return column;
  }
  return parts.join(".");
}

/** Parses one product's rows; `input` is null when a problem keeps it from being written. */
export function parseProduct(
  product: ProductRows,
  leaves: readonly LeafCategory[],
  answers: ImportAnswers = noAnswers,
): ParsedProduct {
  const problems: Problem[] = [...product.problems];
  const [head] = product.rows;
  const first = head?.cells ?? {};
  const firstRow = head?.row ?? 0;
  const at = (row: number, column: string, message: string) => problems.push({ row, column, message });

  const flag = (row: CsvRow, column: ProductCsvColumn): boolean => {
    const value = lower(row.cells[column] ?? "");
    if (value === "" || falsy.has(value)) return false;
    if (truthy.has(value)) return true;
    at(row.row, column, importMessages.yesNo);
    return false;
  };
  const json = (row: CsvRow, column: ProductCsvColumn): Record<string, string> => {
    const value = row.cells[column];
    if (!value) return {};
    // held to the limits of any client's JSON (issue 32): too deep or too many values reads as not JSON
    if (jsonShapeOver(value) === null) {
      try {
        const parsed: unknown = JSON.parse(value);
        if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) return parsed as Record<string, string>;
      } catch {}
    }
    at(row.row, column, importMessages.json);
    return {};
  };

  if (!first.Title?.trim()) at(firstRow, "Title", importMessages.missingTitle);
  // named as the mapping step asks it: by Type, else by Product Category (mapping.ts)
  const categoryColumn = first.Type?.trim() ? "Type" : "Product Category";
  const categoryText = first[categoryColumn] ?? "";
  // the owner's mapping first (Type, then Product Category: mapping.ts), then the shop's own names
  const mapped = [first.Type, first["Product Category"]]
    .map((text) => answers.categories.get(mappingSourceKey(text ?? "")))
    .find((id) => id !== undefined);
  const category =
    leaves.find((leaf) => leaf.id === mapped) ??
    findCategory(leaves, first["Product Category"] ?? "") ??
    findCategory(leaves, first.Type ?? "") ??
    null;
  const taxDefault = category ? answers.taxDefaults.get(category.id) : undefined;
  if (!category) at(firstRow, categoryColumn, importMessages.category(categoryText));

  const images: PlannedImage[] = [];
  const variantRows: CsvRow[] = [];
  let imageOrder = 0;
  for (const [index, row] of product.rows.entries()) {
    if (isVariantRow(row.cells, index === 0)) variantRows.push(row);
    const src = row.cells["Image Src"]?.trim();
    if (!src) continue;
    imageOrder += 1;
    const position = Number(row.cells["Image Position"]) || imageOrder;
    const named = row.cells["Image Role"]?.trim() ?? "";
    const role = (imageRoles as readonly string[]).find((known) => lower(known) === lower(named)) as
      | ImageRoleName
      | undefined;
    if (named && !role) at(row.row, "Image Role", importMessages.imageRole);
    const slot: ImageRoleName = role ?? (position === 1 ? "front" : position === 2 ? "back" : "gallery");
    const alt = row.cells["Image Alt Text"] ?? "";
    images.push({
      row: row.row,
      column: "Image Src",
      source: src,
      alt,
      slot: { kind: "product", role: slot, position, title: alt },
    });
  }

  const grams: (number | null)[] = [];
  const variants = variantRows.map((row, index) => {
    const cells = row.cells;
    const options = [1, 2, 3]
      .map((n) => ({
        name: lower(cells[`Option${n} Name` as ProductCsvColumn] ?? first[`Option${n} Name` as ProductCsvColumn] ?? ""),
        value: (cells[`Option${n} Value` as ProductCsvColumn] ?? "").trim(),
      }))
      .filter((option) => option.value !== "" && option.value !== "Default Title");
    const option = (...names: string[]) => options.find((entry) => names.includes(entry.name))?.value ?? "";
    const price = cells["Variant Price"]?.trim();
    const compareAt = Number(cells["Variant Compare At Price"]);
    const weight = cells["Variant Grams"]?.trim();
    const gramsValue = weight ? Number(weight) : null;
    if (gramsValue !== null && !(Number.isFinite(gramsValue) && gramsValue >= 0))
      at(row.row, "Variant Grams", importMessages.number);
    grams.push(gramsValue !== null && Number.isFinite(gramsValue) ? gramsValue : null);
    for (const [column, role] of [
      ["Variant Image", "front"],
      ["Variant Back Image", "back"],
    ] as const) {
      const source = cells[column]?.trim();
      if (source)
        images.push({
          row: row.row,
          column,
          source,
          alt: "",
          slot: { kind: "variant", variant: index, role, position: 0 },
        });
    }
    (cells["Variant Gallery Images"] ?? "")
      .split(/\s+/)
      .filter(Boolean)
      .forEach((source, position) => {
        images.push({
          row: row.row,
          column: "Variant Gallery Images",
          source,
          alt: "",
          slot: { kind: "variant", variant: index, role: "gallery", position },
        });
      });
    return {
      variantname: cells["Variant Name"] || options.map((entry) => entry.value).join(" / ") || "Default",
      // the shop stores a variant without a size as "Default" (catalogue/admin-write.ts)
      size: cells["Variant Size"] ?? (option("size") || "Default"),
      color: cells["Variant Color"] ?? option("color", "colour"),
      sku: cells["Variant SKU"]?.trim() || `${product.handle}-${index + 1}`.toUpperCase().slice(0, 60),
      price,
      // Shopify shows no saving unless the compare-at price is above the price; and most Shopify
      // shops put a "was" price there, not the legal M.R.P.: used only when the owner says so
      // (or, not asked, when the row is the shop's own export, which carries its GST rate)
      mrp:
        (answers.compareAtIsMrp ?? Boolean(cells["GST Rate"])) &&
        Number.isFinite(compareAt) &&
        compareAt > Number(price)
          ? compareAt
          : price,
      tax: cells["GST Rate"]?.replace("%", "").trim() || (taxDefault ? String(taxDefault.tax) : undefined),
      hsn: cells.HSN?.trim() || taxDefault?.hsn || "",
      stock: cells["Variant Inventory Qty"]?.trim() || "0",
      // Shopify writes 0 for a variant nobody weighed; the shop's "not weighed" is empty
      weightGrams: gramsValue !== null && Number.isFinite(gramsValue) && gramsValue > 0 ? Math.round(gramsValue) : "",
      featureProduct: flag(row, "Variant Feature Product"),
      bestSeller: flag(row, "Variant Best Seller"),
      specifications: json(row, "Variant Specifications"),
      images: { front: null, back: null, gallery: [] },
      declarations: {
        netQuantity: {
          value: cells["Variant Net Quantity"] ?? "",
          unit: netQuantityUnitOf(cells["Variant Net Quantity Unit"] || "g"),
        },
        dimensions: cells["Variant Dimensions"] ?? "",
        manufacturedOn: cells["Variant Manufactured On"] ?? "",
        bestBefore: cells["Variant Best Before"] ?? "",
        batchNumber: cells["Variant Batch Number"] ?? "",
      },
    };
  });

  const headRow: CsvRow = head ?? { row: 0, cells: {} };
  const statusText = lower(first.Status ?? "");
  const published = lower(first.Published ?? "");
  const status =
    statusText === "active" && !falsy.has(published)
      ? "active"
      : statusText
        ? "draft"
        : falsy.has(published)
          ? "draft"
          : "active";
  const raw = {
    name: first.Title ?? "",
    // the product's visible subtitle: the shop's own column; Shopify's SEO Title is a search snippet
    title: first.Subtitle ?? "",
    description: descriptionFromHtml(first["Body (HTML)"] ?? ""),
    nameHi: first["Title (Hindi)"] ?? "",
    titleHi: first["Subtitle (Hindi)"] ?? "",
    descriptionHi: descriptionFromHtml(first["Body (HTML) (Hindi)"] ?? ""),
    sku: first["Product SKU"]?.trim() || product.handle.toUpperCase().slice(0, 60),
    categoryId: category?.id ?? 0,
    material: first.Material ?? "",
    tags: list(first.Tags),
    concerns: list(first.Concerns),
    chakras: list(first.Chakras),
    intents: list(first.Intents),
    healingProperties: {
      first: first["Healing Property 1"] ?? "",
      second: first["Healing Property 2"] ?? "",
      third: first["Healing Property 3"] ?? "",
      fourth: first["Healing Property 4"] ?? "",
    },
    specifications: json(headRow, "Specifications"),
    featureProduct: flag(headRow, "Feature Product"),
    bestSeller: flag(headRow, "Best Seller"),
    status,
    variants,
    declarations: {
      genericName: first["Generic Name"] ?? "",
      countryOfOrigin: first["Country of Origin"] ?? "",
      packerRole: lower(first["Packer Role"] ?? "") || "manufacturer",
      packerName: first["Packer Name"] ?? "",
      packerAddress: first["Packer Address"] ?? "",
      netQuantity: { value: first["Net Quantity"] ?? "", unit: netQuantityUnitOf(first["Net Quantity Unit"] || "g") },
      dimensions: first.Dimensions ?? "",
      manufacturedOn: first["Manufactured On"] ?? "",
      bestBefore: first["Best Before"] ?? "",
      customerCare: first["Customer Care"] ?? "",
      // a Shopify file has no Cosmetic column: a product of the cosmetics' category is one
      cosmetic: first.Cosmetic ? flag(headRow, "Cosmetic") : category?.parentSlug === cosmeticParentSlug,
      ingredients: first.Ingredients ?? "",
      batchNumber: first["Batch Number"] ?? "",
      licenceNumber: first["Licence Number"] ?? "",
    },
  };

  // an active row the label or the claims guard would stop comes in as a draft with its to-dos
  let parsed = productInputSchema.safeParse(raw);
  let todos: string[] = [];
  if (raw.status === "active") {
    const draft = productInputSchema.safeParse({ ...raw, status: "draft" });
    if (draft.success) {
      // warnings are weighed when the row is planned, beside what the existing product acknowledged
      todos = productTodos(draft.data, { warnings: false });
      if (todos.length > 0) parsed = draft;
    }
  }
  if (!parsed.success) {
    todos = [];
    for (const issue of parsed.error.issues) {
      const [top, index, ...rest] = issue.path;
      if (top === "variants" && typeof index === "number") {
        const row = variantRows[index];
        // an M.R.P. copied from a bad price: the price's problem says it
        if (rest[0] === "mrp" && !row?.cells["Variant Compare At Price"]) continue;
        // no category, so no default HSN and GST: the category's problem says it
        if ((rest[0] === "tax" || rest[0] === "hsn") && !category) continue;
        at(row?.row ?? firstRow, columnFor(rest, variantColumns), issue.message);
      } else if (!(top === "categoryId" && !category)) {
        at(firstRow, columnFor(issue.path, productColumns), issue.message);
      }
    }
  }
  return {
    handle: product.handle,
    firstRow,
    input: parsed.success && problems.length === 0 ? parsed.data : null,
    variantRows: variantRows.map((row) => row.row),
    grams,
    images,
    todos,
    giftCard: truthy.has(lower(first["Gift Card"] ?? "")),
    hindiAbsent: (Object.keys(hindiColumns) as HindiInputField[]).filter(
      (field) => first[hindiColumns[field]] === undefined && !product.columns?.includes(hindiColumns[field]),
    ),
    // one problem per cell: the first found says it (a bad price is not also a bad M.R.P. copied from it)
    problems: problems
      .filter(
        (problem, index) =>
          problems.findIndex((other) => other.row === problem.row && other.column === problem.column) === index,
      )
      .sort((a, b) => a.row - b.row),
  };
}

/** The input with its images' keys filled in, slot by slot; images without a key are left out. */
export function withImages(input: ProductInput, images: readonly PlannedImage[], keys: readonly (string | null)[]) {
  const result: ProductInput = structuredClone(input);
  const product = images
    .map((image, index) => ({ image, key: keys[index] }))
    .filter((entry): entry is { image: PlannedImage; key: string } => Boolean(entry.key))
    .sort((a, b) => a.image.slot.position - b.image.slot.position);
  for (const { image, key } of product) {
    const slot = image.slot;
    if (slot.kind === "variant") {
      const variant = result.variants[slot.variant];
      if (!variant) continue;
      if (slot.role === "gallery") {
        if (variant.images.gallery.length < 2) variant.images.gallery.push(key);
      } else variant.images[slot.role] = key;
      continue;
    }
    const { role } = slot;
    if (role === "gallery") {
      if (result.images.gallery.length < 8) result.images.gallery.push(key);
    } else if (role === "stone") {
      if (result.images.stones.length < 12) result.images.stones.push({ title: slot.title || "Stone", image: key });
    } else if (!result.images[role]) result.images[role] = key;
    else if (result.images.gallery.length < 8) result.images.gallery.push(key);
  }
  return result;
}

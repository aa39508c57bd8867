// Shopify's product CSV as the shop reads and writes it (docs/decisions/0032-moving-in-from-shopify.md):
// Shopify's own columns, the shop's extra ones for what Shopify lacks (GST, HSN, the label's
// declarations, concerns, chakras, intents), the header names newer Shopify exports use, and the
// upload's limits and messages. Export writes `productCsvColumns` in this order; import reads any order.

/** Shopify's product CSV columns (help.shopify.com, "Using CSV files to import and export products"). */
export const shopifyColumns = [
  "Handle",
  "Title",
  "Body (HTML)",
  "Vendor",
  "Product Category",
  "Type",
  "Tags",
  "Published",
  "Option1 Name",
  "Option1 Value",
  "Option2 Name",
  "Option2 Value",
  "Option3 Name",
  "Option3 Value",
  "Variant SKU",
  "Variant Grams",
  "Variant Inventory Tracker",
  "Variant Inventory Qty",
  "Variant Inventory Policy",
  "Variant Fulfillment Service",
  "Variant Price",
  "Variant Compare At Price",
  "Variant Requires Shipping",
  "Variant Taxable",
  "Variant Barcode",
  "Image Src",
  "Image Position",
  "Image Alt Text",
  "Gift Card",
  "SEO Title",
  "SEO Description",
  "Variant Image",
  "Variant Weight Unit",
  "Cost per item",
  "Status",
] as const;

/** The shop's own columns: what Shopify has no place for. */
export const shopColumns = [
  "Product SKU",
  "Subtitle",
  // the Hindi copy (decision 0063): what /hi pages show instead of Title, Subtitle and Body (HTML)
  "Title (Hindi)",
  "Subtitle (Hindi)",
  "Body (HTML) (Hindi)",
  "Material",
  "Concerns",
  "Chakras",
  "Intents",
  "Feature Product",
  "Best Seller",
  "Healing Property 1",
  "Healing Property 2",
  "Healing Property 3",
  "Healing Property 4",
  "Specifications",
  "Generic Name",
  "Country of Origin",
  "Packer Role",
  "Packer Name",
  "Packer Address",
  "Net Quantity",
  "Net Quantity Unit",
  "Dimensions",
  "Manufactured On",
  "Best Before",
  "Customer Care",
  "Cosmetic",
  "Ingredients",
  "Batch Number",
  "Licence Number",
  "Image Role",
  "Variant Name",
  "Variant Size",
  "Variant Color",
  "HSN",
  "GST Rate",
  "Variant Feature Product",
  "Variant Best Seller",
  "Variant Specifications",
  "Variant Net Quantity",
  "Variant Net Quantity Unit",
  "Variant Dimensions",
  "Variant Manufactured On",
  "Variant Best Before",
  "Variant Batch Number",
  "Variant Back Image",
  "Variant Gallery Images",
] as const;

export const productCsvColumns = [...shopifyColumns, ...shopColumns] as const;
export type ProductCsvColumn = (typeof productCsvColumns)[number];

/** Header names of Shopify's newer exports, and a few spellings people type, read as the classic ones. */
export const columnAliases: Readonly<Record<string, ProductCsvColumn>> = {
  "url handle": "Handle",
  description: "Body (HTML)",
  "published on online store": "Published",
  sku: "Variant SKU",
  "weight value (grams)": "Variant Grams",
  "inventory quantity": "Variant Inventory Qty",
  price: "Variant Price",
  "compare-at price": "Variant Compare At Price",
  "product image url": "Image Src",
  "variant image url": "Variant Image",
  "gst rate (%)": "GST Rate",
  "hsn code": "HSN",
  "country of origin": "Country of Origin",
  "name (hindi)": "Title (Hindi)",
  "description (hindi)": "Body (HTML) (Hindi)",
};

/** The Hindi copy's columns, by the product input's field they fill (decision 0063). */
export const hindiColumns = {
  nameHi: "Title (Hindi)",
  titleHi: "Subtitle (Hindi)",
  descriptionHi: "Body (HTML) (Hindi)",
} as const satisfies Record<string, ProductCsvColumn>;
export type HindiInputField = keyof typeof hindiColumns;

/** The column a header names (case and spaces ignored), or null for a column the shop does not read. */
export function columnOf(header: string): ProductCsvColumn | null {
  const key = header.trim().replace(/\s+/g, " ").toLowerCase();
  const known = productCsvColumns.find((column) => column.toLowerCase() === key);
  return known ?? columnAliases[key] ?? null;
}

/** Image roles the "Image Role" column may name (the product form's image slots). */
export const imageRoles = [
  "front",
  "back",
  "gallery",
  "healing",
  "benefits",
  "whyChoose",
  "waysToClean",
  "whoWear",
  "whereHowWear",
  "stone",
] as const;
export type ImageRoleName = (typeof imageRoles)[number];

/** The upload's limits: the one place these numbers live (the body limit and the form reader use them). */
export const importLimits = {
  csvBytes: 20 * 1024 * 1024,
  zipBytes: 80 * 1024 * 1024,
} as const;

export const importMessages = {
  noFile: "Choose the product CSV file (Shopify's product export).",
  tooLarge: "The CSV may be at most 20 MB and the images ZIP at most 80 MB.",
  tooManyFiles: "Send one CSV and at most one ZIP of images.",
  notZip: "The images file is not a ZIP archive.",
  noHeader: "The file has no Handle or Title column: is it Shopify's product CSV?",
  unreadable: (detail: string) => `The CSV could not be read: ${detail}`,
  handleAgain: "Rows of this handle appear again after another product's rows; keep each product's rows together.",
  missingTitle: "The first row of a handle needs a Title.",
  category: (name: string) =>
    name ? `Unknown category "${name}": use one of the shop's categories` : "Give a Product Category or Type",
  number: "Enter a number",
  yesNo: "Enter TRUE or FALSE",
  json: 'Enter JSON: {"key": "value"}',
  imageRole: `Use one of: ${imageRoles.join(", ")}`,
  imageMissing: (name: string) => `No image "${name}" in the ZIP and no address to fetch it from`,
  imageUnreachable: (url: string) => `The image at ${url} could not be fetched`,
  imageNotFetched: (url: string, reason: string) => `The image at ${url} was not fetched: ${reason}`,
  imageRefused: (detail: string) => `The image was refused: ${detail}`,
  matchedOther: "This handle's SKU belongs to another product: the rows were matched to it",
  giftCard: "A Shopify gift card is not a product of this shop: the rows were left out",
  drafted: (todos: readonly string[]) =>
    `Came in as a draft: ${todos.map((todo) => todo.replace(/\.$/, "")).join("; ")}. It goes on sale once you fill these in and set it active.`,
  noMapping: "Map each Shopify category and type to one of the shop's categories.",
  unknownCategory: "Choose one of the shop's categories.",
} as const;

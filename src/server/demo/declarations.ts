// The demo catalogue's label declarations (decision 0023): every demo product is complete, so the
// shop that starts from a fresh clone shows lawful product pages. Finished goods are made by the
// shop's artisans in India; loose stones, palo santo and white sage are imported, so the
// country-of-origin filter has something to filter.
import { findIndianState } from "../../core/india.ts";
import type { NetQuantity, ProductDeclarations, VariantDeclarations } from "../../core/schemas/declarations.ts";
import type { ProductEntry } from "./product-entry.ts";
import type { VariantOption } from "./product-kind.ts";
import { kindOf } from "./product-kinds.ts";
import { stoneOf } from "./stones.ts";

const workshops: Record<string, { name: string; address: string }> = {
  "skin-care": {
    name: "Sattva Naturals (manufacturer)",
    address: "Plot 14, Dhalwala Industrial Area, Rishikesh, Uttarakhand 249201, India",
  },
  "sacred-rituals": {
    name: "Sattva Naturals (manufacturer)",
    address: "Plot 14, Dhalwala Industrial Area, Rishikesh, Uttarakhand 249201, India",
  },
  default: {
    name: "Sattva Crafts (manufacturer)",
    address: "22 Johari Bazaar, Jaipur, Rajasthan 302003, India",
  },
};

const importer = {
  name: "Sattva Crafts (importer)",
  address: "22 Johari Bazaar, Jaipur, Rajasthan 302003, India",
};

/** Where the goods themselves come from, for the kinds sold as they were found or grown. */
const importedKinds: Partial<Record<ProductEntry["kind"], string>> = {
  "palo-santo": "Peru",
  sage: "United States",
};

/** Loose stones are sold as mined: their country is the stone's ("Brazil and Zambia" → Brazil). */
const looseStoneKinds = new Set<ProductEntry["kind"]>(["tumble", "charging"]);

function stoneCountry(origin: string): string {
  const first = origin.split(/ and |\(|,/)[0]?.trim() ?? "India";
  return first === "India" || findIndianState(first) ? "India" : first;
}

/** The country a demo product is declared as made in (its label's country of origin). */
export function countryOf(entry: ProductEntry): string {
  if (entry.country) return entry.country;
  const imported = importedKinds[entry.kind];
  if (imported) return imported;
  const main = entry.stones?.[0];
  if (looseStoneKinds.has(entry.kind) && main) return stoneCountry(stoneOf(main).origin);
  return "India";
}

const cosmetics: Partial<Record<ProductEntry["kind"], string>> = {
  soap: "Saponified coconut oil, olive oil and castor oil, kaolin clay, glycerin, essential oils, crystal-infused water",
  "body-oil": "Sweet almond oil, jojoba oil, vitamin E (tocopherol), essential oils",
  "body-cream": "Shea butter, cocoa butter, coconut oil, beeswax, vitamin E (tocopherol), essential oils",
};

/**
 * Kinds sold by the piece, as real sellers declare them: jewellery (a bracelet, a pendant, a ring, a
 * mala) and single objects (a heart, a tree, a wand, a lamp). Their weight is only for shipping; a
 * unit price per gram of a bracelet means nothing to a shopper (issue 32 point 10).
 */
const soldByPiece: ReadonlySet<string> = new Set([
  "bracelet",
  "pendant",
  "ring",
  "mala",
  "heart",
  "tree",
  "lamp",
  "pendulum",
  "wand",
  "gua-sha",
  "roller",
  "zibu",
  "plate",
  "charging",
  "cluster",
]);

/**
 * "100 g", "50 ml", "1.5 kg": a pack weighed or measured; a kind sold by the piece, and anything else
 * (ranges, beads), by number.
 */
export function netQuantityOf(option: VariantOption, kind?: ProductEntry["kind"]): NetQuantity {
  const counted = /(\d+) (?:pieces|sticks|stones)/.exec(`${option.label} ${option.size}`);
  if (kind && soldByPiece.has(kind)) return { value: counted?.[1] ? Number(counted[1]) : 1, unit: "pieces" };
  const measured = /^(\d+(?:\.\d+)?) (g|kg|ml)$/.exec(option.weight);
  if (measured?.[1] && measured[2]) return { value: Number(measured[1]), unit: measured[2] as "g" | "kg" | "ml" };
  return { value: counted?.[1] ? Number(counted[1]) : 1, unit: "pieces" };
}

export function productDeclarationsOf(entry: ProductEntry, parentSlug: string): ProductDeclarations {
  const kind = kindOf(entry.kind);
  const country = countryOf(entry);
  const maker = country === "India" ? (workshops[parentSlug] ?? workshops.default) : importer;
  const ingredients = cosmetics[entry.kind] ?? "";
  return {
    genericName: kind.productType,
    countryOfOrigin: country,
    packerRole: country === "India" ? "manufacturer" : "importer",
    packerName: maker?.name ?? "",
    packerAddress: maker?.address ?? "",
    netQuantity: { value: null, unit: "g" },
    dimensions: "",
    manufacturedOn: "October 2026",
    bestBefore: ingredients ? "September 2028" : "",
    customerCare: "",
    cosmetic: Boolean(ingredients),
    ingredients,
    batchNumber: "",
    licenceNumber: ingredients ? "UK/COS/2024/0147" : "",
  };
}

export function variantDeclarationsOf(entry: ProductEntry, option: VariantOption, sku: string): VariantDeclarations {
  const sized = /\d\s*(mm|cm|inch)/.test(option.size);
  return {
    netQuantity: netQuantityOf(option, entry.kind),
    dimensions: sized ? option.size : "",
    manufacturedOn: "",
    bestBefore: "",
    batchNumber: cosmetics[entry.kind] ? `B2610-${sku}` : "",
  };
}

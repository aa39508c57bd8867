// Turns the demo product entries into rows: products, variants (prices, M.R.P., GST, HSN, stock,
// SKUs) and product images, using each product's type and stones for what they share.

import type { TagKind } from "../../core/catalogue.ts";
import { madeInIndia } from "../../core/india.ts";
import { mediaUrl } from "../../core/media.ts";
import type { productImages, products, variants } from "../db/schema.ts";
import type { CategoryIds } from "./catalogue-tree.ts";
import { productDeclarationsOf, variantDeclarationsOf } from "./declarations.ts";
import { hindiProductCopy } from "./hindi-copy.ts";
import type { ImagePlan } from "./images.ts";
import type { ProductEntry } from "./product-entry.ts";
import { kindOf } from "./product-kinds.ts";
import type { Random } from "./random.ts";
import { stoneOf } from "./stones.ts";
import type { TermIds } from "./tag-terms.ts";

type ProductRow = typeof products.$inferInsert;
type VariantRow = typeof variants.$inferInsert & { id: string };
type ProductImageRow = typeof productImages.$inferInsert;

export interface BuiltCatalogue {
  products: ProductRow[];
  variants: VariantRow[];
  images: ProductImageRow[];
}

const parentCodes: Record<string, string> = {
  "skin-care": "BS",
  "aura-jewels": "AJ",
  "divine-crystals": "DC",
  "sacred-rituals": "SR",
};

const artisans: Record<string, string> = {
  "skin-care":
    "Our soaps and body care are made in small batches by a collective of women artisans in Rishikesh, who stir, pour, cut and wrap every bar by hand and are paid fairly for their craft.",
  "aura-jewels":
    "Every bracelet, pendant and ring is strung or set by our women artisans in Jaipur, many of whom learned their craft at home and now support their families with it.",
  "divine-crystals":
    "Our crystals are chosen stone by stone, then shaped, wired and polished by women artisans in Jaipur and Khambhat, the city that has cut stone for four thousand years.",
  "sacred-rituals":
    "Our candles are hand-poured and our ritual kits packed by women artisans in Rishikesh, working in small batches so every piece is made with care and intention.",
};

/** Rupees to a shelf price that ends in 9: 1,249, 899, 449. */
function shelfPrice(rupees: number): number {
  if (rupees < 100) return Math.max(9, Math.round(rupees / 10) * 10 - 1);
  return Math.round(rupees / 50) * 50 - 1;
}

/** An M.R.P. 15–50% above the price (so 13–33% off), rounded up to end in 49 or 99. */
function mrpFor(price: number, uplift: number): number {
  return Math.max(price + 50, Math.ceil((price * uplift) / 50) * 50 - 1);
}

/**
 * A variant's shipping weight from its label's weight: "200 g", "1.5 kg", a range's heavier end
 * ("90–120 g"), millilitres of oil in a glass bottle about a third heavier again; null when unreadable.
 */
export function shippingGrams(weight: string): number | null {
  const match = /([\d.]+)\s*(kg|g|ml)\b/i.exec(weight.replace(/^[\d.]+\s*[–-]\s*/, ""));
  if (!match?.[1] || !match[2]) return null;
  const amount = Number(match[1]);
  const unit = match[2].toLowerCase();
  const grams = unit === "kg" ? amount * 1000 : unit === "ml" ? amount * 1.3 : amount;
  return Number.isFinite(grams) && grams > 0 ? Math.ceil(grams) : null;
}

function stockFor(random: Random): number {
  const roll = random.next();
  if (roll < 0.06) return 0;
  if (roll < 0.14) return random.int(1, 4);
  return random.int(8, 75);
}

/** A one-of-a-kind piece is the one piece (the draw is still made, so later products keep theirs). */
function stockOf(entry: ProductEntry, random: Random): number {
  const drawn = stockFor(random);
  return entry.oneOfAKind ? 1 : drawn;
}

function description(entry: ProductEntry): string {
  return `${entry.story} ${kindOf(entry.kind).closing}`;
}

function termIdsOf(entry: ProductEntry, terms: TermIds): number[] {
  const kind = kindOf(entry.kind);
  const stoneList = (entry.stones ?? []).map(stoneOf);
  const concerns = new Set([
    ...(entry.concerns ?? []),
    ...stoneList.flatMap((s) => s.concerns),
    ...(kind.concerns ?? []),
  ]);
  const chakras = new Set(
    entry.chakras ?? (stoneList.length ? stoneList.flatMap((s) => s.chakras) : (kind.chakras ?? [])),
  );
  const intents = new Set([...kind.intents, ...(entry.intents ?? [])]);
  const ids = (kind: TagKind, names: Iterable<string>) =>
    [...names].map((name) => {
      const id = terms[kind].get(name);
      if (id === undefined) throw new Error(`Unknown ${kind} "${name}" on ${entry.id}`);
      return id;
    });
  // combinations would otherwise claim every concern their stones have: keep the leading ones
  return [...ids("concern", [...concerns].slice(0, 5)), ...ids("chakra", chakras), ...ids("intent", intents)];
}

export function buildCatalogue(
  entries: readonly ProductEntry[],
  categories: CategoryIds,
  terms: TermIds,
  images: ImagePlan,
  random: Random,
): BuiltCatalogue {
  const built: BuiltCatalogue = { products: [], variants: [], images: [] };
  const counters = new Map<string, number>();
  const ids = new Set<string>();
  for (const entry of entries) {
    if (ids.has(entry.id)) throw new Error(`Duplicate demo product id ${entry.id}`);
    ids.add(entry.id);
    const kind = kindOf(entry.kind);
    const categorySlug = entry.category ?? kind.category;
    const place = categories.placement.get(categorySlug);
    if (!place) throw new Error(`Unknown category ${categorySlug} on ${entry.id}`);
    const code = parentCodes[place.parentSlug] ?? "XX";
    const number = (counters.get(code) ?? 0) + 1;
    counters.set(code, number);
    const sku = `SAT-${code}-${String(number).padStart(3, "0")}`;
    const stoneList = (entry.stones ?? []).map(stoneOf);
    const main = stoneList[0];
    const material = entry.material ?? kind.material;
    const tax = entry.tax ?? kind.tax;
    const plan = images.byProduct.get(entry.id);
    if (!plan) throw new Error(`No images planned for ${entry.id}`);

    const declarations = productDeclarationsOf(entry, place.parentSlug);
    const specifications: Record<string, string> = {
      "Product type": kind.productType,
      ...(stoneList.length ? { Stone: stoneList.map((s) => s.name).join(", ") } : {}),
      ...(main ? { "Stone origin": main.origin } : {}),
      Material: material,
      ...kind.specifications,
      ...entry.specifications,
      Packaging: kind.packaging,
      "Made in": declarations.countryOfOrigin,
      HSN: tax.hsn,
    };
    const healing = entry.healing ?? main?.healing ?? kind.healing;
    if (!healing) throw new Error(`No healing properties for ${entry.id}`);

    built.products.push({
      id: entry.id,
      name: entry.name,
      title: entry.title,
      description: description(entry),
      nameHi: hindiProductCopy[entry.id]?.name ?? null,
      titleHi: hindiProductCopy[entry.id]?.title ?? null,
      descriptionHi: hindiProductCopy[entry.id]?.description ?? null,
      sku,
      parentCategoryId: place.parentId,
      subCategoryId: place.subCategoryId,
      categoryId: place.categoryId,
      tags: [...entry.tags],
      termIds: termIdsOf(entry, terms),
      material,
      healingProperties: healing,
      specifications,
      productDescriptions: [
        main
          ? { title: `About ${main.name}`, text: main.about, image: mediaUrl(plan.detail) }
          : {
              title: "Why you'll love it",
              text: `${healing.first}. ${healing.second}. ${healing.third}. ${healing.fourth}.`,
              image: mediaUrl(plan.detail),
            },
        { title: "How to use", text: kind.howToUse, image: mediaUrl(plan.back) },
        madeInIndia(declarations.countryOfOrigin)
          ? {
              title: "Handmade by women artisans",
              text: artisans[place.parentSlug] ?? "",
              image: mediaUrl(plan.giftBox),
            }
          : {
              title: `From ${declarations.countryOfOrigin}`,
              text: `Made in ${declarations.countryOfOrigin} and imported by us: we check, cleanse and pack every piece by hand in Jaipur before it travels to you.`,
              image: mediaUrl(plan.giftBox),
            },
      ],
      faq: kind.faq.map((item) => ({ ...item })),
      declarations,
      featureProduct: entry.featured ?? false,
      bestSeller: entry.bestSeller ?? false,
      oneOfAKind: entry.oneOfAKind ?? false,
      status: "active",
    });

    const uplift = random.between(1.15, 1.5);
    const options = entry.variants ?? kind.variants;
    options.forEach((option, position) => {
      const price = option.factor === 1 ? entry.price : shelfPrice(entry.price * option.factor);
      built.variants.push({
        id: random.uuid(),
        productId: entry.id,
        position,
        variantname: option.label,
        sku: `${sku}-${position + 1}`,
        size: option.size,
        color: entry.colour ?? main?.colour ?? "",
        price: price * 100,
        mrp: mrpFor(price, uplift) * 100,
        gstRate: tax.gstRate,
        hsn: tax.hsn,
        stock: stockOf(entry, random),
        weightGrams: shippingGrams(option.weight),
        specifications: {
          material,
          productType: kind.productType,
          ...(entry.kind === "bracelet" ? { beadSize: option.size } : {}),
          size: option.size,
          color: entry.colour ?? main?.colour ?? "",
          weight: option.weight,
          packaging: kind.packaging,
        },
        declarations: variantDeclarationsOf(entry, option, `${sku}-${position + 1}`),
        subscribeEvery: kind.subscribe?.everyMonths ?? [],
        subscribeDiscount: kind.subscribe?.discount ?? 0,
        featureProduct: entry.featured ?? false,
        bestSeller: entry.bestSeller ?? false,
      });
    });

    const image = (role: ProductImageRow["role"], mediaKey: string, position = 0, title?: string): ProductImageRow => ({
      productId: entry.id,
      role,
      mediaKey,
      position,
      ...(title ? { title } : {}),
    });
    built.images.push(image("front", plan.front), image("back", plan.back));
    built.images.push(...plan.gallery.map((key, position) => image("gallery", key, position)));
    built.images.push(...plan.stones.map((stone, position) => image("stone", stone.key, position, stone.title)));
    for (const [role, key] of Object.entries(plan.posters)) {
      if (key) built.images.push(image(role as ProductImageRow["role"], key));
    }
  }
  return built;
}

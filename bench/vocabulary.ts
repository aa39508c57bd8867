// The words the synthetic catalogue is made of: the shop's category tree (4 parents, 9 sub-categories,
// 25 categories, as in src/server/demo/catalogue-tree.ts) with what each category sells, the
// concern / chakra / intent vocabularies (from demo/tag-terms.ts), and the stones and scents
// product names are built from. The benchmark's queries use the same words.
import { type ParentSlug, parentCategories } from "../src/core/catalogue.ts";
import * as shopTerms from "../src/server/demo/tag-terms.ts";

/** What a product is made of decides its names, sizes, prices, GST rate and HSN code. */
export type ProductKind = "crystal" | "tumble" | "jewellery" | "soap" | "cream" | "candle" | "lamp" | "herb";

export interface KindRules {
  /** Shelf price range of the first variant, rupees. */
  rupees: [number, number];
  /** GST rate in basis points (3% = 300). */
  gstRate: number;
  hsn: string;
  /** Variant names, one per variant position. */
  sizes: [string, string, string];
  material: string;
}

export const kindRules: Record<ProductKind, KindRules> = {
  crystal: {
    rupees: [299, 2999],
    gstRate: 300,
    hsn: "7103",
    sizes: ["Small", "Medium", "Large"],
    material: "Crystals",
  },
  tumble: { rupees: [149, 999], gstRate: 25, hsn: "7103", sizes: ["50 g", "100 g", "250 g"], material: "Crystals" },
  jewellery: { rupees: [499, 4999], gstRate: 300, hsn: "7117", sizes: ["6 mm", "8 mm", "10 mm"], material: "Crystals" },
  cream: {
    rupees: [299, 1299],
    gstRate: 1800,
    hsn: "3304",
    sizes: ["50 ml", "100 ml", "200 ml"],
    material: "Botanical oils",
  },
  soap: { rupees: [149, 599], gstRate: 500, hsn: "3401", sizes: ["75 g", "100 g", "Pack of 3"], material: "Soap" },
  candle: { rupees: [249, 1499], gstRate: 500, hsn: "3406", sizes: ["Small", "Medium", "Large"], material: "Soy wax" },
  lamp: {
    rupees: [799, 3999],
    gstRate: 1800,
    hsn: "9405",
    sizes: ["Small", "Medium", "Large"],
    material: "Himalayan salt",
  },
  herb: {
    rupees: [199, 899],
    gstRate: 500,
    hsn: "1211",
    sizes: ["Single", "Pack of 3", "Pack of 6"],
    material: "Herbs",
  },
};

export interface CategorySpec {
  name: string;
  /** The noun in product names ("Crystal Bracelet"). */
  noun: string;
  kind: ProductKind;
}

export interface SubCategorySpec {
  name: string;
  categories: CategorySpec[];
}

export interface ParentSpec {
  name: string;
  slug: ParentSlug;
  subCategories: SubCategorySpec[];
}

const parentName = (slug: ParentSlug) => parentCategories.find((parent) => parent.slug === slug)?.name ?? slug;

export const categoryTree: ParentSpec[] = [
  {
    name: parentName("skin-care"),
    slug: "skin-care",
    subCategories: [
      {
        name: "Body Soaps",
        categories: [
          { name: "Clay Soap", noun: "Clay Soap", kind: "soap" },
          { name: "Scrub Soap", noun: "Scrub Soap", kind: "soap" },
          { name: "Therapeutic Soap", noun: "Therapeutic Soap", kind: "soap" },
          { name: "Fruit Soap", noun: "Fruit Soap", kind: "soap" },
        ],
      },
      {
        name: "Body Care",
        categories: [
          { name: "Body Oil", noun: "Body Oil", kind: "cream" },
          { name: "Body Butter & Cream", noun: "Body Butter", kind: "cream" },
        ],
      },
    ],
  },
  {
    name: parentName("aura-jewels"),
    slug: "aura-jewels",
    subCategories: [
      {
        name: "Crystal Bracelets",
        categories: [
          { name: "Crystal Bracelet", noun: "Crystal Bracelet", kind: "jewellery" },
          { name: "Chakra Bracelet", noun: "Chakra Bracelet", kind: "jewellery" },
          { name: "Combo Bracelet", noun: "Combo Bracelet", kind: "jewellery" },
        ],
      },
      {
        name: "Wearables",
        categories: [
          { name: "Pendant", noun: "Pendant", kind: "jewellery" },
          { name: "Ring", noun: "Ring", kind: "jewellery" },
        ],
      },
    ],
  },
  {
    name: parentName("divine-crystals"),
    slug: "divine-crystals",
    subCategories: [
      {
        name: "Tumbles & Kits",
        categories: [
          { name: "Crystal Tumble", noun: "Tumble Stones", kind: "tumble" },
          { name: "Tumble Kits", noun: "Tumble Kit", kind: "tumble" },
        ],
      },
      {
        name: "Crystal Decor",
        categories: [
          { name: "Crystal Tree", noun: "Crystal Tree", kind: "crystal" },
          { name: "Crystal Heart", noun: "Crystal Heart", kind: "crystal" },
          { name: "Zibu Coin", noun: "Zibu Coin", kind: "crystal" },
        ],
      },
      {
        name: "Healing Tools",
        categories: [
          { name: "Crystal Mala", noun: "Mala", kind: "jewellery" },
          { name: "Crystal Roller", noun: "Face Roller", kind: "crystal" },
          { name: "Gua Sha", noun: "Gua Sha", kind: "crystal" },
          { name: "Pendulum", noun: "Pendulum", kind: "crystal" },
        ],
      },
    ],
  },
  {
    name: parentName("sacred-rituals"),
    slug: "sacred-rituals",
    subCategories: [
      {
        name: "Cleansing Tools",
        categories: [
          { name: "Charging Crystal", noun: "Charging Plate", kind: "crystal" },
          { name: "Sage", noun: "Smudge Stick", kind: "herb" },
          { name: "Palo Santo", noun: "Palo Santo Sticks", kind: "herb" },
        ],
      },
      {
        name: "Candles & Lamps",
        categories: [
          { name: "Candle", noun: "Soy Candle", kind: "candle" },
          { name: "Lamp", noun: "Salt Lamp", kind: "lamp" },
        ],
      },
    ],
  },
];

/** Concerns of soaps and body care: the shop's last five (demo/tag-terms.ts). */
const skinConcerns = shopTerms.concerns.slice(-5);

/** Concerns of crystals, jewellery and rituals: all the others. */
const crystalConcerns = shopTerms.concerns.slice(0, -5);

/** The shop's vocabularies (demo/tag-terms.ts), as plain word lists. */
export const concerns: readonly string[] = shopTerms.concerns;
export const chakras: readonly string[] = shopTerms.chakras;
export const intents: readonly string[] = shopTerms.intents;

/** The concerns a product of this kind is tagged with. */
export function concernsFor(kind: ProductKind): readonly string[] {
  return kind === "soap" || kind === "cream"
    ? [...skinConcerns, "Stress & Anxiety", "Sleep", "Self Love"]
    : crystalConcerns;
}

export const stones = [
  "Amethyst",
  "Rose Quartz",
  "Tiger's Eye",
  "Citrine",
  "Clear Quartz",
  "Black Tourmaline",
  "Selenite",
  "Lapis Lazuli",
  "Green Aventurine",
  "Carnelian",
  "Moonstone",
  "Labradorite",
  "Pyrite",
  "Howlite",
  "Sodalite",
  "Red Jasper",
  "Black Obsidian",
  "Malachite",
  "Fluorite",
  "Smoky Quartz",
  "Hematite",
  "Jade",
  "Amazonite",
  "Garnet",
  "Seven Chakra",
];

export const scents = [
  "Lavender",
  "Rose",
  "Sandalwood",
  "Neem",
  "Charcoal",
  "Jasmine",
  "Lemongrass",
  "Vanilla",
  "Eucalyptus",
  "Orange",
  "Tea Tree",
  "Oud",
  "White Sage",
  "Palo Santo",
];

export const styles = ["Classic", "Premium", "Raw", "Polished", "Faceted", "Mini", "Grand", "Handcrafted", "Natural"];

/** The stone or scent a product of this kind is named after. */
export function materialWords(kind: ProductKind): readonly string[] {
  return kind === "soap" || kind === "cream" || kind === "candle" || kind === "herb" ? scents : stones;
}

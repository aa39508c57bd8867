// The home page's words and where each section leads (spec "Home page", sections 4 and 9): the hero
// slides, the category carousel's 13 entries, the three words of the Redefining section, the
// product slider, the seven certifications and the brand story. Images come from the catalogue
// (home-imagery.ts) or from public/art/ (scripts/home-art.ts); the copy lives here, in one place.
import type { ParentSlug } from "../../../core/catalogue.ts";
import { type ShopFilters, shopHref } from "../shop-links.ts";

// ── Hero ────────────────────────────────────────────────────────────────────────────────────

export interface HeroSlide {
  /** The spec's slide name, set as the headline. */
  name: string;
  eyebrow: string;
  line: string;
  cta: string;
  /** The spec's links; each is a real page that leads into the matching shop listing. */
  to: string;
  /** public/art/hero-{art}.svg (desktop) and hero-{art}-mobile.svg (500 px and under). */
  art: string;
  alt: string;
}

export const heroSlides: readonly HeroSlide[] = [
  {
    name: "Healing Crystals",
    eyebrow: "Handpicked in India",
    line: "Amethyst, rose quartz and clear quartz, chosen one by one and cleansed before they reach you.",
    cta: "Shop crystals",
    to: "/crystals",
    art: "crystals",
    alt: "Amethyst and clear quartz points rising in a soft lavender light, with tumbled stones at their feet",
  },
  {
    name: "Scented Candles",
    eyebrow: "Hand-poured in small batches",
    line: "Soy wax, pure essential oils and a real crystal in every candle, for quieter evenings.",
    cta: "Shop candles",
    to: "/candles",
    art: "candles",
    alt: "Three lit pillar candles in ivory, blush and lilac, with dried lavender and a rose quartz point",
  },
  {
    name: "Spiritual Essentials",
    eyebrow: "Rituals to clear the air",
    line: "White sage, palo santo, selenite and brass: everything to cleanse your space and your stones.",
    cta: "Shop essentials",
    to: "/spiritual-essentials",
    art: "essentials",
    alt: "A bundle of white sage smoking in a brass bowl beside a selenite wand and palo santo sticks",
  },
];

/** Hero art's intrinsic sizes (the SVGs' viewBoxes), so the image reserves its room before it loads. */
export const heroArtSize = { desktop: { width: 1600, height: 640 }, mobile: { width: 800, height: 1000 } } as const;
export const heroMobileQuery = "(max-width: 500px)";

/** Where the hero's three links lead (DESIGN.md decision 10): the matching shop listing. */
export const heroDestinations: Record<string, string> = {
  crystals: shopHref({ parentCategory: "divine-crystals" }),
  candles: shopHref({ category: ["Candle"] }),
  "spiritual-essentials": shopHref({ parentCategory: "sacred-rituals" }),
};

// ── Banner ──────────────────────────────────────────────────────────────────────────────────

export const banner = {
  eyebrow: "The Gifting Edit",
  headline: "Gifts that carry an intention",
  line: "Crystal bracelets, candles and kits for every occasion, gift-wrapped by hand on request.",
  cta: "Shop gifts",
  to: shopHref({ intents: ["Gifting"] }),
  alt: "A gift box tied with a rose ribbon beside a bracelet of rose quartz and amethyst beads and a quartz heart",
  size: { desktop: { width: 1600, height: 440 }, mobile: { width: 800, height: 1040 } },
} as const;

// ── Category carousel ───────────────────────────────────────────────────────────────────────

export interface CategoryEntry {
  title: string;
  /** The listing filter the entry opens, also used to find its picture in the catalogue. */
  filters: ShopFilters;
}

/** The spec's 13 entries, in the spec's order; the carousel starts on the third (index 2). */
export const categoryEntries: readonly CategoryEntry[] = [
  { title: "Crystal Bracelets", filters: { subCategory: ["Crystal Bracelets"] } },
  { title: "Body Soaps", filters: { subCategory: ["Body Soaps"] } },
  { title: "Crystal Tumbles", filters: { category: ["Crystal Tumble"] } },
  { title: "Trees", filters: { category: ["Crystal Tree"] } },
  { title: "Heart", filters: { category: ["Crystal Heart"] } },
  { title: "Candles", filters: { category: ["Candle"] } },
  { title: "Gua Sha", filters: { category: ["Gua Sha"] } },
  { title: "Lamp", filters: { category: ["Lamp"] } },
  { title: "Pendant", filters: { category: ["Pendant"] } },
  { title: "Pendulum", filters: { category: ["Pendulum"] } },
  { title: "Ring", filters: { category: ["Ring"] } },
  { title: "Roller", filters: { category: ["Crystal Roller"] } },
  { title: "Sage", filters: { category: ["Sage"] } },
];

export const categoryCarousel = { startIndex: 2, autoAdvance: 3_000, narrowDots: 5 } as const;

// ── Redefining: Manifest · Cleanse · Heal ───────────────────────────────────────────────────

export const redefiningWords = ["Manifest", "Cleanse", "Heal"] as const;
export type RedefiningWord = (typeof redefiningWords)[number];

/** Each word is one of the shop's intents; its five pictures are products carrying it. */
export const redefiningCopy: Record<RedefiningWord, string> = {
  Manifest: "Citrine, pyrite and green aventurine to hold a wish steady while you work towards it.",
  Cleanse: "Sage, palo santo and selenite to clear a room, a stone or a restless mind.",
  Heal: "Rose quartz, amethyst and gentle tools for the body's quiet repair.",
};

export const redefiningSetSize = 5;
export const redefiningFade = 300;

// ── Product slider ──────────────────────────────────────────────────────────────────────────

export interface SliderEntry {
  title: string;
  line: string;
  filters: ShopFilters;
}

export const sliderEntries: readonly SliderEntry[] = [
  {
    title: "Bracelet",
    line: "Strung by hand on stretch cord, in 6, 8 and 10 mm beads.",
    filters: { subCategory: ["Crystal Bracelets"] },
  },
  {
    title: "Pendant",
    line: "A single stone, set in silver and worn close to the heart.",
    filters: { category: ["Pendant"] },
  },
  {
    title: "Gua Sha",
    line: "A cool stone for a slow morning ritual of face and neck.",
    filters: { category: ["Gua Sha"] },
  },
  {
    title: "Roller",
    line: "Two stones on a quiet roller to wake tired skin.",
    filters: { category: ["Crystal Roller"] },
  },
  { title: "Ring", line: "Raw and polished stones in sterling silver.", filters: { category: ["Ring"] } },
];

export const productSliderAutoAdvance = 5_000;

// ── Certifications ──────────────────────────────────────────────────────────────────────────

export type CertificationMark = "iso" | "gmp" | "india" | "handpicked" | "organic" | "handmade" | "cruelty-free";

export interface Certification {
  mark: CertificationMark;
  name: string;
  text: string;
}

export const certifications: readonly Certification[] = [
  {
    mark: "iso",
    name: "ISO 9001",
    text: "Our workshop follows ISO 9001 quality management: every batch is checked, recorded and traceable.",
  },
  {
    mark: "gmp",
    name: "GMP",
    text: "Soaps and oils are made to Good Manufacturing Practice, in clean rooms, with every ingredient logged.",
  },
  {
    mark: "india",
    name: "Made in India",
    text: "Designed, made and packed in India, supporting artisan families in Jaipur and Khambhat.",
  },
  {
    mark: "handpicked",
    name: "Handpicked Crystals",
    text: "Every crystal is chosen by hand for colour, clarity and energy, then cleansed before it is packed.",
  },
  {
    mark: "organic",
    name: "100% Organic",
    text: "Plant oils, butters and herbs from certified organic farms. No parabens, no sulphates, no preservatives.",
  },
  {
    mark: "handmade",
    name: "Handmade",
    text: "Strung, poured and cut by the hands of our women artisans, in small batches, never on an assembly line.",
  },
  {
    mark: "cruelty-free",
    name: "Cruelty-Free",
    text: "Nothing we make is ever tested on animals, and no animal ingredient enters our skincare.",
  },
];

export const defaultCertification: CertificationMark = "handpicked";

// ── Our Story ───────────────────────────────────────────────────────────────────────────────

export interface StorySlide {
  eyebrow: string;
  title: string;
  text: string;
  link: { to: string; label: string };
  /** Which category's picture illustrates it (home-imagery.ts). */
  filters: ShopFilters;
  /** Drawn art when the catalogue has no picture. */
  fallbackArt: ParentSlug;
}

export const storySlides: readonly StorySlide[] = [
  {
    eyebrow: "Our Story",
    title: "Made by women artisans in India",
    text: "Sattva began at a kitchen table in Jaipur, where a handful of women strung their first bracelets. Today our artisans, many of whom learned their craft at home, earn a fair, steady living from the work of their hands.",
    link: { to: "/aboutus", label: "Meet our artisans" },
    filters: { category: ["Crystal Mala"] },
    fallbackArt: "aura-jewels",
  },
  {
    eyebrow: "Handpicked crystals",
    title: "Chosen one stone at a time",
    text: "We buy from small mines and cutters we know by name. Each crystal is held, looked at in daylight and chosen for its colour and clarity, then cleansed with sage and selenite before it is wrapped.",
    link: { to: "/divinecrystals", label: "Explore Divine Crystals" },
    filters: { category: ["Crystal Tree"] },
    fallbackArt: "divine-crystals",
  },
  {
    eyebrow: "Handmade skincare",
    title: "Small batches, nothing to hide",
    text: "Our soaps are cold-processed with clays, herbs and plant butters and cured for six weeks. No preservatives, no synthetic colour: only what your grandmother would recognise.",
    link: { to: "/skincare", label: "Discover our soaps" },
    filters: { subCategory: ["Body Soaps"] },
    fallbackArt: "skin-care",
  },
  {
    eyebrow: "Rituals",
    title: "Packed with intention",
    text: "Every order leaves with a handwritten note and a small ritual card, so whatever you choose arrives ready to be used, gifted and cherished.",
    link: { to: "/sacredrituals", label: "Explore Sacred Rituals" },
    filters: { category: ["Candle"] },
    fallbackArt: "sacred-rituals",
  },
];

export const storyAutoAdvance = 5_000;

// ── Stay Up To Date and Follow Us ───────────────────────────────────────────────────────────

export const followUs = {
  handle: "@sattva.rituals",
  line: "Rituals, new arrivals and the hands behind them. Share yours with #SattvaWay.",
  /** The categories whose pictures make the grid. */
  tiles: [
    { category: "Candle" },
    { category: "Sage" },
    { category: "Crystal Heart" },
    { category: "Lamp" },
    { category: "Ring" },
    { category: "Tumble Kits" },
  ],
} as const;

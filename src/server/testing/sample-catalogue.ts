// The catalogue the catalogue's tests run against: every parent category, a few sub-categories,
// concerns, chakras and intents, eleven public products (plus a draft and an archived one) with
// variants at known prices, images and reviews. Tests reason about these exact values.

import { type FixtureCatalogue, insertCatalogue } from "./catalogue-fixtures.ts";
import { startTestShop, type TestShop, type TestShopOptions } from "./shop.ts";

const day = (n: number) => new Date(Date.UTC(2025, 0, n));

export const sampleCatalogue: FixtureCatalogue = {
  tree: [
    {
      name: "Body Soap",
      slug: "skin-care",
      subCategories: [
        {
          name: "Soaps",
          slug: "soaps",
          categories: [
            { name: "Clay Soap", slug: "clay-soap" },
            { name: "Scrub Soap", slug: "scrub-soap" },
          ],
        },
      ],
    },
    {
      name: "Aura Jewels",
      slug: "aura-jewels",
      subCategories: [
        {
          name: "Bracelets",
          slug: "bracelets",
          categories: [
            { name: "Crystal Bracelet", slug: "crystal-bracelet" },
            { name: "Chakra Bracelet", slug: "chakra-bracelet" },
          ],
        },
        { name: "Pendants", slug: "pendants", categories: [{ name: "Pendant", slug: "pendant" }] },
      ],
    },
    {
      name: "Divine Crystals",
      slug: "divine-crystals",
      subCategories: [
        {
          name: "Tumbles",
          slug: "tumbles",
          categories: [
            { name: "Crystal Tumble", slug: "crystal-tumble" },
            { name: "Tumble Kits", slug: "tumble-kits" },
          ],
        },
        { name: "Trees", slug: "trees", categories: [{ name: "Crystal Tree", slug: "crystal-tree" }] },
      ],
    },
    {
      name: "Sacred Rituals",
      slug: "sacred-rituals",
      subCategories: [
        { name: "Candles", slug: "candles", categories: [{ name: "Candle", slug: "candle" }] },
        {
          name: "Smudging",
          slug: "smudging",
          categories: [
            { name: "Sage", slug: "sage" },
            { name: "Palo Santo", slug: "palo-santo" },
          ],
        },
      ],
    },
  ],
  terms: {
    concern: ["Stress", "Sleep", "Anxiety", "Love", "Acne"],
    chakra: ["Root", "Heart", "Third Eye", "Crown"],
    intent: ["Protection", "Abundance", "Healing", "Calm"],
  },
  termParents: {
    "aura-jewels": { intent: ["Protection", "Healing"], chakra: ["Heart", "Root"], concern: ["Love", "Anxiety"] },
    "divine-crystals": { intent: ["Healing", "Abundance", "Calm"], chakra: ["Crown", "Third Eye", "Heart"] },
    "sacred-rituals": { intent: ["Calm"] },
  },
  videos: ["review-video-1"],
  products: [
    {
      id: "amethyst-tumble",
      name: "Amethyst Tumble Stone",
      title: "Amethyst Tumble Stone for calm sleep",
      description: "A polished amethyst tumble, hand-picked in Jaipur.",
      category: "crystal-tumble",
      concerns: ["Stress", "Sleep"],
      chakra: ["Crown", "Third Eye"],
      intents: ["Calm", "Healing"],
      tags: ["purple", "tumble"],
      featured: true,
      createdAt: day(1),
      variants: [
        { name: "50 g", price: 199, mrp: 249, gst: 0.25 },
        {
          name: "100 g",
          price: 349.5,
          mrp: 399,
          gst: 0.25,
          images: { front: ["amethyst-100-front"], gallery: ["amethyst-100-gallery"] },
        },
        { name: "250 g", price: 799, gst: 0.25, stock: 0 },
      ],
      images: {
        front: [{ key: "amethyst-front" }],
        back: [{ key: "amethyst-back" }],
        gallery: [{ key: "amethyst-gallery-1" }, { key: "amethyst-gallery-2" }],
        stone: [{ key: "amethyst-stone", title: "Amethyst" }],
        healing: [{ key: "amethyst-healing" }],
        benefits: [{ key: "amethyst-benefits" }],
        whyChoose: [{ key: "amethyst-why" }],
        waysToClean: [{ key: "amethyst-clean" }],
        whoWear: [{ key: "amethyst-who" }],
        whereHowWear: [{ key: "amethyst-where" }],
      },
      productDescriptions: [{ title: "Origin", text: "Jaipur", image: "amethyst-gallery-1" }],
      specifications: { weight: "50 g" },
      reviews: [
        { rating: 5, email: "secret.reviewer@example.com", mediaKeys: ["review-photo-1", "review-video-1"] },
        { rating: 5 },
        { rating: 4 },
        { rating: 1, status: "hidden" },
      ],
    },
    {
      id: "rose-quartz-bracelet",
      name: "Rose Quartz Bracelet",
      category: "crystal-bracelet",
      concerns: ["Love", "Anxiety"],
      chakra: ["Heart"],
      intents: ["Healing"],
      bestSeller: true,
      createdAt: day(2),
      variants: [
        { name: "6 mm", price: 899, mrp: 1299 },
        { name: "8 mm", price: 1099, mrp: 1299 },
        { name: "10 mm", price: 1299 },
      ],
      images: { front: [{ key: "rose-front" }] },
      reviews: [{ rating: 4 }, { rating: 4 }, { rating: 3 }, { rating: 5 }],
    },
    {
      id: "seven-chakra-bracelet",
      name: "Seven Chakra Bracelet",
      category: "chakra-bracelet",
      concerns: ["Stress"],
      chakra: ["Root", "Heart", "Third Eye", "Crown"],
      intents: ["Protection", "Healing"],
      featured: true,
      bestSeller: true,
      createdAt: day(3),
      variants: [
        { name: "8 mm", price: 1499, mrp: 1999 },
        { name: "10 mm", price: 1799, mrp: 1999 },
      ],
      reviews: [{ rating: 5 }],
    },
    {
      id: "black-tourmaline-pendant",
      name: "Black Tourmaline Pendant",
      category: "pendant",
      concerns: ["Anxiety"],
      chakra: ["Root"],
      intents: ["Protection"],
      createdAt: day(4),
      variants: [{ name: "Silver chain", price: 999 }],
    },
    {
      id: "citrine-money-tree",
      name: "Citrine Money Tree",
      category: "crystal-tree",
      intents: ["Abundance"],
      createdAt: day(5),
      variants: [
        { name: "Small", price: 1999 },
        { name: "Large", price: 3499 },
      ],
      reviews: [{ rating: 3 }, { rating: 2 }],
    },
    {
      id: "chakra-tumble-kit",
      name: "Chakra Tumble Kit",
      category: "tumble-kits",
      chakra: ["Root", "Heart", "Third Eye", "Crown"],
      intents: ["Healing"],
      createdAt: day(6),
      variants: [{ name: "Kit of 7", price: 649 }],
      reviews: [{ rating: 4 }],
    },
    {
      id: "charcoal-clay-soap",
      name: "Activated Charcoal Clay Soap",
      category: "clay-soap",
      concerns: ["Acne"],
      material: "Soap",
      createdAt: day(7),
      variants: [
        { name: "75 g", price: 249, gst: 5 },
        { name: "Pack of 3", price: 699, gst: 5 },
      ],
      reviews: [{ rating: 5 }, { rating: 4 }],
    },
    {
      id: "coffee-scrub-soap",
      name: "Coffee Scrub Soap",
      category: "scrub-soap",
      concerns: ["Acne"],
      material: "Soap",
      createdAt: day(8),
      variants: [{ name: "100 g", price: 299, gst: 5 }],
    },
    {
      id: "lavender-soy-candle",
      name: "Lavender Soy Candle",
      description: "Hand-poured soy wax for deep relaxation before bed.",
      category: "candle",
      concerns: ["Sleep", "Stress"],
      intents: ["Calm"],
      material: "Soy wax",
      createdAt: day(9),
      variants: [
        { name: "Small", price: 349, gst: 5 },
        { name: "Large", price: 899, gst: 5 },
      ],
    },
    {
      id: "white-sage-bundle",
      name: "White Sage Smudge Bundle",
      category: "sage",
      concerns: ["Stress"],
      intents: ["Protection"],
      material: "Herbs",
      createdAt: day(10),
      variants: [{ name: "Single", price: 399, gst: 5 }],
    },
    {
      id: "palo-santo-sticks",
      name: "Palo Santo Sticks",
      category: "palo-santo",
      intents: ["Protection", "Calm"],
      material: "Herbs",
      createdAt: day(11),
      variants: [{ name: "Pack of 6", price: 449, gst: 5 }],
    },
    {
      id: "moonstone-ring",
      name: "Moonstone Ring",
      category: "crystal-bracelet",
      concerns: ["Love"],
      status: "draft",
      createdAt: day(12),
      variants: [{ name: "Size 7", price: 999 }],
    },
    {
      id: "old-amethyst-geode",
      name: "Amethyst Geode",
      category: "crystal-tumble",
      concerns: ["Stress"],
      status: "archived",
      createdAt: day(13),
      variants: [{ name: "Medium", price: 4999 }],
    },
  ],
};

/** A test shop on a fresh database holding the sample catalogue. */
export async function startSampleShop(options: TestShopOptions = {}): Promise<TestShop> {
  const shop = await startTestShop(options);
  await insertCatalogue(shop.ctx, sampleCatalogue);
  return shop;
}

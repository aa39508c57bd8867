// One-of-a-kind pieces: the shopper receives the very piece in the photos, with its own weight
// (decision 0055). Listed last so the other demo products keep their random stock and reviews.

import type { ProductEntry } from "./product-entry.ts";
import { gst } from "./tax-rates.ts";

export const oneOfAKindPieces: readonly ProductEntry[] = [
  {
    id: "uruguayan-amethyst-geode",
    name: "Uruguayan Amethyst Geode",
    kind: "charging",
    look: { kind: "cluster", stone: "amethyst" },
    stones: ["amethyst"],
    title: "One deep-violet amethyst geode from Artigas, Uruguay: the piece in the photos",
    story:
      "A half geode of deep violet amethyst from Artigas in Uruguay, its crystals small, dense and glassy, the outer shell left rough and grey. We photographed and weighed this very piece; it is the one you receive. Set it on a study shelf or an altar as a place to rest your smaller stones.",
    price: 2799,
    tax: gst.looseStone,
    country: "Uruguay",
    variants: [{ label: "The piece", size: "14 cm across", factor: 1, weight: "1.1 kg" }],
    tags: ["amethyst", "geode", "one of a kind", "raw crystal", "uruguay"],
    intents: ["Meditation"],
    oneOfAKind: true,
  },
];

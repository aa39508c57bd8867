// Which images the demo catalogue draws, and which product shows which: front, back, a detail
// and the gift box in the gallery, the stones used, and the posters shared per parent category.
// Identical drawings (a stone close-up, a poster) are drawn once and shared by key.
import { type ParentSlug, parentCategories } from "../../core/catalogue.ts";
import { madeInIndia } from "../../core/india.ts";
import { type SvgRendering, svgKey } from "../features/media/service.ts";
import type { Look } from "./art/looks.ts";
import { drawGiftBox } from "./art/packaging.ts";
import type { StoneName } from "./art/palettes.ts";
import { drawChakraChart, drawPoster } from "./art/poster.ts";
import { drawShot, drawStoneDetail } from "./art/shots.ts";
import { parentOfCategory } from "./catalogue-tree.ts";
import { countryOf } from "./declarations.ts";
import { chakraGuide, parentPosters, waysToCleansePoster, whyChoosePoster } from "./posters.ts";
import type { ProductEntry } from "./product-entry.ts";
import { kindOf } from "./product-kinds.ts";
import { stoneOf } from "./stones.ts";

export type PosterRole = "benefits" | "whyChoose" | "waysToClean" | "whoWear" | "whereHowWear" | "healing";

export interface ProductImages {
  front: string;
  back: string;
  gallery: readonly string[];
  stones: ReadonlyArray<{ title: string; key: string }>;
  posters: Partial<Record<PosterRole, string>>;
  /** For the product description sections. */
  detail: string;
  giftBox: string;
}

export interface ImagePlan {
  renderings: SvgRendering[];
  byProduct: ReadonlyMap<string, ProductImages>;
  /** Keys in the order to warm them: front images first (the listing), then the rest. */
  warmOrder: readonly string[];
}

const ribbons: Record<ParentSlug, string> = {
  "skin-care": "#55745C",
  "aura-jewels": "#5B3F8C",
  "divine-crystals": "#A8824A",
  "sacred-rituals": "#9C4F5E",
};

/** Looks whose detail shot is the stone itself rather than the object. */
function detailStone(look: Look): StoneName | undefined {
  switch (look.kind) {
    case "candle":
    case "lamp":
    case "sage":
    case "palo-santo":
    case "soap":
    case "oil":
    case "cream":
      return undefined;
    case "tumble-kit":
    case "bracelet":
      return look.stones[0];
    case "zibu":
      return look.stone;
    default:
      return look.stone;
  }
}

export function planImages(entries: readonly ProductEntry[]): ImagePlan {
  const renderings: SvgRendering[] = [];
  const add = (rendering: SvgRendering): string => {
    renderings.push(rendering);
    return svgKey(rendering);
  };
  const once = new Map<string, string>();
  const shared = (id: string, make: () => SvgRendering): string => {
    let key = once.get(id);
    if (!key) {
      key = add(make());
      once.set(id, key);
    }
    return key;
  };

  const stoneImage = (stone: StoneName) =>
    shared(`stone:${stone}`, () => ({
      svg: drawStoneDetail(stone),
      alt: `${stoneOf(stone).name} up close`,
      keyHint: `${stone}-stone`,
    }));
  const giftBox = (parent: ParentSlug) =>
    shared(`gift:${parent}`, () => ({
      svg: drawGiftBox(ribbons[parent]),
      alt: "Sattva kraft gift box tied with ribbon",
      keyHint: `gift-box-${parent}`,
    }));
  const posters = new Map<ParentSlug, Record<"benefits" | "whoWear" | "whereHowWear", string>>();
  for (const parent of parentCategories) {
    const content = parentPosters(parent.slug);
    posters.set(parent.slug, {
      benefits: add({
        svg: drawPoster(content.benefits),
        alt: content.benefits.title,
        keyHint: `poster-${parent.slug}-benefits`,
      }),
      whoWear: add({
        svg: drawPoster(content.whoWear),
        alt: content.whoWear.title,
        keyHint: `poster-${parent.slug}-who`,
      }),
      whereHowWear: add({
        svg: drawPoster(content.whereHowWear),
        alt: content.whereHowWear.title,
        keyHint: `poster-${parent.slug}-how`,
      }),
    });
  }
  const whyChoose = add({ svg: drawPoster(whyChoosePoster), alt: whyChoosePoster.title, keyHint: "poster-why-sattva" });
  const waysToClean = add({
    svg: drawPoster(waysToCleansePoster),
    alt: waysToCleansePoster.title,
    keyHint: "poster-ways-to-cleanse",
  });
  const chakraChart = add({ svg: drawChakraChart(chakraGuide), alt: "The seven chakras", keyHint: "poster-chakras" });

  const fronts: string[] = [];
  const byProduct = new Map<string, ProductImages>();
  for (const entry of entries) {
    const parent = parentOfCategory(entry.category ?? kindOf(entry.kind).category);
    const front = add({ svg: drawShot(entry.look, "front", entry.id), alt: entry.name, keyHint: `${entry.id}-front` });
    const back = add({
      svg: drawShot(entry.look, "back", entry.id),
      alt: `${entry.name}, another view`,
      keyHint: `${entry.id}-back`,
    });
    fronts.push(front);
    const stone = detailStone(entry.look);
    const detail = stone
      ? stoneImage(stone)
      : add({
          svg: drawShot(entry.look, "detail", entry.id),
          alt: `${entry.name} up close`,
          keyHint: `${entry.id}-detail`,
        });
    const box = giftBox(parent);
    const crystal = (entry.material ?? kindOf(entry.kind).material) === "Crystals";
    const parentSet = posters.get(parent);
    byProduct.set(entry.id, {
      front,
      back,
      gallery: [detail, box],
      stones: (entry.stones ?? []).map((name) => ({ title: stoneOf(name).name, key: stoneImage(name) })),
      posters: {
        ...parentSet,
        // "Made by women artisans in India" is only for what is made in India (issue 38 point 11)
        ...(madeInIndia(countryOf(entry)) ? { whyChoose } : {}),
        ...(crystal ? { waysToClean, healing: chakraChart } : {}),
      },
      detail,
      giftBox: box,
    });
  }
  const keys = [...new Set(renderings.map(svgKey))];
  const warmOrder = [...new Set([...fronts, ...keys])];
  return { renderings, byProduct, warmOrder };
}

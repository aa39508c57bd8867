// Turns a product's look into its shots (front, back, detail) as complete SVG documents on the
// shared studio backdrop, at the master size.
import { createRandom } from "../random.ts";
import type { Look, ShotAngle } from "./looks.ts";
import { drawBodyShot } from "./shots-body.ts";
import { drawCrystalShot, stoneDetail } from "./shots-crystals.ts";
import { drawJewelShot } from "./shots-jewels.ts";
import { drawRitualShot } from "./shots-rituals.ts";
import { studio } from "./studio.ts";
import { Drawing } from "./svg.ts";

/** Masters of product shots: 4:5, big enough for the 960 px size, quick to render. */
export const shotWidth = 960;
export const shotHeight = 1200;

export function drawShot(look: Look, angle: ShotAngle, seed: string): string {
  const d = new Drawing();
  const random = createRandom(`${seed}:${angle}`);
  studio(d);
  switch (look.kind) {
    case "bracelet":
    case "pendant":
    case "ring":
      drawJewelShot(d, random, look, angle);
      break;
    case "candle":
    case "lamp":
    case "sage":
    case "palo-santo":
      drawRitualShot(d, random, look, angle);
      break;
    case "soap":
    case "oil":
    case "cream":
      drawBodyShot(d, random, look, angle);
      break;
    default:
      drawCrystalShot(d, random, look, angle);
  }
  return d.toSvg(shotWidth, shotHeight);
}

/** The stone of a crystal product up close (shared by every product of that stone). */
export function drawStoneDetail(stone: Parameters<typeof stoneDetail>[2]): string {
  const d = new Drawing();
  studio(d);
  stoneDetail(d, createRandom(`stone:${stone}`), stone);
  return d.toSvg(shotWidth, shotHeight);
}

// Metal parts of jewellery and tools: gradients that read as polished gold or silver, chains,
// bails and bezels.
import { type MetalName, metals } from "./palettes.ts";
import { type Drawing, round } from "./svg.ts";

/** A polished-metal fill banded across the shape (bright streak, then shade). */
export function metalFill(d: Drawing, metal: MetalName, vertical = false): string {
  const m = metals[metal];
  return d.linear(
    [
      [0, m.deep],
      [0.3, m.light],
      [0.55, m.base],
      [0.8, m.deep],
      [1, m.base],
    ],
    vertical ? { x1: 0, y1: 0, x2: 0, y2: 1 } : { x1: 0, y1: 0, x2: 1, y2: 0.3 },
  );
}

/** A fine chain along path data: dark links with a bright glint on each. */
export function chain(d: Drawing, pathData: string, metal: MetalName, width = 4): void {
  const m = metals[metal];
  d.add(
    `<path d="${pathData}" fill="none" stroke="${m.deep}" stroke-width="${round(width)}" stroke-linecap="round" stroke-dasharray="${round(width * 1.6)} ${round(width * 0.7)}"/>`,
    `<path d="${pathData}" fill="none" stroke="${m.light}" stroke-width="${round(width * 0.45)}" stroke-linecap="round" stroke-dasharray="${round(width * 0.8)} ${round(width * 1.5)}"/>`,
  );
}

/** A cord (cotton or leather) along path data. */
export function cord(d: Drawing, pathData: string, colour: string, width = 5): void {
  d.add(
    `<path d="${pathData}" fill="none" stroke="${colour}" stroke-width="${round(width)}" stroke-linecap="round"/>`,
    `<path d="${pathData}" fill="none" stroke="#FFFFFF" stroke-opacity="0.18" stroke-width="${round(width * 0.3)}" stroke-linecap="round" transform="translate(-1 -1)"/>`,
  );
}

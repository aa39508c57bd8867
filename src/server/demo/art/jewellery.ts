// Worn pieces: pendants on chains, rings with a set stone, and the dowsing pendulum.
import type { Random } from "../random.ts";
import { chain, metalFill } from "./metal.ts";
import type { MetalName, Palette } from "./palettes.ts";
import { crystalPoint, finishStone, heartPath, stoneFill, tumble } from "./stone.ts";
import { shadow } from "./studio.ts";
import { type Drawing, ellipsePath, polygon, round } from "./svg.ts";

export type PendantCut = "drop" | "point" | "oval" | "heart" | "hexagon";

export interface PendantOptions {
  cx: number;
  /** Top of the stone (below the bail). */
  top: number;
  size: number;
  palette: Palette;
  metal: MetalName;
  cut: PendantCut;
  /** Chain drawn up to the frame's top as a V (hanging), or coiled on the floor. */
  chainStyle: "hanging" | "coiled";
}

function cutOutline(cut: PendantCut, cx: number, top: number, size: number): { outline: string; height: number } {
  const w = size / 2;
  switch (cut) {
    case "drop": {
      const h = size * 1.45;
      return {
        outline: `M${round(cx)} ${round(top)} C${round(cx + w * 0.5)} ${round(top + h * 0.25)} ${round(cx + w * 1.05)} ${round(top + h * 0.55)} ${round(cx + w)} ${round(top + h * 0.72)} A${round(w)} ${round(w)} 0 0 1 ${round(cx - w)} ${round(top + h * 0.72)} C${round(cx - w * 1.05)} ${round(top + h * 0.55)} ${round(cx - w * 0.5)} ${round(top + h * 0.25)} ${round(cx)} ${round(top)}Z`,
        height: h + w * 0.28,
      };
    }
    case "oval":
      return { outline: ellipsePath(cx, top + size * 0.66, w * 0.92, size * 0.66), height: size * 1.32 };
    case "heart":
      return { outline: heartPath(cx, top + size * 0.5, size), height: size };
    case "hexagon": {
      const h = size * 1.2;
      return {
        outline: polygon([
          [cx, top],
          [cx + w, top + h * 0.22],
          [cx + w, top + h * 0.78],
          [cx, top + h],
          [cx - w, top + h * 0.78],
          [cx - w, top + h * 0.22],
        ]),
        height: h,
      };
    }
    case "point":
      return { outline: "", height: size * 2.2 };
  }
}

export function pendant(d: Drawing, random: Random, options: PendantOptions): void {
  const { cx, top, size, palette, metal, cut } = options;
  const bailTop = top - size * 0.32;
  if (options.chainStyle === "hanging") {
    chain(
      d,
      `M${round(cx - 250)} -20 Q${round(cx - 120)} ${round(bailTop * 0.75)} ${round(cx - 4)} ${round(bailTop + 8)}`,
      metal,
    );
    chain(
      d,
      `M${round(cx + 250)} -20 Q${round(cx + 120)} ${round(bailTop * 0.75)} ${round(cx + 4)} ${round(bailTop + 8)}`,
      metal,
    );
  } else {
    // chain coiled loosely on the floor behind the stone
    chain(
      d,
      `M${round(cx - 40)} ${round(bailTop + 6)} C${round(cx - 260)} ${round(bailTop - 160)} ${round(cx + 300)} ${round(bailTop - 240)} ${round(cx + 230)} ${round(bailTop - 30)} S${round(cx - 290)} ${round(bailTop + 40)} ${round(cx - 200)} ${round(bailTop - 120)} S${round(cx + 150)} ${round(bailTop - 150)} ${round(cx + 40)} ${round(bailTop + 6)}`,
      metal,
    );
  }
  // bail
  d.add(
    `<rect x="${round(cx - size * 0.09)}" y="${round(bailTop)}" width="${round(size * 0.18)}" height="${round(size * 0.36)}" rx="${round(size * 0.07)}" fill="${metalFill(d, metal)}"/>`,
  );
  if (cut === "point") {
    crystalPoint(d, random, { cx, baseY: top, width: size * 0.62, height: size * 2.1, palette, tilt: 180 });
    d.add(
      `<rect x="${round(cx - size * 0.34)}" y="${round(top - size * 0.06)}" width="${round(size * 0.68)}" height="${round(size * 0.18)}" rx="${round(size * 0.05)}" fill="${metalFill(d, metal)}"/>`,
    );
    return;
  }
  const { outline, height } = cutOutline(cut, cx, top, size);
  if (options.chainStyle === "coiled") shadow(d, cx + size * 0.08, top + height * 0.95, size * 0.62, size * 0.12, 0.35);
  // bezel: the same outline, a little larger, in metal
  d.add(
    `<path d="${outline}" fill="${stoneFill(d, palette)}" stroke="${metalFill(d, metal)}" stroke-width="${round(size * 0.08)}" stroke-linejoin="round"/>`,
  );
  finishStone(d, random, outline, { x: cx - size / 2, y: top, width: size, height }, palette);
}

export interface RingOptions {
  cx: number;
  cy: number;
  /** Outer radius of the band. */
  radius: number;
  palette: Palette;
  metal: MetalName;
  stone: "oval" | "round" | "point";
}

/** A ring standing upright, seen a little from above, with its stone on top. */
export function ring(d: Drawing, random: Random, options: RingOptions): void {
  const { cx, cy, radius, palette, metal } = options;
  const band = radius * 0.16;
  const ry = radius * 0.92;
  shadow(d, cx, cy + ry + band * 0.2, radius * 1.05, radius * 0.16, 0.4);
  // the inside of the band (seen through the ring), then the band itself
  d.add(
    `<ellipse cx="${round(cx)}" cy="${round(cy)}" rx="${round(radius - band * 0.5)}" ry="${round(ry - band * 0.5)}" fill="none" stroke="${metalFill(d, metal, true)}" stroke-width="${round(band)}"/>`,
    `<ellipse cx="${round(cx)}" cy="${round(cy + band * 0.35)}" rx="${round(radius - band * 1.05)}" ry="${round(ry - band * 1.05)}" fill="none" stroke="#000000" stroke-opacity="0.12" stroke-width="${round(band * 0.5)}"/>`,
  );
  const stoneY = cy - ry - band * 0.2;
  const stoneRx = radius * 0.46;
  const stoneRy = options.stone === "round" ? radius * 0.4 : radius * 0.32;
  // setting: a metal cup under the stone
  d.add(
    `<path d="M${round(cx - stoneRx * 0.9)} ${round(stoneY)} Q${round(cx)} ${round(stoneY + stoneRy * 1.7)} ${round(cx + stoneRx * 0.9)} ${round(stoneY)}Z" fill="${metalFill(d, metal)}"/>`,
  );
  if (options.stone === "point") {
    crystalPoint(d, random, {
      cx,
      baseY: stoneY + stoneRy * 0.3,
      width: stoneRx * 1.1,
      height: stoneRy * 4.2,
      palette,
    });
    return;
  }
  const outline = ellipsePath(cx, stoneY - stoneRy * 0.2, stoneRx, stoneRy);
  d.add(
    `<path d="${outline}" fill="${stoneFill(d, palette)}" stroke="${metalFill(d, metal)}" stroke-width="${round(radius * 0.05)}"/>`,
  );
  finishStone(
    d,
    random,
    outline,
    { x: cx - stoneRx, y: stoneY - stoneRy * 1.2, width: stoneRx * 2, height: stoneRy * 2 },
    palette,
  );
}

/** A dowsing pendulum: a faceted point hanging from a fine chain ending in a bead. */
export function pendulum(
  d: Drawing,
  random: Random,
  options: { cx: number; top: number; size: number; palette: Palette; metal: MetalName; lying?: boolean },
): void {
  const { cx, top, size, palette, metal } = options;
  const capY = top + size * 1.6;
  if (options.lying) {
    chain(
      d,
      `M${round(cx)} ${round(capY)} C${round(cx - 220)} ${round(capY - 60)} ${round(cx - 150)} ${round(capY - 260)} ${round(cx + 60)} ${round(capY - 240)}`,
      metal,
      3.5,
    );
    tumble(d, random, { cx: cx + 70, cy: capY - 240, rx: 16, ry: 14, palette });
  } else {
    chain(d, `M${round(cx)} -10 L${round(cx)} ${round(capY)}`, metal, 3.5);
    shadow(d, cx + 30, capY + size * 2.9, size * 0.9, size * 0.14, 0.22);
  }
  crystalPoint(d, random, { cx, baseY: capY + size * 0.2, width: size * 0.95, height: size * 2.3, palette, tilt: 180 });
  d.add(
    `<path d="M${round(cx - size * 0.5)} ${round(capY + size * 0.22)} L${round(cx + size * 0.5)} ${round(capY + size * 0.22)} L${round(cx + size * 0.22)} ${round(capY - size * 0.08)} L${round(cx - size * 0.22)} ${round(capY - size * 0.08)}Z" fill="${metalFill(d, metal)}"/>`,
  );
}

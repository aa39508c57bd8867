// Product shots of worn pieces: bracelets (single stone, chakra, combinations), pendants and rings.
import type { Random } from "../random.ts";
import { type BeadStyle, braceletOnFloor, braceletOnPillar } from "./beads.ts";
import { pendant, ring } from "./jewellery.ts";
import type { Look, ShotAngle } from "./looks.ts";
import { paletteOf, type StoneName } from "./palettes.ts";
import { tumble } from "./stone.ts";
import type { Drawing } from "./svg.ts";

type JewelLook = Extract<Look, { kind: "bracelet" | "pendant" | "ring" }>;

/** Bead i of a bracelet: stones in turn, with a metal spacer at the clasp point when there is one. */
function beadPattern(look: Extract<Look, { kind: "bracelet" }>): (index: number) => BeadStyle {
  return (index) => {
    if (look.spacer && (index === 0 || index === 1 || index === 2)) {
      return index === 1
        ? { palette: paletteOf(look.stones[0] as StoneName), metal: look.spacer }
        : { palette: paletteOf(look.stones[0] as StoneName) };
    }
    return { palette: paletteOf(look.stones[index % look.stones.length] as StoneName) };
  };
}

export function drawJewelShot(d: Drawing, random: Random, look: JewelLook, angle: ShotAngle): void {
  switch (look.kind) {
    case "bracelet": {
      const beadRadius = look.beadSize ?? 36;
      if (angle === "front") {
        braceletOnFloor(d, random, {
          cx: 400,
          cy: 590,
          radius: 265,
          tilt: 0.56,
          beadRadius,
          beadAt: beadPattern(look),
        });
      } else {
        braceletOnPillar(d, random, {
          cx: 400,
          cy: 460,
          radius: 190,
          tilt: 0.3,
          beadRadius: beadRadius * 0.9,
          pillarWidth: 300,
          pillarTop: 250,
          pillarBottom: 790,
          beadAt: beadPattern(look),
        });
      }
      return;
    }
    case "pendant":
      if (angle === "front") {
        pendant(d, random, {
          cx: 400,
          top: 430,
          size: 220,
          palette: paletteOf(look.stone),
          metal: look.metal,
          cut: look.cut,
          chainStyle: "hanging",
        });
      } else {
        pendant(d, random, {
          cx: 420,
          top: 540,
          size: 200,
          palette: paletteOf(look.stone),
          metal: look.metal,
          cut: look.cut,
          chainStyle: "coiled",
        });
      }
      return;
    case "ring":
      if (angle === "front") {
        ring(d, random, {
          cx: 400,
          cy: 560,
          radius: 210,
          palette: paletteOf(look.stone),
          metal: look.metal,
          stone: look.setting,
        });
      } else {
        ring(d, random, {
          cx: 470,
          cy: 540,
          radius: 170,
          palette: paletteOf(look.stone),
          metal: look.metal,
          stone: look.setting,
        });
        tumble(d, random, { cx: 250, cy: 700, rx: 90, ry: 64, palette: paletteOf(look.stone) });
      }
      return;
  }
}

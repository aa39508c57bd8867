// Product shots of loose and shaped crystals: tumbles, kits, hearts, clusters, plates, wands,
// trees, Zibu coins and the healing tools (rollers, gua sha, pendulums, malas).
import type { Random } from "../random.ts";
import { braceletOnPillar, mala } from "./beads.ts";
import { chargingPlate, crystalCluster, faceRoller, gemTree, guaSha, wand, zibuCoin } from "./crystal-objects.ts";
import { pendulum } from "./jewellery.ts";
import type { Look, ShotAngle } from "./looks.ts";
import { paletteOf, type StoneName } from "./palettes.ts";
import { heart, tumble } from "./stone.ts";
import type { Drawing } from "./svg.ts";

type CrystalLook = Extract<
  Look,
  {
    kind:
      | "tumble"
      | "tumble-kit"
      | "heart"
      | "cluster"
      | "plate"
      | "wand"
      | "tree"
      | "zibu"
      | "roller"
      | "gua-sha"
      | "pendulum"
      | "mala";
  }
>;

/** A pile of tumbles, drawn back to front. */
function pile(
  d: Drawing,
  random: Random,
  stones: readonly StoneName[],
  spots: ReadonlyArray<readonly [number, number, number]>,
) {
  const ordered = spots.map((spot, index) => ({ spot, stone: stones[index % stones.length] as StoneName }));
  ordered.sort((a, b) => a.spot[1] - b.spot[1]);
  for (const { spot, stone } of ordered) {
    const [cx, cy, r] = spot;
    tumble(d, random, { cx, cy, rx: r, ry: r * random.between(0.68, 0.8), palette: paletteOf(stone) });
  }
}

/** The stone up close: one large polished piece and a smaller one behind it. */
export function stoneDetail(d: Drawing, random: Random, stone: StoneName): void {
  tumble(d, random, { cx: 560, cy: 470, rx: 150, ry: 108, palette: paletteOf(stone) });
  tumble(d, random, { cx: 380, cy: 640, rx: 280, ry: 200, palette: paletteOf(stone), rotate: -8 });
}

export function drawCrystalShot(d: Drawing, random: Random, look: CrystalLook, angle: ShotAngle): void {
  switch (look.kind) {
    case "tumble":
      if (angle === "front") {
        pile(
          d,
          random,
          [look.stone],
          [
            [300, 540, 120],
            [520, 555, 125],
            [410, 640, 135],
            [225, 680, 108],
            [600, 690, 112],
          ],
        );
      } else {
        pile(
          d,
          random,
          [look.stone],
          [
            [560, 520, 90],
            [400, 640, 190],
          ],
        );
      }
      return;
    case "tumble-kit": {
      const stones = look.stones;
      if (angle === "front") {
        // two loose rows, the back row a little smaller
        const count = stones.length;
        const backRow = Math.floor(count / 2);
        const spots: Array<[number, number, number]> = stones.map((_, i) => {
          const inBack = i < backRow;
          const row = inBack ? backRow : count - backRow;
          const index = inBack ? i : i - backRow;
          const spacing = Math.min(190, 620 / Math.max(1, row));
          return [400 + (index - (row - 1) / 2) * spacing, inBack ? 560 : 680, inBack ? 84 : 92];
        });
        pile(d, random, stones, spots);
      } else {
        const spots: Array<[number, number, number]> = stones.map((_, i) => [
          235 + (i % 3) * 165 + (Math.floor(i / 3) % 2) * 40,
          470 + Math.floor(i / 3) * 130,
          70,
        ]);
        pile(d, random, stones, spots);
      }
      return;
    }
    case "heart":
      if (angle === "front") {
        heart(d, random, { cx: 400, cy: 520, size: 470, palette: paletteOf(look.stone), rotate: -4 });
      } else {
        heart(d, random, { cx: 540, cy: 520, size: 250, palette: paletteOf(look.stone), rotate: 14 });
        heart(d, random, { cx: 340, cy: 600, size: 380, palette: paletteOf(look.stone), rotate: -12, squash: 0.82 });
      }
      return;
    case "cluster":
      if (angle === "front")
        crystalCluster(d, random, { cx: 400, baseY: 760, size: 620, palette: paletteOf(look.stone) });
      else {
        crystalCluster(d, random, { cx: 540, baseY: 640, size: 330, palette: paletteOf(look.stone) });
        crystalCluster(d, random, { cx: 330, baseY: 790, size: 480, palette: paletteOf(look.stone) });
      }
      return;
    case "plate":
      chargingPlate(d, random, {
        cx: 400,
        cy: 620,
        radius: 320,
        palette: paletteOf(look.stone),
        engraving: angle === "back",
      });
      if (angle === "front") {
        pile(d, random, look.with, [
          [320, 585, 70],
          [470, 580, 66],
          [400, 650, 78],
        ]);
      }
      return;
    case "wand":
      if (angle === "front")
        wand(d, random, { cx: 400, cy: 600, length: 720, thickness: 118, palette: paletteOf(look.stone), angle: -24 });
      else {
        wand(d, random, { cx: 400, cy: 560, length: 560, thickness: 76, palette: paletteOf(look.stone), angle: 18 });
        wand(d, random, { cx: 400, cy: 640, length: 600, thickness: 80, palette: paletteOf(look.stone), angle: -14 });
      }
      return;
    case "tree":
      if (angle === "front") {
        gemTree(d, random, {
          cx: 400,
          baseY: 800,
          size: 700,
          palette: paletteOf(look.stone),
          basePalette: paletteOf(look.base),
          wire: look.wire,
        });
      } else {
        gemTree(d, random, {
          cx: 440,
          baseY: 780,
          size: 620,
          palette: paletteOf(look.stone),
          basePalette: paletteOf(look.base),
          wire: look.wire,
        });
        pile(
          d,
          random,
          [look.stone],
          [
            [200, 760, 48],
            [270, 790, 40],
          ],
        );
      }
      return;
    case "zibu": {
      const coin = (cx: number, cy: number, radius: number, squash: number) =>
        zibuCoin(d, random, {
          cx,
          cy,
          radius,
          squash,
          symbol: look.symbol,
          ...(look.metal ? { metal: look.metal } : {}),
          ...(look.stone ? { palette: paletteOf(look.stone) } : {}),
        });
      if (angle === "front") coin(400, 560, 250, 0.62);
      else {
        coin(520, 500, 170, 0.5);
        coin(340, 640, 220, 0.58);
      }
      return;
    }
    case "roller":
      if (angle === "front") {
        faceRoller(d, random, {
          cx: 400,
          cy: 540,
          size: 640,
          palette: paletteOf(look.stone),
          metal: look.metal,
          angle: -28,
        });
      } else {
        faceRoller(d, random, {
          cx: 470,
          cy: 480,
          size: 520,
          palette: paletteOf(look.stone),
          metal: look.metal,
          angle: 22,
        });
        guaSha(d, random, { cx: 300, cy: 720, size: 300, palette: paletteOf(look.stone), angle: -10 });
      }
      return;
    case "gua-sha":
      if (angle === "front")
        guaSha(d, random, { cx: 400, cy: 580, size: 560, palette: paletteOf(look.stone), angle: -8 });
      else {
        guaSha(d, random, { cx: 500, cy: 500, size: 380, palette: paletteOf(look.stone), angle: 24, squash: 0.7 });
        guaSha(d, random, { cx: 340, cy: 680, size: 440, palette: paletteOf(look.stone), angle: -16 });
      }
      return;
    case "pendulum":
      if (angle === "front")
        pendulum(d, random, { cx: 400, top: 180, size: 190, palette: paletteOf(look.stone), metal: look.metal });
      else
        pendulum(d, random, {
          cx: 430,
          top: 380,
          size: 120,
          palette: paletteOf(look.stone),
          metal: look.metal,
          lying: true,
        });
      return;
    case "mala":
      if (angle === "front") {
        mala(d, random, {
          cx: 400,
          top: 110,
          bottom: 640,
          width: 540,
          beadRadius: 11.5,
          tasselColour: look.tassel,
          beadAt: () => ({ palette: paletteOf(look.stone) }),
        });
      } else {
        // worn as a wrap: three loops around the display pillar
        braceletOnPillar(d, random, {
          cx: 400,
          cy: 380,
          radius: 150,
          tilt: 0.26,
          beadRadius: 12,
          pillarWidth: 250,
          pillarTop: 260,
          pillarBottom: 780,
          loops: 3,
          loopGap: 30,
          beadAt: () => ({ palette: paletteOf(look.stone) }),
        });
      }
      return;
  }
}

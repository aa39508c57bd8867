// Product shots of ritual goods: candles lit and at rest, salt and crystal lamps on and off, sage
// bundles and palo santo, with the abalone shell they are burned over.
import type { Random } from "../random.ts";
import type { Look, ShotAngle } from "./looks.ts";
import { paletteOf } from "./palettes.ts";
import { abaloneShell, candle, glowingLamp, paloSanto, sageBundle } from "./ritual.ts";
import type { Drawing } from "./svg.ts";

type RitualLook = Extract<Look, { kind: "candle" | "lamp" | "sage" | "palo-santo" }>;

export function drawRitualShot(d: Drawing, random: Random, look: RitualLook, angle: ShotAngle): void {
  switch (look.kind) {
    case "candle": {
      const chips = look.chips?.map((stone) => paletteOf(stone).base);
      const base = {
        wax: look.wax,
        vessel: look.vessel,
        label: look.label,
        ...(look.vesselColour ? { vesselColour: look.vesselColour } : {}),
        ...(chips ? { chips } : {}),
      };
      const tall = look.vessel === "pillar" || look.vessel === "glass";
      if (angle === "front") {
        candle(d, random, {
          ...base,
          cx: 400,
          baseY: 790,
          width: tall ? 330 : 400,
          height: tall ? 420 : 300,
          lit: true,
        });
      } else if (angle === "back") {
        candle(d, random, {
          ...base,
          cx: 520,
          baseY: 700,
          width: tall ? 220 : 260,
          height: tall ? 280 : 200,
          lit: false,
        });
        candle(d, random, {
          ...base,
          cx: 330,
          baseY: 800,
          width: tall ? 280 : 330,
          height: tall ? 350 : 250,
          lit: true,
        });
      } else {
        candle(d, random, {
          ...base,
          cx: 400,
          baseY: 1150,
          width: tall ? 620 : 700,
          height: tall ? 720 : 520,
          lit: true,
        });
      }
      return;
    }
    case "lamp":
      if (angle === "front") glowingLamp(d, random, { cx: 400, baseY: 800, size: 560, rock: look.rock, lit: true });
      else if (angle === "back")
        glowingLamp(d, random, { cx: 400, baseY: 800, size: 540, rock: look.rock, lit: false });
      else glowingLamp(d, random, { cx: 400, baseY: 1120, size: 980, rock: look.rock, lit: true });
      return;
    case "sage":
      if (angle === "front")
        sageBundle(d, random, { cx: 420, cy: 590, length: 700, angle: -28, leaf: look.leaf, string: look.string });
      else if (angle === "detail") {
        sageBundle(d, random, { cx: 430, cy: 560, length: 1100, angle: -32, leaf: look.leaf, string: look.string });
      } else {
        abaloneShell(d, { cx: 420, cy: 700, size: 520 });
        sageBundle(d, random, { cx: 400, cy: 600, length: 560, angle: -10, leaf: look.leaf, string: look.string });
      }
      return;
    case "palo-santo":
      if (angle === "front")
        paloSanto(d, random, { cx: 400, cy: 600, length: 600, count: 6, angle: -16, charred: false });
      else if (angle === "detail")
        paloSanto(d, random, { cx: 420, cy: 560, length: 1000, count: 4, angle: -28, charred: true });
      else {
        abaloneShell(d, { cx: 420, cy: 700, size: 520 });
        paloSanto(d, random, { cx: 400, cy: 610, length: 520, count: 3, angle: -8, charred: true });
      }
      return;
  }
}

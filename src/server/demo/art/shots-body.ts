// Product shots of soaps and skincare: the bar with its ingredients, a stack of bars, the texture
// up close; bottles and jars open and closed.
import type { Random } from "../random.ts";
import { creamJar, dropperBottle, fruitSlice, ingredientHeap, soapBar } from "./body-care.ts";
import type { Garnish, Look, ShotAngle } from "./looks.ts";
import type { Drawing } from "./svg.ts";

type BodyLook = Extract<Look, { kind: "soap" | "oil" | "cream" }>;

function garnish(d: Drawing, random: Random, item: Garnish, cx: number, cy: number, size: number): void {
  if (item.kind === "fruit") fruitSlice(d, { cx, cy, radius: size, peel: item.peel, flesh: item.flesh });
  if (item.kind === "heap") ingredientHeap(d, random, { cx, cy, radius: size, colour: item.colour, shape: item.shape });
}

export function drawBodyShot(d: Drawing, random: Random, look: BodyLook, angle: ShotAngle): void {
  switch (look.kind) {
    case "soap": {
      const bar = { colour: look.colour, texture: look.texture, accent: look.accent };
      if (angle === "front") {
        soapBar(d, random, { ...bar, cx: 370, baseY: 680, width: 540, stamp: true });
        garnish(d, random, look.garnish, 610, 780, 95);
      } else if (angle === "back") {
        soapBar(d, random, { ...bar, cx: 400, baseY: 780, width: 470 });
        soapBar(d, random, { ...bar, cx: 415, baseY: 630, width: 440, stamp: true });
      } else {
        soapBar(d, random, { ...bar, cx: 420, baseY: 900, width: 900, stamp: true });
      }
      return;
    }
    case "oil":
      if (angle === "front")
        dropperBottle(d, { cx: 400, baseY: 800, height: 560, glass: look.glass, labelText: look.label, oil: look.oil });
      else if (angle === "detail") {
        dropperBottle(d, {
          cx: 420,
          baseY: 1150,
          height: 1000,
          glass: look.glass,
          labelText: look.label,
          oil: look.oil,
        });
      } else {
        dropperBottle(d, { cx: 450, baseY: 770, height: 480, glass: look.glass, labelText: look.label, oil: look.oil });
        garnish(d, random, look.garnish, 230, 790, 80);
      }
      return;
    case "cream":
      if (angle === "front")
        creamJar(d, {
          cx: 400,
          baseY: 760,
          width: 440,
          jar: look.jar,
          cream: look.cream,
          open: false,
          labelText: look.label,
        });
      else if (angle === "detail") {
        creamJar(d, {
          cx: 400,
          baseY: 1050,
          width: 820,
          jar: look.jar,
          cream: look.cream,
          open: true,
          labelText: look.label,
        });
      } else {
        creamJar(d, {
          cx: 420,
          baseY: 740,
          width: 420,
          jar: look.jar,
          cream: look.cream,
          open: true,
          labelText: look.label,
        });
        garnish(d, random, look.garnish, 210, 800, 75);
      }
      return;
  }
}

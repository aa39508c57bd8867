// The one "shoot" every product image shares: the --sand backdrop with a soft studio sweep and
// floor, contact shadows under objects, and the 4:5 frame. A grid of products looks like one set.
import { type Drawing, frameHeight, frameWidth, round } from "./svg.ts";

/** Brand --sand. */
export const sand = "#EFE7DC";

/** The floor line: objects stand on it, about 70% down the frame. */
export const floorY = 700;

export function studio(d: Drawing): void {
  const light = d.radial(
    [
      [0, "#F8F3EC"],
      [0.55, sand],
      [1, "#E4D8C8"],
    ],
    { cx: 400, cy: 380, r: 720, user: true },
  );
  d.add(`<rect width="${frameWidth}" height="${frameHeight}" fill="${light}"/>`);
  // the sweep turning into the floor: a band that darkens very slightly towards the front
  const floor = d.linear(
    [
      [0, "#E8DDCF", 0],
      [0.18, "#E8DDCF", 0.55],
      [1, "#DED1BF", 0.9],
    ],
    { x1: 0, y1: floorY - 140, x2: 0, y2: frameHeight, user: true },
  );
  d.add(`<rect y="${floorY - 140}" width="${frameWidth}" height="${frameHeight - floorY + 140}" fill="${floor}"/>`);
}

/** A soft contact shadow: an ellipse fading out from its centre. */
export function shadow(d: Drawing, cx: number, cy: number, rx: number, ry: number, strength = 0.28): void {
  const fill = d.radial([
    [0, "#4A3526", strength],
    [0.55, "#4A3526", strength * 0.45],
    [1, "#4A3526", 0],
  ]);
  d.add(`<ellipse cx="${round(cx)}" cy="${round(cy)}" rx="${round(rx)}" ry="${round(ry)}" fill="${fill}"/>`);
}

/** A warm glow on the backdrop behind a light source (candle flame, lamp). */
export function glow(d: Drawing, cx: number, cy: number, r: number, color: string, strength: number): void {
  const fill = d.radial([
    [0, color, strength],
    [0.4, color, strength * 0.45],
    [1, color, 0],
  ]);
  d.add(`<circle cx="${round(cx)}" cy="${round(cy)}" r="${round(r)}" fill="${fill}"/>`);
}

// Line icons for the posters, drawn in a 48 × 48 box: simple strokes that survive small sizes.
import { round } from "./svg.ts";

export const iconNames = [
  "leaf",
  "heart",
  "moon",
  "sun",
  "drop",
  "star",
  "hand",
  "gift",
  "flame",
  "home",
  "shield",
  "lotus",
  "bell",
  "wave",
] as const;

export type IconName = (typeof iconNames)[number];

const paths: Record<IconName, string> = {
  leaf: "M10 38 C10 18 24 8 40 8 C40 26 30 38 10 38Z M10 38 L28 20",
  heart:
    "M24 40 C10 30 6 22 6 16 C6 10 11 6 16 6 C20 6 23 9 24 12 C25 9 28 6 32 6 C37 6 42 10 42 16 C42 22 38 30 24 40Z",
  moon: "M32 6 C22 8 16 16 16 25 C16 34 23 42 33 42 C26 38 22 32 22 24 C22 16 26 10 32 6Z",
  sun: "M24 14 A10 10 0 1 0 24.01 14 M24 4 L24 9 M24 39 L24 44 M4 24 L9 24 M39 24 L44 24 M10 10 L13 13 M35 35 L38 38 M10 38 L13 35 M35 13 L38 10",
  drop: "M24 6 C30 16 36 22 36 30 C36 37 30 42 24 42 C18 42 12 37 12 30 C12 22 18 16 24 6Z",
  star: "M24 5 L29 18 L43 18 L32 27 L36 41 L24 32 L12 41 L16 27 L5 18 L19 18Z",
  hand: "M16 42 L16 20 C16 17 20 17 20 20 L20 10 C20 7 24 7 24 10 L24 20 L24 8 C24 5 28 5 28 8 L28 20 L28 11 C28 8 32 8 32 11 L32 28 C32 36 28 42 22 42Z",
  gift: "M8 18 L40 18 L40 26 L8 26Z M10 26 L10 42 L38 42 L38 26 M24 18 L24 42 M24 18 C18 10 12 12 14 16 C15 18 20 18 24 18 C28 18 33 18 34 16 C36 12 30 10 24 18",
  flame:
    "M24 42 C15 42 11 35 13 28 C15 22 20 20 20 12 C26 16 28 20 28 24 C30 22 31 20 31 18 C36 23 37 29 35 34 C33 39 29 42 24 42Z",
  home: "M6 22 L24 8 L42 22 M10 19 L10 40 L38 40 L38 19 M20 40 L20 28 L28 28 L28 40",
  shield: "M24 5 L39 11 L39 23 C39 32 33 39 24 43 C15 39 9 32 9 23 L9 11Z M17 24 L22 29 L31 19",
  lotus:
    "M24 38 C18 32 18 20 24 10 C30 20 30 32 24 38Z M24 38 C16 38 8 32 6 22 C14 22 20 28 24 38Z M24 38 C32 38 40 32 42 22 C34 22 28 28 24 38Z",
  bell: "M12 34 L36 34 C33 30 33 26 33 20 C33 14 29 10 24 10 C19 10 15 14 15 20 C15 26 15 30 12 34Z M21 38 C21 41 27 41 27 38 M24 6 L24 10",
  wave: "M4 20 C10 14 14 14 20 20 C26 26 30 26 36 20 C40 16 42 16 44 17 M4 30 C10 24 14 24 20 30 C26 36 30 36 36 30 C40 26 42 26 44 27",
};

/** An icon as markup, placed with its top-left at (x, y) and `size` wide. */
export function icon(name: IconName, x: number, y: number, size: number, colour: string): string {
  const scale = size / 48;
  return `<path d="${paths[name]}" transform="translate(${round(x)} ${round(y)}) scale(${round(scale)})" fill="none" stroke="${colour}" stroke-width="${round(2.6 / scale)}" stroke-linecap="round" stroke-linejoin="round"/>`;
}

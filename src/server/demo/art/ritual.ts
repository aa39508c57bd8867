// Ritual still lifes: candles with a live flame, Himalayan salt and crystal lamps glowing, white
// sage bundles, palo santo sticks and the abalone shell they rest in.
import type { Random } from "../random.ts";
import { darken, lighten, mix } from "./colour.ts";
import { metalFill } from "./metal.ts";
import { glow, shadow } from "./studio.ts";
import { type Drawing, ellipsePath, escapeText, round, smoothClosedPath } from "./svg.ts";

export interface CandleOptions {
  cx: number;
  baseY: number;
  width: number;
  height: number;
  wax: string;
  vessel: "glass" | "tin" | "ceramic" | "pillar";
  /** Vessel colour for ceramic and tin. */
  vesselColour?: string;
  label?: string;
  lit: boolean;
  /** Crystal chips pressed into the wax top. */
  chips?: string[];
}

export function candle(d: Drawing, random: Random, options: CandleOptions): void {
  const { cx, baseY, width, height, wax, vessel } = options;
  const half = width / 2;
  const ry = half * 0.2;
  const top = baseY - height;
  if (options.lit) glow(d, cx, top - height * 0.12, height * 1.1, "#FFD9A0", 0.55);
  shadow(d, cx + half * 0.1, baseY + ry * 0.3, half * 1.25, ry * 1.2, 0.38);
  const body = (colour: string) =>
    d.linear(
      [
        [0, darken(colour, 0.18)],
        [0.3, lighten(colour, 0.25)],
        [0.65, colour],
        [1, darken(colour, 0.25)],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 0 },
    );
  const side = `M${round(cx - half)} ${round(top)} L${round(cx - half)} ${round(baseY)} A${round(half)} ${round(ry)} 0 0 0 ${round(cx + half)} ${round(baseY)} L${round(cx + half)} ${round(top)}Z`;
  const waxTop = vessel === "pillar" ? top : top + height * 0.12;
  if (vessel === "pillar") {
    d.add(`<path d="${side}" fill="${body(wax)}"/>`);
  } else if (vessel === "glass") {
    // wax seen through the glass, then the glass with its reflections
    d.add(
      `<path d="M${round(cx - half * 0.92)} ${round(waxTop)} L${round(cx - half * 0.92)} ${round(baseY - ry * 0.4)} A${round(half * 0.92)} ${round(ry)} 0 0 0 ${round(cx + half * 0.92)} ${round(baseY - ry * 0.4)} L${round(cx + half * 0.92)} ${round(waxTop)}Z" fill="${body(wax)}"/>`,
      `<path d="${side}" fill="#FFFFFF" fill-opacity="0.14" stroke="#FFFFFF" stroke-opacity="0.5" stroke-width="2"/>`,
      `<rect x="${round(cx - half * 0.72)}" y="${round(top + height * 0.08)}" width="${round(half * 0.12)}" height="${round(height * 0.8)}" rx="${round(half * 0.06)}" fill="#FFFFFF" fill-opacity="0.45"/>`,
      `<rect x="${round(cx + half * 0.6)}" y="${round(top + height * 0.12)}" width="${round(half * 0.06)}" height="${round(height * 0.7)}" rx="${round(half * 0.03)}" fill="#FFFFFF" fill-opacity="0.25"/>`,
    );
  } else {
    d.add(`<path d="${side}" fill="${body(options.vesselColour ?? "#E9E2D6")}"/>`);
    if (vessel === "tin") {
      d.add(
        `<ellipse cx="${round(cx)}" cy="${round(top)}" rx="${round(half)}" ry="${round(ry)}" fill="${metalFill(d, "silver")}"/>`,
      );
    }
  }
  // the wax surface, with a melt pool when lit
  d.add(
    `<ellipse cx="${round(cx)}" cy="${round(waxTop)}" rx="${round(half * (vessel === "pillar" ? 1 : 0.92))}" ry="${round(ry * 0.92)}" fill="${lighten(wax, 0.12)}"/>`,
  );
  if (options.lit) {
    d.add(
      `<ellipse cx="${round(cx)}" cy="${round(waxTop + 1)}" rx="${round(half * 0.45)}" ry="${round(ry * 0.42)}" fill="${mix(wax, "#F5C76A", 0.35)}" fill-opacity="0.8"/>`,
    );
  }
  for (const [index, chip] of (options.chips ?? []).entries()) {
    const angle = (index / (options.chips?.length ?? 1)) * Math.PI * 2 + 0.4;
    const x = cx + Math.cos(angle) * half * 0.62;
    const y = waxTop + Math.sin(angle) * ry * 0.6;
    d.add(
      `<ellipse cx="${round(x)}" cy="${round(y)}" rx="${round(half * 0.11)}" ry="${round(ry * 0.32)}" fill="${chip}"/>`,
      `<ellipse cx="${round(x - 2)}" cy="${round(y - 2)}" rx="${round(half * 0.04)}" ry="${round(ry * 0.1)}" fill="#FFFFFF" fill-opacity="0.7"/>`,
    );
  }
  if (vessel !== "glass" && vessel !== "pillar") {
    // the vessel's rim over the wax
    d.add(
      `<ellipse cx="${round(cx)}" cy="${round(top)}" rx="${round(half)}" ry="${round(ry)}" fill="none" stroke="${lighten(options.vesselColour ?? "#E9E2D6", 0.3)}" stroke-width="${round(half * 0.05)}"/>`,
    );
  }
  if (options.label) label(d, cx, top + height * 0.48, width * 0.62, height * 0.34, options.label);
  // wick and flame
  d.add(
    `<path d="M${round(cx)} ${round(waxTop)} q2 -12 -1 -24" fill="none" stroke="#2B221C" stroke-width="3" stroke-linecap="round"/>`,
  );
  if (options.lit) flame(d, cx, waxTop - 22, height * 0.26);
  void random;
}

function label(d: Drawing, cx: number, cy: number, width: number, height: number, text: string): void {
  d.add(
    `<rect x="${round(cx - width / 2)}" y="${round(cy - height / 2)}" width="${round(width)}" height="${round(height)}" rx="4" fill="#FBF8F3" fill-opacity="0.94"/>`,
    `<text x="${round(cx)}" y="${round(cy - height * 0.08)}" text-anchor="middle" font-family="serif" font-size="${round(height * 0.2)}" letter-spacing="3" fill="#1F1B24">SATTVA</text>`,
    `<line x1="${round(cx - width * 0.18)}" x2="${round(cx + width * 0.18)}" y1="${round(cy + height * 0.06)}" y2="${round(cy + height * 0.06)}" stroke="#A8824A" stroke-width="1.5"/>`,
    `<text x="${round(cx)}" y="${round(cy + height * 0.3)}" text-anchor="middle" font-family="sans-serif" font-size="${round(height * 0.13)}" letter-spacing="1.5" fill="#5C5563">${escapeText(text.toUpperCase())}</text>`,
  );
}

/** A candle flame: a teardrop with a hot white core and a warm halo. */
export function flame(d: Drawing, cx: number, bottom: number, height: number): void {
  glow(d, cx, bottom - height * 0.45, height * 1.1, "#FFC46B", 0.5);
  const w = height * 0.23;
  const outline = `M${round(cx)} ${round(bottom - height)} C${round(cx + w * 0.6)} ${round(bottom - height * 0.55)} ${round(cx + w * 1.1)} ${round(bottom - height * 0.2)} ${round(cx)} ${round(bottom)} C${round(cx - w * 1.1)} ${round(bottom - height * 0.2)} ${round(cx - w * 0.6)} ${round(bottom - height * 0.55)} ${round(cx)} ${round(bottom - height)}Z`;
  const fill = d.radial(
    [
      [0, "#FFFFFF"],
      [0.35, "#FFF2C2"],
      [0.7, "#FFB648"],
      [1, "#F07A1E", 0.6],
    ],
    { cx: 0.5, cy: 0.72, r: 0.6 },
  );
  d.add(`<path d="${outline}" fill="${fill}"/>`);
  d.add(
    `<ellipse cx="${round(cx)}" cy="${round(bottom - height * 0.12)}" rx="${round(w * 0.35)}" ry="${round(height * 0.1)}" fill="#6FA3FF" fill-opacity="0.5"/>`,
  );
}

/** A Himalayan salt (or crystal) lamp: a rough glowing rock on a wooden base. */
export function glowingLamp(
  d: Drawing,
  random: Random,
  options: { cx: number; baseY: number; size: number; rock: string; lit: boolean; wood?: string },
): void {
  const { cx, baseY, size, rock, lit } = options;
  const wood = options.wood ?? "#8A5A36";
  if (lit) glow(d, cx, baseY - size * 0.55, size * 1.05, mix(rock, "#FFB070", 0.4), 0.6);
  shadow(d, cx + 8, baseY + 6, size * 0.5, size * 0.06, 0.4);
  // base
  const baseTop = baseY - size * 0.12;
  d.add(
    `<path d="M${round(cx - size * 0.36)} ${round(baseTop)} L${round(cx - size * 0.36)} ${round(baseY)} A${round(size * 0.36)} ${round(size * 0.05)} 0 0 0 ${round(cx + size * 0.36)} ${round(baseY)} L${round(cx + size * 0.36)} ${round(baseTop)}Z" fill="${d.linear(
      [
        [0, darken(wood, 0.2)],
        [0.4, lighten(wood, 0.2)],
        [1, darken(wood, 0.35)],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 0 },
    )}"/>`,
    `<ellipse cx="${round(cx)}" cy="${round(baseTop)}" rx="${round(size * 0.36)}" ry="${round(size * 0.05)}" fill="${lighten(wood, 0.15)}"/>`,
  );
  // the rock: an irregular faceted mass
  const points: Array<[number, number]> = [];
  const count = 11;
  for (let i = 0; i < count; i++) {
    const angle = Math.PI + (i / (count - 1)) * Math.PI;
    const reach = size * random.between(0.34, 0.44);
    points.push([cx + Math.cos(angle) * reach * 0.95, baseTop - size * 0.02 + Math.sin(angle) * reach * 1.75]);
  }
  points.push([cx + size * 0.36, baseTop + 4], [cx - size * 0.36, baseTop + 4]);
  const outline = smoothClosedPath(points);
  const fill = d.radial(
    lit
      ? [
          [0, "#FFF1D6"],
          [0.35, lighten(rock, 0.25)],
          [0.8, rock],
          [1, darken(rock, 0.3)],
        ]
      : [
          [0, lighten(rock, 0.3)],
          [0.6, rock],
          [1, darken(rock, 0.35)],
        ],
    { cx: 0.5, cy: 0.6, r: 0.65 },
  );
  d.add(`<path d="${outline}" fill="${fill}"/>`);
  // rough facets: lighter and darker planes
  const clip = d.clip(`<path d="${outline}"/>`);
  const planes: string[] = [];
  for (let i = 0; i < 9; i++) {
    const x = cx + random.between(-0.4, 0.4) * size;
    const y = baseTop - random.between(0.1, 0.75) * size;
    const w = size * random.between(0.12, 0.24);
    planes.push(
      `<path d="M${round(x)} ${round(y)} l${round(w)} ${round(-w * 0.4)} l${round(w * 0.2)} ${round(w * 0.7)} l${round(-w)} ${round(w * 0.3)}Z" fill="${i % 2 ? "#FFFFFF" : darken(rock, 0.3)}" fill-opacity="${i % 2 ? 0.18 : 0.14}"/>`,
    );
  }
  d.add(`<g clip-path="${clip}">${planes.join("")}</g>`);
}

/** A bundle of white (or blue) sage tied with cotton string. */
export function sageBundle(
  d: Drawing,
  random: Random,
  options: { cx: number; cy: number; length: number; angle: number; leaf: string; string: string },
): void {
  const { cx, cy, length, angle, leaf } = options;
  const width = length * 0.3;
  shadow(d, cx + 10, cy + width * 0.45, length * 0.5, width * 0.22, 0.3);
  d.add(`<g transform="rotate(${round(angle)} ${round(cx)} ${round(cy)})">`);
  // stems at the bottom end
  const left = cx - length / 2;
  for (let i = 0; i < 7; i++) {
    const y = cy + (i / 6 - 0.5) * width * 0.3;
    d.add(
      `<path d="M${round(left + length * 0.12)} ${round(y)} L${round(left - length * 0.02)} ${round(y + (i - 3) * 1.5)}" stroke="#7B6A4E" stroke-width="3" stroke-linecap="round"/>`,
    );
  }
  // leaves from the tied end to the tip, widest in the middle
  const leaves: string[] = [];
  for (let i = 0; i < 150; i++) {
    const t = random.next();
    const along = left + length * (0.08 + 0.92 * t);
    const spread = Math.sin(Math.PI * Math.min(1, 0.25 + t * 0.85)) * width * 0.5;
    const y = cy + random.between(-1, 1) * spread;
    const size = length * random.between(0.07, 0.12);
    const shade = mix(leaf, i % 3 === 0 ? "#FFFFFF" : "#3F4E3C", random.between(0, 0.3));
    const turn = round(random.between(-25, 25));
    leaves.push(
      `<ellipse cx="${round(along)}" cy="${round(y)}" rx="${round(size)}" ry="${round(size * 0.34)}" fill="${shade}" stroke="${mix(leaf, "#2F3A2D", 0.45)}" stroke-opacity="0.45" stroke-width="1.2" transform="rotate(${turn} ${round(along)} ${round(y)})"/>`,
      `<path d="M${round(along - size * 0.8)} ${round(y)} L${round(along + size * 0.8)} ${round(y)}" stroke="#FFFFFF" stroke-opacity="0.35" stroke-width="1" transform="rotate(${turn} ${round(along)} ${round(y)})"/>`,
    );
  }
  d.add(...leaves);
  // a soft light from above
  const sheen = d.linear(
    [
      [0, "#FFFFFF", 0.25],
      [0.5, "#FFFFFF", 0],
      [1, "#000000", 0.12],
    ],
    { x1: 0, y1: 0, x2: 0, y2: 1 },
  );
  d.add(
    `<ellipse cx="${round(cx + length * 0.05)}" cy="${round(cy)}" rx="${round(length * 0.46)}" ry="${round(width * 0.5)}" fill="${sheen}"/>`,
  );
  // string wrapped around the bundle
  const wraps: string[] = [];
  for (let i = 0; i < 9; i++) {
    const x = left + length * (0.14 + i * 0.085);
    const spread = Math.sin(Math.PI * Math.min(1, 0.3 + (i * 0.085) / 0.9)) * width * 0.48;
    wraps.push(
      `<path d="M${round(x - 8)} ${round(cy - spread)} L${round(x + 8)} ${round(cy + spread)}" stroke="${options.string}" stroke-width="2.6" stroke-linecap="round"/>`,
    );
  }
  d.add(...wraps, "</g>");
}

/** Palo santo sticks lying together, one end of one stick charred from burning. */
export function paloSanto(
  d: Drawing,
  random: Random,
  options: { cx: number; cy: number; length: number; count: number; angle: number; charred: boolean },
): void {
  const { cx, cy, length, count, angle } = options;
  const thickness = length * 0.075;
  shadow(d, cx + 8, cy + thickness * count * 0.3, length * 0.55, thickness * count * 0.3, 0.32);
  d.add(`<g transform="rotate(${round(angle)} ${round(cx)} ${round(cy)})">`);
  for (let i = 0; i < count; i++) {
    const y = cy + (i - (count - 1) / 2) * thickness * 0.86 + random.between(-3, 3);
    const shift = random.between(-length * 0.06, length * 0.06);
    const len = length * random.between(0.88, 1);
    const x0 = cx - len / 2 + shift;
    const tone = mix("#D7B98E", "#B98E5C", random.next());
    const body = d.linear(
      [
        [0, lighten(tone, 0.25)],
        [0.45, tone],
        [1, darken(tone, 0.3)],
      ],
      { x1: 0, y1: 0, x2: 0, y2: 1 },
    );
    d.add(
      `<rect x="${round(x0)}" y="${round(y - thickness / 2)}" width="${round(len)}" height="${round(thickness)}" rx="${round(thickness * 0.3)}" fill="${body}"/>`,
    );
    for (let g = 0; g < 4; g++) {
      const gy = y - thickness * 0.3 + g * thickness * 0.18;
      d.add(
        `<path d="M${round(x0 + len * random.between(0.05, 0.2))} ${round(gy)} Q${round(x0 + len * 0.5)} ${round(gy + random.between(-2, 2))} ${round(x0 + len * random.between(0.7, 0.95))} ${round(gy)}" fill="none" stroke="${darken(tone, 0.25)}" stroke-opacity="0.45" stroke-width="1.2"/>`,
      );
    }
    if (options.charred && i === count - 1) {
      const char = d.linear(
        [
          [0, "#1E1814", 0],
          [0.6, "#1E1814", 0.85],
          [1, "#0C0A08"],
        ],
        { x1: 0, y1: 0, x2: 1, y2: 0 },
      );
      d.add(
        `<rect x="${round(x0 + len * 0.86)}" y="${round(y - thickness / 2)}" width="${round(len * 0.14)}" height="${round(thickness)}" rx="${round(thickness * 0.3)}" fill="${char}"/>`,
      );
    }
  }
  d.add("</g>");
}

/** An abalone shell: a shallow dish with an iridescent inside. */
export function abaloneShell(d: Drawing, options: { cx: number; cy: number; size: number }): void {
  const { cx, cy, size } = options;
  shadow(d, cx + 10, cy + size * 0.24, size * 0.6, size * 0.1, 0.35);
  const outer = ellipsePath(cx, cy, size * 0.55, size * 0.27);
  d.add(`<path d="${outer}" fill="#8C7B6A"/>`);
  const inner = d.radial(
    [
      [0, "#E6F2F0"],
      [0.3, "#B7D7E0"],
      [0.55, "#C9B6E0"],
      [0.75, "#9FCBB6"],
      [1, "#5E7F86"],
    ],
    { cx: 0.42, cy: 0.45, r: 0.7 },
  );
  d.add(`<path d="${ellipsePath(cx, cy - size * 0.02, size * 0.5, size * 0.22)}" fill="${inner}"/>`);
  for (let i = 0; i < 5; i++) {
    d.add(
      `<circle cx="${round(cx + size * 0.38 - i * size * 0.085)}" cy="${round(cy - size * 0.17 + i * size * 0.012)}" r="${round(size * 0.02)}" fill="#5A4B3F"/>`,
    );
  }
}

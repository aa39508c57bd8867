// Beads and what is strung from them: bracelets lying on the floor or on a display pillar, and
// 108-bead malas with a guru bead and tassel.
import type { Random } from "../random.ts";
import { darken, lighten } from "./colour.ts";
import { metals, type Palette } from "./palettes.ts";
import { pattern } from "./stone.ts";
import { shadow } from "./studio.ts";
import { type Drawing, ellipsePath, round } from "./svg.ts";

export interface BeadStyle {
  palette: Palette;
  /** Metal spacer instead of stone. */
  metal?: keyof typeof metals;
}

/** One polished bead: a sphere lit from the upper left, with the stone's pattern when it is big enough to see. */
export function bead(d: Drawing, random: Random, cx: number, cy: number, r: number, style: BeadStyle, dim = 0): void {
  const colours = style.metal ? { ...metals[style.metal], pattern: "plain" as const } : style.palette;
  const light = dim > 0 ? darken(colours.light, dim) : colours.light;
  const base = dim > 0 ? darken(colours.base, dim) : colours.base;
  const deep = dim > 0 ? darken(colours.deep, dim) : colours.deep;
  const fill = d.radial(
    [
      [0, lighten(light, 0.2)],
      [0.5, base],
      [1, deep],
    ],
    { cx: 0.38, cy: 0.32, r: 0.72, fx: 0.34, fy: 0.28 },
  );
  d.add(`<circle cx="${round(cx)}" cy="${round(cy)}" r="${round(r)}" fill="${fill}"/>`);
  if (!style.metal && r >= 15 && style.palette.pattern !== "plain") {
    const clip = d.clip(`<circle cx="${round(cx)}" cy="${round(cy)}" r="${round(r)}"/>`);
    d.add(
      `<g clip-path="${clip}" opacity="0.8">`,
      pattern(d, random, { x: cx - r, y: cy - r, width: r * 2, height: r * 2 }, style.palette),
      "</g>",
    );
  }
  if (!style.metal && style.palette.translucent) {
    const inner = d.radial([
      [0, "#FFFFFF", 0.45],
      [1, "#FFFFFF", 0],
    ]);
    d.add(`<circle cx="${round(cx + r * 0.1)}" cy="${round(cy + r * 0.22)}" r="${round(r * 0.55)}" fill="${inner}"/>`);
  }
  const spot = d.radial([
    [0, "#FFFFFF", 0.95],
    [0.6, "#FFFFFF", 0.3],
    [1, "#FFFFFF", 0],
  ]);
  d.add(
    `<ellipse cx="${round(cx - r * 0.34)}" cy="${round(cy - r * 0.4)}" rx="${round(r * 0.34)}" ry="${round(r * 0.2)}" fill="${spot}" transform="rotate(-30 ${round(cx - r * 0.34)} ${round(cy - r * 0.4)})"/>`,
  );
}

export interface BraceletOptions {
  cx: number;
  cy: number;
  /** Radius of the ring the beads sit on. */
  radius: number;
  /** Vertical squash of the ring seen from above (1 = seen from straight above). */
  tilt: number;
  beadRadius: number;
  /** The style of bead i. */
  beadAt: (index: number, count: number) => BeadStyle;
  count?: number;
}

interface PlacedBead {
  x: number;
  y: number;
  r: number;
  depth: number;
  style: BeadStyle;
}

function ring(options: BraceletOptions): PlacedBead[] {
  const count = options.count ?? Math.max(12, Math.round((2 * Math.PI * options.radius) / (options.beadRadius * 2.02)));
  const beads: PlacedBead[] = [];
  for (let i = 0; i < count; i++) {
    const angle = (i / count) * Math.PI * 2 + Math.PI / 2;
    const depth = Math.sin(angle); // 1 = nearest the viewer
    const style = options.beadAt(i, count);
    const scale = (style.metal ? 0.62 : 1) * (0.92 + 0.08 * depth);
    beads.push({
      x: options.cx + Math.cos(angle) * options.radius,
      y: options.cy + depth * options.radius * options.tilt,
      r: options.beadRadius * scale,
      depth,
      style,
    });
  }
  return beads.sort((a, b) => a.y - b.y);
}

/** A bracelet lying on the floor, seen from the front and above. */
export function braceletOnFloor(d: Drawing, random: Random, options: BraceletOptions): void {
  const beads = ring(options);
  for (const b of beads) shadow(d, b.x + b.r * 0.25, b.y + b.r * 0.75, b.r * 1.25, b.r * 0.45, 0.3);
  for (const b of beads) bead(d, random, b.x, b.y, b.r, b.style, b.depth < 0 ? 0.06 * -b.depth : 0);
}

/** A bracelet (or a mala wrapped in several loops) on a linen display pillar: the back half hides behind it. */
export function braceletOnPillar(
  d: Drawing,
  random: Random,
  options: BraceletOptions & {
    pillarWidth: number;
    pillarTop: number;
    pillarBottom: number;
    loops?: number;
    loopGap?: number;
  },
): void {
  const loops = options.loops ?? 1;
  const gap = options.loopGap ?? options.beadRadius * 2.1;
  const beads = Array.from({ length: loops }, (_, loop) => ring({ ...options, cy: options.cy + loop * gap })).flat();
  const half = options.pillarWidth / 2;
  const { cx, pillarTop, pillarBottom } = options;
  for (const b of beads.filter((item) => item.depth < 0)) bead(d, random, b.x, b.y, b.r, b.style, 0.12);
  shadow(d, cx, pillarBottom, half * 1.6, half * 0.22, 0.32);
  const linen = d.linear(
    [
      [0, "#D9CCBB"],
      [0.35, "#F2EBE1"],
      [0.7, "#E6DBCD"],
      [1, "#CFC0AD"],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 0 },
  );
  d.add(
    `<path d="M${round(cx - half)} ${round(pillarTop)} L${round(cx - half)} ${round(pillarBottom)} A${round(half)} ${round(half * 0.22)} 0 0 0 ${round(cx + half)} ${round(pillarBottom)} L${round(cx + half)} ${round(pillarTop)}Z" fill="${linen}"/>`,
    `<ellipse cx="${round(cx)}" cy="${round(pillarTop)}" rx="${round(half)}" ry="${round(half * 0.22)}" fill="#F6F1EA"/>`,
  );
  // the beads' shade on the pillar
  const shade = d.radial([
    [0, "#5A4632", 0.22],
    [1, "#5A4632", 0],
  ]);
  for (let loop = 0; loop < loops; loop++) {
    d.add(
      `<ellipse cx="${round(cx)}" cy="${round(options.cy + loop * gap + options.radius * options.tilt + options.beadRadius * 0.9)}" rx="${round(half * 1.05)}" ry="${round(options.beadRadius * 0.9)}" fill="${shade}"/>`,
    );
  }
  for (const b of beads.filter((item) => item.depth >= 0).sort((a, b) => a.y - b.y)) {
    bead(d, random, b.x, b.y, b.r, b.style);
  }
}

export interface MalaOptions {
  cx: number;
  top: number;
  bottom: number;
  width: number;
  beadRadius: number;
  beadAt: (index: number) => BeadStyle;
  tasselColour: string;
}

/** A 108-bead mala lying in a teardrop loop, guru bead and tassel at the bottom. */
export function mala(d: Drawing, random: Random, options: MalaOptions): void {
  const { cx, top, bottom, width, beadRadius } = options;
  const height = bottom - top;
  // teardrop outline, sampled finely, then beads placed at equal arc lengths
  const samples: Array<[number, number]> = [];
  for (let i = 0; i <= 400; i++) {
    const t = (i / 400) * Math.PI * 2;
    const x = cx + Math.sin(t) * (width / 2) * (0.55 + 0.45 * Math.cos(t / 2) ** 2) * (1 - 0.25 * Math.cos(t));
    const y = top + height * (0.5 - 0.5 * Math.cos(t)) ** 0.9;
    samples.push([x, y]);
  }
  const lengths = [0];
  for (let i = 1; i < samples.length; i++) {
    const [ax, ay] = samples[i - 1] as [number, number];
    const [bx, by] = samples[i] as [number, number];
    lengths.push((lengths[i - 1] as number) + Math.hypot(bx - ax, by - ay));
  }
  const total = lengths[lengths.length - 1] as number;
  const count = 108;
  const placed: PlacedBead[] = [];
  const gap = 0.06; // leave room at the bottom for the guru bead
  for (let i = 0; i < count; i++) {
    const target = total * (0.5 + gap / 2 + ((1 - gap) * i) / (count - 1)) - (total * 0.5 > 0 ? 0 : 0);
    const wrapped = target % total;
    let index = lengths.findIndex((length) => length >= wrapped);
    if (index < 0) index = samples.length - 1;
    const [x, y] = samples[index] as [number, number];
    placed.push({ x, y, r: beadRadius, depth: 0, style: options.beadAt(i) });
  }
  for (const b of placed) shadow(d, b.x + b.r * 0.2, b.y + b.r * 0.7, b.r * 1.2, b.r * 0.45, 0.28);
  for (const b of placed) bead(d, random, b.x, b.y, b.r, b.style);
  // guru bead and tassel
  const guruY = bottom + beadRadius * 1.6;
  const tasselTop = guruY + beadRadius * 2.2;
  const tasselLength = height * 0.28;
  shadow(d, cx + 6, tasselTop + tasselLength, beadRadius * 3.2, beadRadius * 0.9, 0.3);
  const threads: string[] = [];
  for (let i = 0; i < 34; i++) {
    const spread = (i / 33 - 0.5) * beadRadius * 3.2;
    const sway = random.between(-3, 3);
    const shade =
      i % 3 === 0
        ? darken(options.tasselColour, 0.25)
        : i % 3 === 1
          ? options.tasselColour
          : lighten(options.tasselColour, 0.2);
    threads.push(
      `<path d="M${round(cx + spread * 0.25)} ${round(tasselTop)} Q${round(cx + spread * 0.8 + sway)} ${round(tasselTop + tasselLength * 0.5)} ${round(cx + spread + sway)} ${round(tasselTop + tasselLength)}" fill="none" stroke="${shade}" stroke-width="2.4" stroke-linecap="round"/>`,
    );
  }
  d.add(...threads);
  const gold = metals.gold;
  const cap = d.linear(
    [
      [0, gold.deep],
      [0.4, gold.light],
      [1, gold.deep],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 0 },
  );
  d.add(
    `<path d="M${round(cx - beadRadius * 0.9)} ${round(tasselTop - 4)} L${round(cx + beadRadius * 0.9)} ${round(tasselTop - 4)} L${round(cx + beadRadius * 0.7)} ${round(tasselTop + beadRadius * 1.4)} L${round(cx - beadRadius * 0.7)} ${round(tasselTop + beadRadius * 1.4)}Z" fill="${cap}"/>`,
  );
  bead(d, random, cx, guruY, beadRadius * 1.55, options.beadAt(0));
  d.add(
    `<path d="${ellipsePath(cx, bottom - beadRadius * 0.2, beadRadius * 0.5, beadRadius * 0.5)}" fill="${gold.base}"/>`,
  );
}

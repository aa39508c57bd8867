// Draws the home page's hero and banner artwork (BRAND.md "Imagery": large soft gradients with
// crystal silhouettes, no photograph) as small static SVG files in public/art/, so they cost no
// JavaScript and stay crisp at any width. The headlines are HTML over the art, never in it.
//
//   npx tsx scripts/home-art.ts      (writes public/art/*.svg; commit the result)
import fs from "node:fs";
import path from "node:path";

const outDir = path.join(import.meta.dirname, "..", "public", "art");

type Stop = readonly [offset: number, color: string, opacity?: number];

/** A tiny SVG writer: gradients get short unique ids, shapes are appended in paint order. */
class Art {
  private readonly defs: string[] = [];
  private readonly body: string[] = [];
  private count = 0;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {}

  private id(): string {
    this.count += 1;
    return `g${this.count}`;
  }

  private stops(stops: readonly Stop[]): string {
    return stops
      .map(([offset, color, opacity]) => {
        const alpha = opacity === undefined || opacity === 1 ? "" : ` stop-opacity="${n(opacity)}"`;
        return `<stop offset="${n(offset)}" stop-color="${color}"${alpha}/>`;
      })
      .join("");
  }

  linear(stops: readonly Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    const id = this.id();
    this.defs.push(
      `<linearGradient id="${id}" x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}">${this.stops(stops)}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  radial(stops: readonly Stop[], cx = 0.5, cy = 0.5, r = 0.5): string {
    const id = this.id();
    this.defs.push(
      `<radialGradient id="${id}" cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}">${this.stops(stops)}</radialGradient>`,
    );
    return `url(#${id})`;
  }

  add(...markup: string[]): this {
    this.body.push(...markup);
    return this;
  }

  /** A soft round glow: a radial gradient fading to nothing (cheaper to paint than a blur filter). */
  glow(cx: number, cy: number, rx: number, ry: number, color: string, opacity: number): this {
    const fill = this.radial([
      [0, color, opacity],
      [0.55, color, opacity * 0.45],
      [1, color, 0],
    ]);
    return this.add(`<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"/>`);
  }

  /** The file; `title` names the picture for anyone opening it on its own (pages give their own alt). */
  svg(title: string): string {
    return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${this.width} ${this.height}" width="${this.width}" height="${this.height}" preserveAspectRatio="xMidYMid slice" role="img"><title>${title}</title><defs>${this.defs.join("")}</defs>${this.body.join("")}</svg>\n`;
  }
}

function n(value: number): string {
  return String(Math.round(value * 10) / 10);
}

/** A small seeded random source, so the artwork is the same at every run. */
function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function points(list: ReadonlyArray<readonly [number, number]>): string {
  return list.map(([x, y]) => `${n(x)},${n(y)}`).join(" ");
}

// ── Pieces ────────────────────────────────────────────────────────────────────────────────────

interface CrystalTone {
  light: string;
  mid: string;
  deep: string;
}

const amethyst: CrystalTone = { light: "#E9DDF8", mid: "#A98BD6", deep: "#6B4E9E" };
const roseQuartz: CrystalTone = { light: "#FBE6EA", mid: "#E9AEBB", deep: "#C27C8E" };
const clearQuartz: CrystalTone = { light: "#FFFFFF", mid: "#E4E0EE", deep: "#B7AFCB" };
const citrine: CrystalTone = { light: "#FFF1D2", mid: "#E8BE72", deep: "#B98935" };
const selenite: CrystalTone = { light: "#FFFFFF", mid: "#F1ECE4", deep: "#D9CFC1" };

/** A crystal point standing on (x, baseY): three faces lit from the left, a faceted tip, a gleam. */
function crystal(art: Art, x: number, baseY: number, width: number, height: number, tilt: number, tone: CrystalTone) {
  const half = width / 2;
  const shoulder = baseY - height + width * 0.85;
  const tipY = baseY - height;
  const inner = width * 0.14;
  const body = art.linear(
    [
      [0, tone.light],
      [0.45, tone.mid],
      [1, tone.deep],
    ],
    0,
    0,
    0.3,
    1,
  );
  const shade = art.linear(
    [
      [0, tone.mid, 0.9],
      [1, tone.deep, 1],
    ],
    0,
    0,
    0,
    1,
  );
  const shine = art.linear(
    [
      [0, "#FFFFFF", 0.95],
      [1, "#FFFFFF", 0.15],
    ],
    0,
    0,
    0,
    1,
  );
  art.add(
    `<g transform="rotate(${n(tilt)} ${n(x)} ${n(baseY)})">`,
    // body
    `<polygon points="${points([
      [x, tipY],
      [x + half, shoulder],
      [x + half, baseY],
      [x - half, baseY],
      [x - half, shoulder],
    ])}" fill="${body}"/>`,
    // the right face in shade
    `<polygon points="${points([
      [x + inner, shoulder - width * 0.1],
      [x + half, shoulder],
      [x + half, baseY],
      [x + inner, baseY],
    ])}" fill="${shade}" opacity="0.55"/>`,
    // the tip's lit facet and the left face's gleam
    `<polygon points="${points([
      [x, tipY],
      [x - half, shoulder],
      [x - inner, shoulder - width * 0.1],
    ])}" fill="${shine}" opacity="0.8"/>`,
    `<polygon points="${points([
      [x - half * 0.78, shoulder + width * 0.1],
      [x - half * 0.5, shoulder],
      [x - half * 0.5, baseY],
      [x - half * 0.78, baseY],
    ])}" fill="#FFFFFF" opacity="0.35"/>`,
    `<polyline points="${points([
      [x - inner, baseY],
      [x - inner, shoulder - width * 0.1],
      [x, tipY],
    ])}" fill="none" stroke="#FFFFFF" stroke-opacity="0.55" stroke-width="${n(Math.max(1, width * 0.025))}"/>`,
    "</g>",
  );
}

/** A tumbled stone: a soft pebble with a highlight. */
function tumble(art: Art, cx: number, cy: number, rx: number, ry: number, tone: CrystalTone, rotate = 0) {
  const fill = art.radial(
    [
      [0, tone.light],
      [0.6, tone.mid],
      [1, tone.deep],
    ],
    0.38,
    0.32,
    0.75,
  );
  art.add(
    `<g transform="rotate(${n(rotate)} ${n(cx)} ${n(cy)})">`,
    `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"/>`,
    `<ellipse cx="${n(cx - rx * 0.35)}" cy="${n(cy - ry * 0.4)}" rx="${n(rx * 0.3)}" ry="${n(ry * 0.16)}" fill="#FFFFFF" opacity="0.7"/>`,
    "</g>",
  );
}

/** A four-pointed sparkle. */
function sparkle(art: Art, x: number, y: number, size: number, opacity: number, color = "#FFFFFF") {
  const s = size;
  const w = size * 0.22;
  art.add(
    `<path d="M${n(x)} ${n(y - s)}Q${n(x + w)} ${n(y - w)} ${n(x + s)} ${n(y)}Q${n(x + w)} ${n(y + w)} ${n(x)} ${n(y + s)}Q${n(x - w)} ${n(y + w)} ${n(x - s)} ${n(y)}Q${n(x - w)} ${n(y - w)} ${n(x)} ${n(y - s)}Z" fill="${color}" opacity="${n(opacity)}"/>`,
  );
}

function sparkles(art: Art, seed: number, area: { x: number; y: number; w: number; h: number }, count: number) {
  const random = seeded(seed);
  for (let index = 0; index < count; index++) {
    sparkle(
      art,
      area.x + random() * area.w,
      area.y + random() * area.h,
      4 + random() * 10,
      0.45 + random() * 0.5,
      random() > 0.7 ? "#FFF6E0" : "#FFFFFF",
    );
  }
}

/** A soft shadow a thing casts on the floor. */
function floorShadow(art: Art, cx: number, cy: number, rx: number, ry: number, color: string, opacity: number) {
  art.glow(cx, cy, rx, ry, color, opacity);
}

/** Thin halo rings: the quiet geometry behind a still life. */
function halo(art: Art, cx: number, cy: number, radii: readonly number[], color: string) {
  for (const [index, r] of radii.entries()) {
    art.add(
      `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="none" stroke="${color}" stroke-opacity="${n(0.55 - index * 0.12)}" stroke-width="1.5"/>`,
    );
  }
}

/** A pillar candle with a lit flame and its glow. */
function candle(
  art: Art,
  cx: number,
  baseY: number,
  width: number,
  height: number,
  wax: { light: string; deep: string },
) {
  const half = width / 2;
  const top = baseY - height;
  const body = art.linear(
    [
      [0, wax.light],
      [0.55, wax.light],
      [1, wax.deep],
    ],
    0,
    0,
    1,
    0,
  );
  const rim = width * 0.12;
  art.glow(cx, top - width * 0.35, width * 1.3, width * 1.3, "#FFD9A0", 0.55);
  art.add(
    `<path d="M${n(cx - half)} ${n(top)}L${n(cx - half)} ${n(baseY - rim)}Q${n(cx - half)} ${n(baseY)} ${n(cx)} ${n(baseY)}Q${n(cx + half)} ${n(baseY)} ${n(cx + half)} ${n(baseY - rim)}L${n(cx + half)} ${n(top)}Z" fill="${body}"/>`,
    `<ellipse cx="${n(cx)}" cy="${n(top)}" rx="${n(half)}" ry="${n(rim)}" fill="${wax.light}"/>`,
    `<ellipse cx="${n(cx)}" cy="${n(top + rim * 0.15)}" rx="${n(half * 0.8)}" ry="${n(rim * 0.7)}" fill="${wax.deep}" opacity="0.25"/>`,
    // a drip of wax
    `<path d="M${n(cx - half * 0.5)} ${n(top + rim * 0.6)}q${n(width * 0.04)} ${n(height * 0.12)} ${n(width * 0.08)} 0" fill="none" stroke="${wax.light}" stroke-width="${n(width * 0.06)}" stroke-linecap="round"/>`,
    `<line x1="${n(cx)}" y1="${n(top)}" x2="${n(cx)}" y2="${n(top - width * 0.13)}" stroke="#3B2F2A" stroke-width="${n(Math.max(2, width * 0.025))}" stroke-linecap="round"/>`,
  );
  const flameHeight = width * 0.42;
  const fy = top - width * 0.11;
  const flame = art.linear(
    [
      [0, "#FFF4D6"],
      [0.5, "#F8C76A"],
      [1, "#E38B2C"],
    ],
    0,
    1,
    0,
    0,
  );
  art.add(
    `<path d="M${n(cx)} ${n(fy - flameHeight)}C${n(cx + width * 0.12)} ${n(fy - flameHeight * 0.55)} ${n(cx + width * 0.1)} ${n(fy)} ${n(cx)} ${n(fy)}C${n(cx - width * 0.1)} ${n(fy)} ${n(cx - width * 0.12)} ${n(fy - flameHeight * 0.55)} ${n(cx)} ${n(fy - flameHeight)}Z" fill="${flame}"/>`,
    `<ellipse cx="${n(cx)}" cy="${n(fy - flameHeight * 0.25)}" rx="${n(width * 0.03)}" ry="${n(flameHeight * 0.2)}" fill="#FFFFFF" opacity="0.85"/>`,
  );
}

/** A curl of smoke rising from (x, y). */
function smoke(art: Art, x: number, y: number, height: number, sway: number, opacity: number) {
  art.add(
    `<path d="M${n(x)} ${n(y)}C${n(x + sway)} ${n(y - height * 0.25)} ${n(x - sway)} ${n(y - height * 0.45)} ${n(x + sway * 0.4)} ${n(y - height * 0.7)}S${n(x + sway * 1.2)} ${n(y - height * 0.95)} ${n(x + sway * 0.6)} ${n(y - height)}" fill="none" stroke="#FFFFFF" stroke-opacity="${n(opacity)}" stroke-width="3" stroke-linecap="round"/>`,
  );
}

/** A bundle of white sage: long leaves gathered and tied with cotton thread, lying at an angle. */
function sageBundle(art: Art, cx: number, cy: number, length: number, angle: number) {
  const leaf = art.linear(
    [
      [0, "#E7EEE3"],
      [0.5, "#B9C9B3"],
      [1, "#8CA486"],
    ],
    0,
    0,
    0,
    1,
  );
  const random = seeded(Math.round(cx * 7 + cy));
  art.add(`<g transform="rotate(${n(angle)} ${n(cx)} ${n(cy)})">`);
  // stems
  art.add(
    `<rect x="${n(cx + length * 0.32)}" y="${n(cy - length * 0.045)}" width="${n(length * 0.2)}" height="${n(length * 0.09)}" rx="${n(length * 0.02)}" fill="#A88A64"/>`,
  );
  for (let index = 0; index < 15; index++) {
    const offset = (index / 14 - 0.5) * length * 0.2;
    const reach = length * (0.5 + random() * 0.2);
    const startX = cx + length * 0.34;
    const tipX = startX - reach;
    const tipY = cy + offset * 1.4 + (random() - 0.5) * length * 0.05;
    const bulge = length * (0.035 + random() * 0.025);
    art.add(
      `<path d="M${n(startX)} ${n(cy + offset * 0.3)}Q${n(startX - reach * 0.5)} ${n(tipY - bulge)} ${n(tipX)} ${n(tipY)}Q${n(startX - reach * 0.5)} ${n(tipY + bulge)} ${n(startX)} ${n(cy + offset * 0.3)}Z" fill="${leaf}" opacity="${n(0.85 + random() * 0.15)}"/>`,
    );
  }
  // the cotton thread criss-crossing the bundle
  for (let index = 0; index < 5; index++) {
    const x = cx + length * (0.3 - index * 0.13);
    art.add(
      `<path d="M${n(x)} ${n(cy - length * 0.11)}L${n(x - length * 0.06)} ${n(cy + length * 0.11)}" stroke="#F7F1E6" stroke-width="3" stroke-linecap="round" opacity="0.9"/>`,
    );
  }
  art.add("</g>");
}

/** Palo santo: a few pale wooden sticks. */
function paloSanto(art: Art, cx: number, cy: number, length: number, angle: number) {
  const wood = art.linear(
    [
      [0, "#E7D3B4"],
      [0.6, "#CDAE85"],
      [1, "#A88762"],
    ],
    0,
    0,
    0,
    1,
  );
  const thickness = length * 0.075;
  art.add(`<g transform="rotate(${n(angle)} ${n(cx)} ${n(cy)})">`);
  for (let index = 0; index < 3; index++) {
    const y = cy + (index - 1) * thickness * 1.05;
    const shift = (index - 1) * length * 0.06;
    art.add(
      `<rect x="${n(cx - length / 2 + shift)}" y="${n(y - thickness / 2)}" width="${n(length)}" height="${n(thickness)}" rx="${n(thickness * 0.35)}" fill="${wood}"/>`,
      `<rect x="${n(cx - length / 2 + shift + length * 0.05)}" y="${n(y - thickness * 0.3)}" width="${n(length * 0.6)}" height="${n(thickness * 0.12)}" rx="2" fill="#FFFFFF" opacity="0.35"/>`,
    );
  }
  art.add("</g>");
}

/** A brass bowl seen from the front. */
function bowl(art: Art, cx: number, topY: number, width: number) {
  const half = width / 2;
  const depth = width * 0.32;
  const brass = art.linear(
    [
      [0, "#E9CF97"],
      [0.45, "#C9A25E"],
      [1, "#8E6C36"],
    ],
    0,
    0,
    1,
    0.4,
  );
  art.add(
    `<path d="M${n(cx - half)} ${n(topY)}Q${n(cx - half * 0.92)} ${n(topY + depth)} ${n(cx)} ${n(topY + depth)}Q${n(cx + half * 0.92)} ${n(topY + depth)} ${n(cx + half)} ${n(topY)}Z" fill="${brass}"/>`,
    `<ellipse cx="${n(cx)}" cy="${n(topY)}" rx="${n(half)}" ry="${n(width * 0.07)}" fill="#D8B979"/>`,
    `<ellipse cx="${n(cx)}" cy="${n(topY + width * 0.01)}" rx="${n(half * 0.9)}" ry="${n(width * 0.05)}" fill="#6F5428" opacity="0.55"/>`,
    `<path d="M${n(cx - half * 0.7)} ${n(topY + depth * 0.3)}Q${n(cx - half * 0.55)} ${n(topY + depth * 0.75)} ${n(cx - half * 0.2)} ${n(topY + depth * 0.85)}" fill="none" stroke="#FFF3D6" stroke-opacity="0.6" stroke-width="4" stroke-linecap="round"/>`,
  );
}

/** A crescent moon. */
function moon(art: Art, cx: number, cy: number, r: number, color: string, opacity: number) {
  art.add(
    `<path d="M${n(cx)} ${n(cy - r)}A${n(r)} ${n(r)} 0 1 0 ${n(cx)} ${n(cy + r)}A${n(r * 1.3)} ${n(r * 1.3)} 0 0 1 ${n(cx)} ${n(cy - r)}Z" fill="${color}" opacity="${n(opacity)}" transform="rotate(-25 ${n(cx)} ${n(cy)})"/>`,
  );
}

/** A ring of beads: a bracelet seen from above at a slant. */
function beadRing(
  art: Art,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  bead: number,
  tones: readonly CrystalTone[],
) {
  const count = 22;
  const placed = Array.from({ length: count }, (_, index) => {
    const angle = (index / count) * Math.PI * 2;
    return { x: cx + Math.cos(angle) * rx, y: cy + Math.sin(angle) * ry, index };
  }).sort((a, b) => a.y - b.y);
  const fills = tones.map((tone) =>
    art.radial(
      [
        [0, tone.light],
        [0.55, tone.mid],
        [1, tone.deep],
      ],
      0.35,
      0.3,
      0.75,
    ),
  );
  art.add(
    `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="none" stroke="#FFFFFF" stroke-opacity="0.5" stroke-width="2"/>`,
  );
  for (const { x, y, index } of placed) {
    const depth = 0.85 + ((y - (cy - ry)) / (2 * ry)) * 0.2;
    const r = bead * depth;
    const fill = index === 0 ? "#D9D4CC" : (fills[index % fills.length] ?? "#FFFFFF");
    art.add(
      `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${fill}"/>`,
      `<ellipse cx="${n(x - r * 0.35)}" cy="${n(y - r * 0.4)}" rx="${n(r * 0.32)}" ry="${n(r * 0.2)}" fill="#FFFFFF" opacity="0.75"/>`,
    );
  }
}

/** A puffy heart stone. */
function heartStone(art: Art, cx: number, cy: number, size: number, tone: CrystalTone, rotate: number) {
  const fill = art.radial(
    [
      [0, tone.light],
      [0.55, tone.mid],
      [1, tone.deep],
    ],
    0.35,
    0.3,
    0.8,
  );
  const s = size;
  art.add(
    `<g transform="rotate(${n(rotate)} ${n(cx)} ${n(cy)})">`,
    `<path d="M${n(cx)} ${n(cy + s * 0.55)}C${n(cx - s * 0.9)} ${n(cy)} ${n(cx - s * 0.6)} ${n(cy - s * 0.62)} ${n(cx)} ${n(cy - s * 0.25)}C${n(cx + s * 0.6)} ${n(cy - s * 0.62)} ${n(cx + s * 0.9)} ${n(cy)} ${n(cx)} ${n(cy + s * 0.55)}Z" fill="${fill}"/>`,
    `<ellipse cx="${n(cx - s * 0.3)}" cy="${n(cy - s * 0.2)}" rx="${n(s * 0.14)}" ry="${n(s * 0.07)}" fill="#FFFFFF" opacity="0.7" transform="rotate(-30 ${n(cx - s * 0.3)} ${n(cy - s * 0.2)})"/>`,
    "</g>",
  );
}

/** A dried flower: a stem with small petals. */
function sprig(art: Art, x: number, y: number, length: number, angle: number, petal: string) {
  const random = seeded(Math.round(x + y * 3));
  art.add(
    `<g transform="rotate(${n(angle)} ${n(x)} ${n(y)})">`,
    `<path d="M${n(x)} ${n(y)}Q${n(x + length * 0.1)} ${n(y - length * 0.5)} ${n(x)} ${n(y - length)}" fill="none" stroke="#9AAE8E" stroke-width="2.5" stroke-linecap="round"/>`,
  );
  for (let index = 0; index < 7; index++) {
    const t = 0.45 + index * 0.08;
    const side = index % 2 ? 1 : -1;
    const px = x + side * length * 0.05 + length * 0.04 * t;
    const py = y - length * t;
    art.add(
      `<ellipse cx="${n(px)}" cy="${n(py)}" rx="${n(length * 0.035)}" ry="${n(length * 0.05)}" fill="${petal}" opacity="${n(0.7 + random() * 0.3)}" transform="rotate(${n(side * 35)} ${n(px)} ${n(py)})"/>`,
    );
  }
  art.add("</g>");
}

// ── Backgrounds ──────────────────────────────────────────────────────────────────────────────

function backdrop(art: Art, stops: readonly Stop[], floor: string) {
  art.add(`<rect width="${art.width}" height="${art.height}" fill="${art.linear(stops, 0, 0, 1, 1)}"/>`);
  // a floor line: the lower part a shade warmer, like a table top
  const floorY = art.height * 0.7;
  art.add(
    `<rect y="${n(floorY)}" width="${art.width}" height="${n(art.height - floorY)}" fill="${art.linear(
      [
        [0, floor, 0],
        [0.45, floor, 0.35],
        [1, floor, 0.75],
      ],
      0,
      0,
      0,
      1,
    )}"/>`,
  );
}

// ── The hero slides ──────────────────────────────────────────────────────────────────────────

/** Where the still life sits: a centre and a scale, so one drawing serves desktop and phone. */
interface Stage {
  cx: number;
  floorY: number;
  scale: number;
}

function crystalsScene(art: Art, stage: Stage) {
  const { cx, floorY, scale: s } = stage;
  art.glow(cx, floorY - 230 * s, 520 * s, 420 * s, "#FFFFFF", 0.85);
  halo(art, cx, floorY - 250 * s, [250 * s, 300 * s, 350 * s], "#FFFFFF");
  art.glow(cx, floorY - 160 * s, 260 * s, 200 * s, "#C8B2EC", 0.55);
  floorShadow(art, cx, floorY + 6 * s, 330 * s, 34 * s, "#6B4E9E", 0.28);
  // back row
  crystal(art, cx - 150 * s, floorY - 8 * s, 64 * s, 230 * s, -18, amethyst);
  crystal(art, cx + 150 * s, floorY - 6 * s, 70 * s, 260 * s, 16, amethyst);
  crystal(art, cx + 62 * s, floorY - 10 * s, 58 * s, 300 * s, 7, clearQuartz);
  // front and centre
  crystal(art, cx - 40 * s, floorY, 96 * s, 400 * s, -3, amethyst);
  crystal(art, cx - 230 * s, floorY + 4 * s, 46 * s, 150 * s, -28, clearQuartz);
  crystal(art, cx + 235 * s, floorY + 4 * s, 50 * s, 160 * s, 26, amethyst);
  crystal(art, cx + 92 * s, floorY + 6 * s, 54 * s, 180 * s, 14, amethyst);
  // tumbled stones in front
  tumble(art, cx - 200 * s, floorY + 14 * s, 40 * s, 24 * s, roseQuartz, -8);
  tumble(art, cx - 128 * s, floorY + 22 * s, 30 * s, 19 * s, amethyst, 10);
  tumble(art, cx + 176 * s, floorY + 20 * s, 36 * s, 22 * s, clearQuartz, 6);
  tumble(art, cx + 260 * s, floorY + 12 * s, 26 * s, 16 * s, citrine, -12);
}

function candlesScene(art: Art, stage: Stage) {
  const { cx, floorY, scale: s } = stage;
  art.glow(cx, floorY - 230 * s, 540 * s, 420 * s, "#FFF7EA", 0.9);
  halo(art, cx, floorY - 250 * s, [250 * s, 300 * s], "#FFFFFF");
  floorShadow(art, cx, floorY + 8 * s, 340 * s, 36 * s, "#8A5A2B", 0.22);
  const ivory = { light: "#FFFBF3", deep: "#E8D6BD" };
  const blush = { light: "#FCEDEA", deep: "#E2B9B4" };
  const lilac = { light: "#F5EEFB", deep: "#CDBBE3" };
  smoke(art, cx - 10 * s, floorY - 420 * s, 160 * s, 22 * s, 0.55);
  candle(art, cx - 150 * s, floorY, 120 * s, 230 * s, blush);
  candle(art, cx + 10 * s, floorY, 140 * s, 330 * s, ivory);
  candle(art, cx + 165 * s, floorY, 110 * s, 170 * s, lilac);
  sprig(art, cx - 265 * s, floorY + 8 * s, 190 * s, -14, "#D9B5C9");
  sprig(art, cx - 240 * s, floorY + 10 * s, 150 * s, 8, "#C7A6D8");
  crystal(art, cx + 262 * s, floorY + 10 * s, 48 * s, 140 * s, 18, roseQuartz);
  tumble(art, cx + 98 * s, floorY + 22 * s, 30 * s, 18 * s, amethyst, 8);
  tumble(art, cx - 66 * s, floorY + 24 * s, 24 * s, 15 * s, roseQuartz, -6);
}

function essentialsScene(art: Art, stage: Stage) {
  const { cx, floorY, scale: s } = stage;
  art.glow(cx, floorY - 230 * s, 540 * s, 420 * s, "#FFFFFF", 0.8);
  moon(art, cx + 170 * s, floorY - 430 * s, 44 * s, "#F3E7C6", 0.95);
  halo(art, cx, floorY - 250 * s, [260 * s, 320 * s], "#FFFFFF");
  floorShadow(art, cx, floorY + 8 * s, 360 * s, 36 * s, "#4F6B55", 0.24);
  // a tall clear quartz and a selenite wand behind the bowl
  crystal(art, cx + 150 * s, floorY - 4 * s, 70 * s, 330 * s, 8, clearQuartz);
  crystal(art, cx + 238 * s, floorY + 2 * s, 44 * s, 270 * s, 22, selenite);
  // the sage rests in the bowl, its lit tip smoking
  const bundleX = cx - 60 * s;
  const bundleY = floorY - 200 * s;
  const bundleLength = 340 * s;
  const bundleAngle = 48;
  const tipX = bundleX - bundleLength * 0.33 * Math.cos((bundleAngle * Math.PI) / 180);
  const tipY = bundleY - bundleLength * 0.33 * Math.sin((bundleAngle * Math.PI) / 180);
  smoke(art, tipX, tipY - 4 * s, 250 * s, 30 * s, 0.75);
  smoke(art, tipX + 6 * s, tipY, 190 * s, -26 * s, 0.55);
  smoke(art, tipX - 4 * s, tipY, 130 * s, 18 * s, 0.45);
  sageBundle(art, bundleX, bundleY, bundleLength, bundleAngle);
  art.glow(tipX, tipY, 18 * s, 18 * s, "#F2A65A", 0.9);
  bowl(art, cx - 30 * s, floorY - 110 * s, 300 * s);
  paloSanto(art, cx + 150 * s, floorY + 12 * s, 230 * s, -6);
  tumble(art, cx - 215 * s, floorY + 16 * s, 36 * s, 22 * s, clearQuartz, 4);
  tumble(art, cx - 152 * s, floorY + 24 * s, 28 * s, 17 * s, amethyst, -10);
}

interface Slide {
  name: string;
  title: string;
  background: readonly Stop[];
  floor: string;
  scene: (art: Art, stage: Stage) => void;
  sparkleSeed: number;
}

const slides: Slide[] = [
  {
    name: "crystals",
    title: "Healing crystals: amethyst and clear quartz points in a soft lavender light",
    background: [
      [0, "#F7F2FC"],
      [0.5, "#E9DEF6"],
      [1, "#D6C6EC"],
    ],
    floor: "#CDB9E8",
    scene: crystalsScene,
    sparkleSeed: 11,
  },
  {
    name: "candles",
    title: "Scented candles: three lit pillar candles with dried lavender",
    background: [
      [0, "#FDF8F1"],
      [0.5, "#F6EADB"],
      [1, "#EBD3B8"],
    ],
    floor: "#E6CBAA",
    scene: candlesScene,
    sparkleSeed: 23,
  },
  {
    name: "essentials",
    title: "Spiritual essentials: white sage in a brass bowl, selenite and palo santo",
    background: [
      [0, "#F6F8F3"],
      [0.5, "#E5ECE1"],
      [1, "#CCDACB"],
    ],
    floor: "#C2D3C0",
    scene: essentialsScene,
    sparkleSeed: 37,
  },
];

/** Desktop: 1600 × 640, the still life on the right, the left kept calm for the headline. */
function heroDesktop(slide: Slide): string {
  const art = new Art(1600, 640);
  backdrop(art, slide.background, slide.floor);
  art.glow(360, 300, 520, 360, "#FFFFFF", 0.55);
  slide.scene(art, { cx: 1120, floorY: 560, scale: 1 });
  sparkles(art, slide.sparkleSeed, { x: 780, y: 60, w: 760, h: 320 }, 14);
  return art.svg(slide.title);
}

/** Phone (500 px and under): 800 × 1000, the headline on top, the still life below. */
function heroMobile(slide: Slide): string {
  const art = new Art(800, 1000);
  backdrop(art, slide.background, slide.floor);
  art.glow(400, 230, 460, 260, "#FFFFFF", 0.6);
  slide.scene(art, { cx: 400, floorY: 830, scale: 0.88 });
  sparkles(art, slide.sparkleSeed, { x: 60, y: 420, w: 680, h: 200 }, 10);
  return art.svg(slide.title);
}

// ── The banner: the gifting edit ─────────────────────────────────────────────────────────────

const roseBackground: readonly Stop[] = [
  [0, "#FDF6F4"],
  [0.55, "#F6E3E1"],
  [1, "#EDCFD3"],
];

function giftingScene(art: Art, cx: number, cy: number, s: number) {
  art.glow(cx, cy, 330 * s, 230 * s, "#FFFFFF", 0.8);
  halo(art, cx, cy, [170 * s, 210 * s], "#FFFFFF");
  floorShadow(art, cx, cy + 120 * s, 300 * s, 26 * s, "#A8627A", 0.2);
  // a gift box with a ribbon
  const box = art.linear(
    [
      [0, "#F8EFE6"],
      [0.6, "#EADBC9"],
      [1, "#DCC7AF"],
    ],
    0,
    0,
    1,
    1,
  );
  const lid = art.linear(
    [
      [0, "#FBF4EC"],
      [1, "#E6D3BD"],
    ],
    0,
    0,
    0,
    1,
  );
  const bx = cx + 60 * s;
  const by = cy - 10 * s;
  art.add(
    `<rect x="${n(bx)}" y="${n(by)}" width="${n(190 * s)}" height="${n(130 * s)}" rx="${n(8 * s)}" fill="${box}"/>`,
    `<rect x="${n(bx - 8 * s)}" y="${n(by - 34 * s)}" width="${n(206 * s)}" height="${n(40 * s)}" rx="${n(8 * s)}" fill="${lid}"/>`,
    `<rect x="${n(bx + 83 * s)}" y="${n(by - 34 * s)}" width="${n(24 * s)}" height="${n(164 * s)}" fill="#B77A8E"/>`,
    `<path d="M${n(bx + 95 * s)} ${n(by - 34 * s)}c${n(-40 * s)} ${n(-50 * s)} ${n(-80 * s)} ${n(-10 * s)} 0 0c${n(80 * s)} ${n(-10 * s)} ${n(40 * s)} ${n(-50 * s)} 0 0" fill="none" stroke="#B77A8E" stroke-width="${n(10 * s)}" stroke-linejoin="round"/>`,
  );
  beadRing(art, cx - 130 * s, cy + 70 * s, 105 * s, 42 * s, 14 * s, [roseQuartz, amethyst, clearQuartz]);
  heartStone(art, cx - 30 * s, cy + 80 * s, 70 * s, roseQuartz, -12);
  crystal(art, cx + 290 * s, cy + 118 * s, 40 * s, 150 * s, 18, amethyst);
  sprig(art, cx - 270 * s, cy + 118 * s, 170 * s, -20, "#D9B5C9");
}

const bannerTitle = "The gifting edit: a gift box, a crystal bead bracelet and a rose quartz heart";

function bannerDesktop(): string {
  const art = new Art(1600, 440);
  backdrop(art, roseBackground, "#E6C3C9");
  art.glow(380, 220, 520, 260, "#FFFFFF", 0.55);
  giftingScene(art, 1150, 220, 1);
  sparkles(art, 53, { x: 820, y: 30, w: 720, h: 140 }, 10);
  return art.svg(bannerTitle);
}

function bannerMobile(): string {
  const art = new Art(800, 1040);
  backdrop(art, roseBackground, "#E6C3C9");
  art.glow(400, 260, 420, 260, "#FFFFFF", 0.6);
  giftingScene(art, 370, 820, 0.95);
  sparkles(art, 59, { x: 60, y: 600, w: 680, h: 90 }, 8);
  return art.svg(bannerTitle);
}

// ── Write ────────────────────────────────────────────────────────────────────────────────────

fs.mkdirSync(outDir, { recursive: true });
const files: Record<string, string> = {
  "banner-gifting.svg": bannerDesktop(),
  "banner-gifting-mobile.svg": bannerMobile(),
};
for (const slide of slides) {
  files[`hero-${slide.name}.svg`] = heroDesktop(slide);
  files[`hero-${slide.name}-mobile.svg`] = heroMobile(slide);
}
for (const [name, svg] of Object.entries(files)) {
  fs.writeFileSync(path.join(outDir, name), svg);
  console.log(`${name}: ${(svg.length / 1024).toFixed(1)} KB`);
}

// Crystal objects for the home and for healing: gem trees, face rollers, gua sha tools, Zibu coins,
// clusters and selenite charging plates.
import type { Random } from "../random.ts";
import { darken, lighten } from "./colour.ts";
import { metalFill } from "./metal.ts";
import { type MetalName, metals, type Palette } from "./palettes.ts";
import { crystalPoint, finishStone, highlight, stoneFill, tumble } from "./stone.ts";
import { shadow } from "./studio.ts";
import { type Drawing, ellipsePath, round, smoothClosedPath } from "./svg.ts";

/** A gem tree: twisted wire trunk on a stone base, a dome of polished chips for leaves. */
export function gemTree(
  d: Drawing,
  random: Random,
  options: { cx: number; baseY: number; size: number; palette: Palette; basePalette: Palette; wire: MetalName },
): void {
  const { cx, baseY, size, palette, basePalette, wire } = options;
  const m = metals[wire];
  // base: a wide polished stone
  tumble(d, random, { cx, cy: baseY - size * 0.09, rx: size * 0.34, ry: size * 0.13, palette: basePalette, rotate: 0 });
  const trunkTop = baseY - size * 0.55;
  const crownY = baseY - size * 0.78;
  const strands: string[] = [];
  for (let i = 0; i < 9; i++) {
    const spread = (i / 8 - 0.5) * size * 0.16;
    strands.push(
      `<path d="M${round(cx + spread)} ${round(baseY - size * 0.14)} C${round(cx + spread * 0.2)} ${round(baseY - size * 0.3)} ${round(cx - spread * 0.3)} ${round(trunkTop + size * 0.1)} ${round(cx + spread * 0.2)} ${round(trunkTop)}" fill="none" stroke="${i % 2 ? m.base : m.deep}" stroke-width="${round(size * 0.014)}" stroke-linecap="round"/>`,
    );
  }
  // branches fanning out into the crown
  const tips: Array<[number, number]> = [];
  for (let i = 0; i < 14; i++) {
    const angle = Math.PI * (1.08 + (0.84 * i) / 13) + random.between(-0.05, 0.05);
    const reach = size * random.between(0.26, 0.4);
    const tip: [number, number] = [cx + Math.cos(angle) * reach, crownY + Math.sin(angle) * reach * 0.75 + size * 0.12];
    tips.push(tip);
    strands.push(
      `<path d="M${round(cx)} ${round(trunkTop)} Q${round(cx + (tip[0] - cx) * 0.3)} ${round(trunkTop - size * 0.08)} ${round(tip[0])} ${round(tip[1])}" fill="none" stroke="${m.base}" stroke-width="${round(size * 0.008)}" stroke-linecap="round"/>`,
    );
  }
  d.add(...strands);
  // leaves: chips clustered around the branch tips and over the dome, back to front
  const chips: Array<[number, number, number]> = [];
  for (let i = 0; i < 150; i++) {
    const angle = random.between(Math.PI * 1.02, Math.PI * 1.98);
    const distance = Math.sqrt(random.next()) * size * 0.42;
    const x = cx + Math.cos(angle) * distance;
    const y = crownY + size * 0.16 + Math.sin(angle) * distance * 0.78;
    chips.push([x, y, size * random.between(0.022, 0.034)]);
  }
  chips.sort((a, b) => a[1] - b[1]);
  const fill = stoneFill(d, palette);
  const spot = d.radial([
    [0, "#FFFFFF", 0.85],
    [1, "#FFFFFF", 0],
  ]);
  for (const [x, y, r] of chips) {
    const squash = random.between(0.7, 0.95);
    d.add(
      `<ellipse cx="${round(x)}" cy="${round(y)}" rx="${round(r)}" ry="${round(r * squash)}" fill="${fill}" transform="rotate(${round(random.between(-40, 40))} ${round(x)} ${round(y)})"/>`,
      `<ellipse cx="${round(x - r * 0.3)}" cy="${round(y - r * 0.35)}" rx="${round(r * 0.35)}" ry="${round(r * 0.2)}" fill="${spot}"/>`,
    );
  }
}

/** A face roller lying on the floor: stone handle, a large roller and a small one in metal brackets. */
export function faceRoller(
  d: Drawing,
  random: Random,
  options: { cx: number; cy: number; size: number; palette: Palette; metal: MetalName; angle: number },
): void {
  const { cx, cy, size, palette, metal, angle } = options;
  const u = size;
  const at = (x: number, y: number) => `${round(cx + x * u)} ${round(cy + y * u)}`;
  shadow(d, cx + u * 0.04, cy + u * 0.3, u * 0.5, u * 0.16, 0.3);
  d.add(`<g transform="rotate(${round(angle)} ${round(cx)} ${round(cy)})">`);
  const rod = metalFill(d, metal);
  const rodWidth = round(u * 0.018);
  const cylinder = d.linear(
    [
      [0, palette.deep],
      [0.3, lighten(palette.light, 0.2)],
      [0.6, palette.base],
      [1, darken(palette.deep, 0.1)],
    ],
    { x1: 0, y1: 0, x2: 0, y2: 1 },
  );
  const handleFill = d.linear(
    [
      [0, palette.deep],
      [0.35, lighten(palette.light, 0.2)],
      [0.65, palette.base],
      [1, darken(palette.deep, 0.1)],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 0 },
  );
  // brackets
  d.add(
    `<path d="M${at(0, -0.26)} L${at(0, -0.32)} L${at(-0.27, -0.36)} L${at(-0.27, -0.46)} M${at(0, -0.32)} L${at(0.27, -0.36)} L${at(0.27, -0.46)}" fill="none" stroke="${rod}" stroke-width="${rodWidth}" stroke-linejoin="round" stroke-linecap="round"/>`,
    `<path d="M${at(0, 0.34)} L${at(0, 0.38)} L${at(-0.15, 0.41)} L${at(-0.15, 0.47)} M${at(0, 0.38)} L${at(0.15, 0.41)} L${at(0.15, 0.47)}" fill="none" stroke="${rod}" stroke-width="${rodWidth}" stroke-linejoin="round" stroke-linecap="round"/>`,
  );
  // handle: a stone cylinder with metal caps
  d.add(
    `<rect x="${round(cx - u * 0.045)}" y="${round(cy - u * 0.27)}" width="${round(u * 0.09)}" height="${round(u * 0.62)}" rx="${round(u * 0.03)}" fill="${handleFill}"/>`,
    `<rect x="${round(cx - u * 0.05)}" y="${round(cy - u * 0.285)}" width="${round(u * 0.1)}" height="${round(u * 0.03)}" rx="${round(u * 0.01)}" fill="${rod}"/>`,
    `<rect x="${round(cx - u * 0.05)}" y="${round(cy + u * 0.33)}" width="${round(u * 0.1)}" height="${round(u * 0.03)}" rx="${round(u * 0.01)}" fill="${rod}"/>`,
  );
  // rollers, their axis across the handle
  for (const [w, h, y] of [
    [0.5, 0.2, -0.56],
    [0.27, 0.11, 0.42],
  ] as const) {
    d.add(
      `<rect x="${round(cx - (w / 2) * u)}" y="${round(cy + y * u)}" width="${round(w * u)}" height="${round(h * u)}" rx="${round(h * u * 0.3)}" fill="${cylinder}"/>`,
      `<rect x="${round(cx - (w / 2) * u + h * u * 0.15)}" y="${round(cy + y * u + h * u * 0.18)}" width="${round(w * u - h * u * 0.3)}" height="${round(h * u * 0.12)}" rx="${round(h * u * 0.06)}" fill="#FFFFFF" fill-opacity="0.55"/>`,
      `<rect x="${round(cx - (w / 2) * u - u * 0.012)}" y="${round(cy + (y + h * 0.4) * u)}" width="${round(u * 0.024)}" height="${round(h * u * 0.2)}" fill="${rod}"/>`,
      `<rect x="${round(cx + (w / 2) * u - u * 0.012)}" y="${round(cy + (y + h * 0.4) * u)}" width="${round(u * 0.024)}" height="${round(h * u * 0.2)}" fill="${rod}"/>`,
    );
  }
  d.add("</g>");
  void random;
}

/** A heart-shaped gua sha lying flat: a notch on top, a comb edge below, seen from the front and above. */
export function guaSha(
  d: Drawing,
  random: Random,
  options: { cx: number; cy: number; size: number; palette: Palette; angle: number; squash?: number },
): void {
  const { cx, cy, size, palette, angle } = options;
  const s = size / 2;
  const squash = options.squash ?? 0.66;
  const p = (x: number, y: number) => `${round(cx + x * s)} ${round(cy + y * s * squash)}`;
  // a wide heart: rounded lobes, a clear notch between them, a scalloped comb edge low on the left
  const outline = [
    `M${p(0, -0.38)}`,
    `C${p(0.18, -0.78)} ${p(0.82, -0.86)} ${p(0.98, -0.38)}`,
    `C${p(1.08, 0.02)} ${p(0.6, 0.5)} ${p(0.04, 0.86)}`,
    `L${p(-0.06, 0.76)} L${p(-0.14, 0.8)} L${p(-0.22, 0.7)} L${p(-0.3, 0.73)} L${p(-0.38, 0.62)} L${p(-0.46, 0.64)} L${p(-0.54, 0.53)} L${p(-0.62, 0.54)}`,
    `C${p(-0.98, 0.24)} ${p(-1.08, -0.02)} ${p(-0.98, -0.38)}`,
    `C${p(-0.82, -0.86)} ${p(-0.18, -0.78)} ${p(0, -0.38)}Z`,
  ].join(" ");
  const thickness = size * 0.055;
  shadow(d, cx + size * 0.03, cy + s * squash * 0.75, size * 0.55, size * 0.1, 0.36);
  d.add(`<g transform="rotate(${round(angle)} ${round(cx)} ${round(cy)})">`);
  d.add(`<path d="${outline}" fill="${darken(palette.deep, 0.05)}" transform="translate(0 ${round(thickness)})"/>`);
  d.add(`<path d="${outline}" fill="${stoneFill(d, palette)}"/>`);
  finishStone(
    d,
    random,
    outline,
    { x: cx - s, y: cy - s * squash * 0.9, width: size, height: size * squash * 0.9 },
    palette,
  );
  d.add("</g>");
}

/** A Zibu coin: a round disc engraved with a flowing symbol. */
export function zibuCoin(
  d: Drawing,
  random: Random,
  options: {
    cx: number;
    cy: number;
    radius: number;
    metal?: MetalName;
    palette?: Palette;
    squash: number;
    symbol: number;
  },
): void {
  const { cx, cy, radius, squash } = options;
  const ry = radius * squash;
  const edge = radius * 0.09;
  shadow(d, cx + radius * 0.05, cy + ry + edge * 0.6, radius * 1.02, radius * 0.14, 0.36);
  const face = options.metal
    ? d.radial(
        [
          [0, metals[options.metal].light],
          [0.55, metals[options.metal].base],
          [1, metals[options.metal].deep],
        ],
        { cx: 0.4, cy: 0.35, r: 0.8 },
      )
    : stoneFill(
        d,
        options.palette ?? {
          light: "#fff",
          base: "#ddd",
          deep: "#999",
          pattern: "plain",
          accent: "#fff",
          translucent: false,
        },
      );
  const side = options.metal ? metals[options.metal].deep : darken(options.palette?.deep ?? "#999999", 0.1);
  d.add(
    `<ellipse cx="${round(cx)}" cy="${round(cy + edge)}" rx="${round(radius)}" ry="${round(ry)}" fill="${side}"/>`,
    `<ellipse cx="${round(cx)}" cy="${round(cy)}" rx="${round(radius)}" ry="${round(ry)}" fill="${face}"/>`,
  );
  if (options.palette && !options.metal) {
    finishStone(
      d,
      random,
      ellipsePath(cx, cy, radius, ry),
      { x: cx - radius, y: cy - ry, width: radius * 2, height: ry * 2 },
      options.palette,
    );
  }
  const ink = options.metal ? metals[options.metal].deep : darken(options.palette?.deep ?? "#777777", 0.2);
  d.add(
    `<ellipse cx="${round(cx)}" cy="${round(cy)}" rx="${round(radius * 0.86)}" ry="${round(ry * 0.86)}" fill="none" stroke="${ink}" stroke-opacity="0.5" stroke-width="${round(radius * 0.02)}"/>`,
  );
  // the symbol: a few flowing loops, different for each coin
  const glyph = createGlyph(options.symbol);
  d.add(
    `<g transform="translate(${round(cx)} ${round(cy)}) scale(${round(radius * 0.66)} ${round(ry * 0.66)})"><path d="${glyph}" fill="none" stroke="${ink}" stroke-opacity="0.85" stroke-width="0.13" stroke-linecap="round" stroke-linejoin="round"/><path d="${glyph}" fill="none" stroke="#FFFFFF" stroke-opacity="0.5" stroke-width="0.045" stroke-linecap="round" transform="translate(-0.03 -0.03)"/></g>`,
  );
}

function createGlyph(seed: number): string {
  const glyphs = [
    "M-0.8 0.3 C-0.5 -0.6 0 -0.6 0 0 C0 0.6 0.5 0.6 0.8 -0.3 M-0.2 -0.7 C0.2 -0.9 0.5 -0.6 0.3 -0.4",
    "M-0.7 -0.5 C-0.2 -0.9 0.4 -0.2 0 0.1 C-0.4 0.4 0.2 0.9 0.7 0.4 M-0.5 0.6 C-0.3 0.3 -0.1 0.5 0 0.1",
    "M-0.8 0 C-0.4 -0.5 0 0.5 0.4 0 C0.6 -0.3 0.8 -0.1 0.7 0.2 M0 -0.8 C-0.2 -0.4 0.2 -0.3 0 0.1",
    "M-0.6 0.7 C-0.8 0 -0.3 -0.7 0.2 -0.6 C0.7 -0.5 0.6 0.2 0.1 0.2 C-0.3 0.2 -0.2 -0.2 0.1 -0.2",
  ];
  return glyphs[seed % glyphs.length] as string;
}

/** A cluster: several points rising from a rough base. */
export function crystalCluster(
  d: Drawing,
  random: Random,
  options: { cx: number; baseY: number; size: number; palette: Palette },
): void {
  const { cx, baseY, size, palette } = options;
  shadow(d, cx, baseY + size * 0.02, size * 0.55, size * 0.08, 0.38);
  const rock = smoothClosedPath([
    [cx - size * 0.5, baseY - size * 0.02],
    [cx - size * 0.38, baseY - size * 0.16],
    [cx, baseY - size * 0.2],
    [cx + size * 0.4, baseY - size * 0.15],
    [cx + size * 0.52, baseY - size * 0.01],
    [cx, baseY + size * 0.04],
  ]);
  d.add(`<path d="${rock}" fill="${darken(palette.deep, 0.25)}"/>`);
  const points = [
    { dx: -0.3, h: 0.45, w: 0.13, tilt: -28 },
    { dx: 0.3, h: 0.5, w: 0.14, tilt: 24 },
    { dx: -0.16, h: 0.72, w: 0.17, tilt: -12 },
    { dx: 0.16, h: 0.62, w: 0.15, tilt: 14 },
    { dx: 0.02, h: 0.9, w: 0.2, tilt: 2 },
    { dx: -0.36, h: 0.28, w: 0.1, tilt: -45 },
    { dx: 0.38, h: 0.3, w: 0.1, tilt: 48 },
  ];
  for (const point of points) {
    crystalPoint(d, random, {
      cx: cx + point.dx * size,
      baseY: baseY - size * 0.1,
      width: point.w * size,
      height: point.h * size,
      palette,
      tilt: point.tilt + random.between(-4, 4),
    });
  }
}

/** A round selenite charging plate seen from above at an angle, with a thin edge. */
export function chargingPlate(
  d: Drawing,
  random: Random,
  options: { cx: number; cy: number; radius: number; palette: Palette; engraving?: boolean },
): void {
  const { cx, cy, radius, palette } = options;
  const ry = radius * 0.42;
  const edge = radius * 0.09;
  shadow(d, cx + 8, cy + ry + edge, radius * 1.05, radius * 0.14, 0.34);
  const side = d.linear(
    [
      [0, palette.base],
      [0.5, palette.light],
      [1, palette.deep],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 0 },
  );
  d.add(
    `<path d="M${round(cx - radius)} ${round(cy)} L${round(cx - radius)} ${round(cy + edge)} A${round(radius)} ${round(ry)} 0 0 0 ${round(cx + radius)} ${round(cy + edge)} L${round(cx + radius)} ${round(cy)}Z" fill="${side}"/>`,
  );
  const top = ellipsePath(cx, cy, radius, ry);
  d.add(`<path d="${top}" fill="${stoneFill(d, palette)}"/>`);
  finishStone(d, random, top, { x: cx - radius, y: cy - ry, width: radius * 2, height: ry * 2 }, palette);
  if (options.engraving) {
    // a flower of life, engraved lightly
    const engraved: string[] = [];
    for (let i = 0; i < 7; i++) {
      const angle = (i / 6) * Math.PI * 2;
      const ox = i === 6 ? 0 : Math.cos(angle) * radius * 0.2;
      const oy = i === 6 ? 0 : Math.sin(angle) * ry * 0.2;
      engraved.push(
        `<ellipse cx="${round(cx + ox)}" cy="${round(cy + oy)}" rx="${round(radius * 0.2)}" ry="${round(ry * 0.2)}" fill="none" stroke="${palette.deep}" stroke-opacity="0.5" stroke-width="1.6"/>`,
      );
    }
    d.add(...engraved);
  }
}

/** A selenite or crystal wand lying diagonally. */
export function wand(
  d: Drawing,
  random: Random,
  options: { cx: number; cy: number; length: number; thickness: number; palette: Palette; angle: number },
): void {
  const { cx, cy, length, thickness, palette, angle } = options;
  shadow(d, cx + 10, cy + thickness * 0.9, length * 0.52, thickness * 0.45, 0.3);
  d.add(`<g transform="rotate(${round(angle)} ${round(cx)} ${round(cy)})">`);
  const outline = `M${round(cx - length / 2)} ${round(cy - thickness / 2)} L${round(cx + length / 2 - thickness * 0.6)} ${round(cy - thickness / 2)} L${round(cx + length / 2)} ${round(cy)} L${round(cx + length / 2 - thickness * 0.6)} ${round(cy + thickness / 2)} L${round(cx - length / 2)} ${round(cy + thickness / 2)} Q${round(cx - length / 2 - thickness * 0.25)} ${round(cy)} ${round(cx - length / 2)} ${round(cy - thickness / 2)}Z`;
  const body = d.linear(
    [
      [0, palette.light],
      [0.45, lighten(palette.base, 0.2)],
      [1, palette.deep],
    ],
    { x1: 0, y1: 0, x2: 0, y2: 1 },
  );
  d.add(`<path d="${outline}" fill="${body}"/>`);
  finishStone(
    d,
    random,
    outline,
    { x: cx - length / 2, y: cy - thickness / 2, width: length, height: thickness },
    palette,
    0,
  );
  highlight(d, cx - length * 0.1, cy - thickness * 0.22, length * 0.3, thickness * 0.08, 0);
  d.add("</g>");
}

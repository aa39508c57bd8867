// Drawing stone itself: tumbled pebbles, faceted points, puffy hearts and polished slabs, each
// with a gradient in the stone's colours, its surface pattern, a soft inner light and a highlight.
import type { Random } from "../random.ts";
import { lighten } from "./colour.ts";
import type { Palette } from "./palettes.ts";
import { shadow } from "./studio.ts";
import { type Drawing, polygon, round, smoothClosedPath } from "./svg.ts";

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The body fill of a rounded stone: lit from the upper left. */
export function stoneFill(d: Drawing, palette: Palette): string {
  return d.radial(
    [
      [0, palette.light],
      [0.45, palette.base],
      [1, palette.deep],
    ],
    { cx: 0.38, cy: 0.3, r: 0.85, fx: 0.32, fy: 0.24 },
  );
}

/** Pattern, inner light, edge shading and highlight, clipped to an outline (path data) already painted. */
export function finishStone(d: Drawing, random: Random, outline: string, box: Box, palette: Palette, tilt = -25): void {
  const clip = d.clip(`<path d="${outline}"/>`);
  const parts: string[] = [];
  parts.push(pattern(d, random, box, palette));
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  const glowStrength = palette.translucent ? 0.55 : 0.22;
  const inner = d.radial([
    [0, lighten(palette.light, 0.5), glowStrength],
    [1, palette.light, 0],
  ]);
  parts.push(
    `<ellipse cx="${round(cx + box.width * 0.04)}" cy="${round(cy + box.height * 0.1)}" rx="${round(box.width * 0.36)}" ry="${round(box.height * 0.32)}" fill="${inner}"/>`,
  );
  // darker rim: reads as a rounded body rather than a flat disc
  parts.push(
    `<path d="${outline}" fill="none" stroke="${palette.deep}" stroke-opacity="0.35" stroke-width="${round(Math.min(box.width, box.height) * 0.16)}"/>`,
  );
  if (palette.translucent) {
    const rim = d.radial([
      [0, palette.light, 0.7],
      [1, palette.light, 0],
    ]);
    parts.push(
      `<ellipse cx="${round(cx + box.width * 0.16)}" cy="${round(box.y + box.height * 0.84)}" rx="${round(box.width * 0.3)}" ry="${round(box.height * 0.14)}" fill="${rim}"/>`,
    );
  }
  d.add(`<g clip-path="${clip}">${parts.join("")}</g>`);
  highlight(d, box.x + box.width * 0.3, box.y + box.height * 0.24, box.width * 0.2, box.height * 0.09, tilt);
}

/** The studio light's reflection: a soft white oval and a small bright core. */
export function highlight(d: Drawing, cx: number, cy: number, rx: number, ry: number, tilt = -25): void {
  const soft = d.radial([
    [0, "#FFFFFF", 0.85],
    [0.5, "#FFFFFF", 0.35],
    [1, "#FFFFFF", 0],
  ]);
  d.add(
    `<ellipse cx="${round(cx)}" cy="${round(cy)}" rx="${round(rx)}" ry="${round(ry)}" fill="${soft}" transform="rotate(${tilt} ${round(cx)} ${round(cy)})"/>`,
    `<ellipse cx="${round(cx - rx * 0.15)}" cy="${round(cy - ry * 0.1)}" rx="${round(rx * 0.28)}" ry="${round(ry * 0.3)}" fill="#FFFFFF" fill-opacity="0.8" transform="rotate(${tilt} ${round(cx)} ${round(cy)})"/>`,
  );
}

/** The surface pattern that tells one stone from another. Returned as markup for a clipped group. */
export function pattern(d: Drawing, random: Random, box: Box, palette: Palette): string {
  const { x, y, width, height } = box;
  const at = (fx: number, fy: number) => `${round(x + width * fx)} ${round(y + height * fy)}`;
  const out: string[] = [];
  switch (palette.pattern) {
    case "clear":
      // faint inner fractures and a cloud of lighter colour
      for (let i = 0; i < 3; i++) {
        const fy = random.between(0.25, 0.75);
        out.push(
          `<path d="M${at(random.between(0.1, 0.4), fy)} Q${at(random.between(0.4, 0.6), fy + random.between(-0.2, 0.2))} ${at(random.between(0.6, 0.9), fy + random.between(-0.15, 0.15))}" fill="none" stroke="${palette.accent}" stroke-opacity="0.45" stroke-width="${round(width * 0.012)}"/>`,
        );
      }
      break;
    case "veins":
      for (let i = 0; i < 4; i++) {
        const fy = random.between(0.1, 0.9);
        out.push(
          `<path d="M${at(-0.1, fy)} C${at(0.3, fy + random.between(-0.3, 0.3))} ${at(0.6, fy + random.between(-0.3, 0.3))} ${at(1.1, fy + random.between(-0.2, 0.2))}" fill="none" stroke="${palette.accent}" stroke-opacity="${round(random.between(0.35, 0.7))}" stroke-width="${round(width * random.between(0.008, 0.025))}"/>`,
        );
      }
      break;
    case "bands": {
      // tiger eye: soft wavy bands of gold and brown, and the silky light (chatoyancy) across them
      for (let i = 0; i < 5; i++) {
        const fy = random.between(0.1, 0.9);
        const bend = random.between(-0.18, 0.18);
        out.push(
          `<path d="M${at(-0.1, fy)} C${at(0.3, fy + bend)} ${at(0.6, fy - bend)} ${at(1.1, fy + bend * 0.5)}" fill="none" stroke="${i % 2 ? palette.deep : palette.accent}" stroke-opacity="${round(random.between(0.18, 0.32))}" stroke-width="${round(height * random.between(0.05, 0.14))}"/>`,
        );
      }
      const silk = d.linear(
        [
          [0, "#FFE9B0", 0],
          [0.42, "#FFE9B0", 0],
          [0.5, "#FFF1CC", 0.55],
          [0.58, "#FFE9B0", 0],
          [1, "#FFE9B0", 0],
        ],
        { x1: 0, y1: 0, x2: 0.3, y2: 1 },
      );
      out.push(
        `<rect x="${round(x)}" y="${round(y)}" width="${round(width)}" height="${round(height)}" fill="${silk}"/>`,
      );
      break;
    }
    case "sparkle":
      for (let i = 0; i < 40; i++) {
        out.push(
          `<circle cx="${round(x + width * random.next())}" cy="${round(y + height * random.next())}" r="${round(width * random.between(0.004, 0.011))}" fill="${palette.accent}" fill-opacity="${round(random.between(0.4, 0.95))}"/>`,
        );
      }
      break;
    case "flecks":
      for (let i = 0; i < 22; i++) {
        out.push(
          `<circle cx="${round(x + width * random.next())}" cy="${round(y + height * random.next())}" r="${round(width * random.between(0.006, 0.016))}" fill="${palette.accent}" fill-opacity="${round(random.between(0.6, 1))}"/>`,
        );
      }
      out.push(
        `<path d="M${at(0.1, 0.7)} Q${at(0.4, 0.55)} ${at(0.75, 0.72)}" fill="none" stroke="#DCE4F5" stroke-opacity="0.4" stroke-width="${round(width * 0.03)}"/>`,
      );
      break;
    case "striations":
      for (let i = 0; i < 16; i++) {
        const fx = i / 15;
        out.push(
          `<path d="M${at(fx, -0.1)} L${at(fx + random.between(-0.05, 0.05), 1.1)}" stroke="${i % 2 ? palette.accent : palette.deep}" stroke-opacity="${round(random.between(0.15, 0.4))}" stroke-width="${round(width * random.between(0.006, 0.02))}"/>`,
        );
      }
      break;
    case "flash": {
      const flash = d.radial([
        [0, palette.accent, 0.75],
        [0.6, palette.accent, 0.3],
        [1, palette.accent, 0],
      ]);
      out.push(
        `<ellipse cx="${round(x + width * random.between(0.45, 0.6))}" cy="${round(y + height * random.between(0.45, 0.6))}" rx="${round(width * 0.38)}" ry="${round(height * 0.22)}" fill="${flash}" transform="rotate(${round(random.between(-30, 30))} ${round(x + width / 2)} ${round(y + height / 2)})"/>`,
      );
      break;
    }
    case "glassy":
      out.push(
        `<path d="M${at(0.2, 0.3)} Q${at(0.45, 0.18)} ${at(0.75, 0.3)}" fill="none" stroke="${palette.accent}" stroke-opacity="0.5" stroke-width="${round(width * 0.02)}"/>`,
        `<path d="M${at(0.3, 0.62)} Q${at(0.55, 0.5)} ${at(0.8, 0.6)}" fill="none" stroke="${palette.accent}" stroke-opacity="0.3" stroke-width="${round(width * 0.015)}"/>`,
      );
      break;
    case "speckle":
      for (let i = 0; i < 30; i++) {
        out.push(
          `<circle cx="${round(x + width * random.next())}" cy="${round(y + height * random.next())}" r="${round(width * random.between(0.004, 0.01))}" fill="${palette.deep}" fill-opacity="0.6"/>`,
        );
      }
      break;
    case "plain":
      break;
  }
  return out.join("");
}

export interface TumbleOptions {
  cx: number;
  cy: number;
  rx: number;
  ry: number;
  palette: Palette;
  rotate?: number;
  /** Draw the contact shadow (off when the stone rests on another object). */
  grounded?: boolean;
}

/** A tumbled (polished pebble) stone. */
export function tumble(d: Drawing, random: Random, options: TumbleOptions): void {
  const { cx, cy, rx, ry, palette } = options;
  const turn = ((options.rotate ?? random.between(-20, 20)) * Math.PI) / 180;
  const points: Array<[number, number]> = [];
  const count = 9;
  for (let i = 0; i < count; i++) {
    const angle = (i / count) * Math.PI * 2;
    const wobble = random.between(0.88, 1.06);
    const px = Math.cos(angle) * rx * wobble;
    const py = Math.sin(angle) * ry * wobble;
    points.push([cx + px * Math.cos(turn) - py * Math.sin(turn), cy + px * Math.sin(turn) + py * Math.cos(turn)]);
  }
  if (options.grounded !== false) shadow(d, cx + rx * 0.08, cy + ry * 0.82, rx * 1.08, ry * 0.32, 0.34);
  const path = smoothClosedPath(points);
  d.add(`<path d="${path}" fill="${stoneFill(d, palette)}"/>`);
  finishStone(d, random, path, { x: cx - rx, y: cy - ry, width: rx * 2, height: ry * 2 }, palette);
}

/** A puffy heart, centred on (cx, cy), `size` wide. */
export function heartPath(cx: number, cy: number, size: number, squash = 1): string {
  const s = size / 2;
  const p = (x: number, y: number) => `${round(cx + x * s)} ${round(cy + y * s * squash)}`;
  return [
    `M${p(0, 0.95)}`,
    `C${p(-0.5, 0.6)} ${p(-1, 0.22)} ${p(-1, -0.3)}`,
    `C${p(-1, -0.74)} ${p(-0.64, -0.98)} ${p(-0.32, -0.98)}`,
    `C${p(-0.12, -0.98)} ${p(0, -0.86)} ${p(0, -0.68)}`,
    `C${p(0, -0.86)} ${p(0.12, -0.98)} ${p(0.32, -0.98)}`,
    `C${p(0.64, -0.98)} ${p(1, -0.74)} ${p(1, -0.3)}`,
    `C${p(1, 0.22)} ${p(0.5, 0.6)} ${p(0, 0.95)}Z`,
  ].join(" ");
}

export function heart(
  d: Drawing,
  random: Random,
  options: { cx: number; cy: number; size: number; palette: Palette; rotate?: number; squash?: number },
): void {
  const { cx, cy, size, palette } = options;
  const squash = options.squash ?? 1;
  const rotate = options.rotate ?? 0;
  shadow(d, cx + size * 0.05, cy + size * 0.46 * squash, size * 0.42, size * 0.07, 0.35);
  const path = heartPath(cx, cy, size, squash);
  d.add(`<g transform="rotate(${round(rotate)} ${round(cx)} ${round(cy)})">`);
  d.add(`<path d="${path}" fill="${stoneFill(d, palette)}"/>`);
  const box = { x: cx - size / 2, y: cy - (size / 2) * squash, width: size, height: size * squash };
  finishStone(d, random, path, box, palette);
  highlight(d, cx + size * 0.26, cy - size * 0.3 * squash, size * 0.08, size * 0.04, 30);
  d.add("</g>");
}

export interface PointOptions {
  /** Centre of the base. */
  cx: number;
  baseY: number;
  width: number;
  height: number;
  palette: Palette;
  /** Degrees, around the base centre. */
  tilt?: number;
}

/** A faceted crystal point (hexagonal prism with its termination), standing on its base. */
export function crystalPoint(d: Drawing, random: Random, options: PointOptions): void {
  const { cx, baseY, width, height, palette } = options;
  const half = width / 2;
  const bodyTop = baseY - height * 0.68;
  const apex: [number, number] = [cx + width * random.between(-0.06, 0.1), baseY - height];
  const taper = 0.94;
  const L0: [number, number] = [cx - half, baseY];
  const CL0: [number, number] = [cx - half * 0.34, baseY + width * 0.04];
  const CR0: [number, number] = [cx + half * 0.34, baseY + width * 0.04];
  const R0: [number, number] = [cx + half, baseY];
  const L1: [number, number] = [cx - half * taper, bodyTop];
  const CL1: [number, number] = [cx - half * 0.34 * taper, bodyTop + width * 0.05];
  const CR1: [number, number] = [cx + half * 0.34 * taper, bodyTop + width * 0.05];
  const R1: [number, number] = [cx + half * taper, bodyTop];
  const silhouette = polygon([L0, L1, apex, R1, R0, CR0, CL0]);
  const faces: Array<{ points: Array<[number, number]>; fill: string }> = [
    {
      points: [L0, L1, CL1, CL0],
      fill: d.linear(
        [
          [0, palette.deep],
          [1, palette.base],
        ],
        { x1: 0, y1: 0, x2: 1, y2: 0 },
      ),
    },
    {
      points: [CL0, CL1, CR1, CR0],
      fill: d.linear([
        [0, palette.light],
        [1, palette.base],
      ]),
    },
    {
      points: [CR0, CR1, R1, R0],
      fill: d.linear(
        [
          [0, palette.base],
          [1, palette.deep],
        ],
        { x1: 0, y1: 0, x2: 1, y2: 0 },
      ),
    },
    {
      points: [L1, apex, CL1],
      fill: d.linear(
        [
          [0, palette.base],
          [1, palette.light],
        ],
        { x1: 0, y1: 1, x2: 1, y2: 0 },
      ),
    },
    {
      points: [CL1, apex, CR1],
      fill: d.linear([
        [0, lighten(palette.light, 0.4)],
        [1, palette.light],
      ]),
    },
    {
      points: [CR1, apex, R1],
      fill: d.linear(
        [
          [0, palette.light],
          [1, palette.base],
        ],
        { x1: 0, y1: 0, x2: 1, y2: 1 },
      ),
    },
  ];
  d.add(`<g transform="rotate(${round(options.tilt ?? 0)} ${round(cx)} ${round(baseY)})">`);
  for (const face of faces) d.add(`<path d="${polygon(face.points)}" fill="${face.fill}"/>`);
  const clip = d.clip(`<path d="${silhouette}"/>`);
  const glowFill = d.radial([
    [0, "#FFFFFF", palette.translucent ? 0.5 : 0.18],
    [1, "#FFFFFF", 0],
  ]);
  const box = { x: cx - half, y: baseY - height, width, height };
  d.add(
    `<g clip-path="${clip}">`,
    pattern(d, random, box, palette),
    `<ellipse cx="${round(cx)}" cy="${round(baseY - height * 0.45)}" rx="${round(half * 0.8)}" ry="${round(height * 0.3)}" fill="${glowFill}"/>`,
    "</g>",
  );
  // facet edges catch the light
  const edge = (a: [number, number], b: [number, number], opacity: number) =>
    `<path d="M${round(a[0])} ${round(a[1])} L${round(b[0])} ${round(b[1])}" stroke="#FFFFFF" stroke-opacity="${opacity}" stroke-width="${round(Math.max(1, width * 0.012))}" stroke-linecap="round"/>`;
  d.add(edge(CL0, CL1, 0.55), edge(CR0, CR1, 0.3), edge(CL1, apex, 0.7), edge(CR1, apex, 0.45), edge(CL1, CR1, 0.5));
  d.add("</g>");
}

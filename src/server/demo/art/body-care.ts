// Handmade soap and skincare still lifes: soap bars with their clay, scrub, herb or fruit texture,
// amber dropper bottles, cream jars, and the ingredients that sit beside them.
import type { Random } from "../random.ts";
import { darken, lighten, mix } from "./colour.ts";
import { metalFill } from "./metal.ts";
import { shadow } from "./studio.ts";
import { type Drawing, escapeText, round } from "./svg.ts";

export type SoapTexture = "clay" | "scrub" | "herbal" | "fruit" | "swirl" | "charcoal";

export interface SoapOptions {
  cx: number;
  /** Bottom of the front face. */
  baseY: number;
  width: number;
  colour: string;
  texture: SoapTexture;
  /** Second colour: swirls, fruit layers, herb flecks. */
  accent: string;
  /** Stamp "SATTVA" into the top. */
  stamp?: boolean;
}

/** A soap bar seen from the front and a little above: top face, front face, rounded corners. */
export function soapBar(d: Drawing, random: Random, options: SoapOptions): void {
  const { cx, baseY, width, colour, texture, accent } = options;
  const depth = width * 0.5; // the top face's apparent depth
  const height = width * 0.3;
  const half = width / 2;
  const skew = width * 0.16;
  const frontTop = baseY - height;
  const backY = frontTop - depth * 0.55;
  shadow(d, cx + skew * 0.5, baseY + 4, half * 1.2, height * 0.3, 0.38);
  const radius = width * 0.07;
  const top = `M${round(cx - half + radius)} ${round(frontTop)} L${round(cx + half - radius)} ${round(frontTop)} Q${round(cx + half)} ${round(frontTop)} ${round(cx + half + skew * 0.1)} ${round(frontTop - radius * 0.6)} L${round(cx + half + skew - radius * 0.2)} ${round(backY + radius * 0.4)} Q${round(cx + half + skew)} ${round(backY)} ${round(cx + half + skew - radius)} ${round(backY)} L${round(cx - half + skew + radius)} ${round(backY)} Q${round(cx - half + skew)} ${round(backY)} ${round(cx - half + skew - radius * 0.2)} ${round(backY + radius * 0.4)} L${round(cx - half + radius * 0.1)} ${round(frontTop - radius * 0.6)} Q${round(cx - half)} ${round(frontTop)} ${round(cx - half + radius)} ${round(frontTop)}Z`;
  const front = `M${round(cx - half)} ${round(frontTop - radius * 0.4)} L${round(cx + half)} ${round(frontTop - radius * 0.4)} L${round(cx + half)} ${round(baseY - radius)} Q${round(cx + half)} ${round(baseY)} ${round(cx + half - radius)} ${round(baseY)} L${round(cx - half + radius)} ${round(baseY)} Q${round(cx - half)} ${round(baseY)} ${round(cx - half)} ${round(baseY - radius)}Z`;
  const side = `M${round(cx + half)} ${round(frontTop - radius * 0.4)} L${round(cx + half + skew)} ${round(backY + radius)} L${round(cx + half + skew)} ${round(backY + height - radius)} L${round(cx + half)} ${round(baseY - radius)}Z`;
  const frontFill = d.linear([
    [0, darken(colour, 0.04)],
    [1, darken(colour, 0.2)],
  ]);
  const topFill = d.linear([
    [0, lighten(colour, 0.08)],
    [1, lighten(colour, 0.22)],
  ]);
  d.add(`<path d="${side}" fill="${darken(colour, 0.28)}"/>`);
  if (texture === "fruit") {
    // layered bar: the accent layer shows on the front
    d.add(`<path d="${front}" fill="${frontFill}"/>`);
    d.add(
      `<rect x="${round(cx - half)}" y="${round(baseY - height * 0.42)}" width="${round(width)}" height="${round(height * 0.42 - radius * 0.2)}" fill="${accent}" fill-opacity="0.9"/>`,
    );
  } else {
    d.add(`<path d="${front}" fill="${frontFill}"/>`);
  }
  d.add(`<path d="${top}" fill="${topFill}"/>`);
  const topClip = d.clip(`<path d="${top}"/>`);
  const frontClip = d.clip(`<path d="${front}"/>`);
  const marks = (count: number, make: (x: number, y: number) => string, area: "top" | "front") => {
    const out: string[] = [];
    for (let i = 0; i < count; i++) {
      const x = cx - half + random.next() * (width + skew);
      const y = area === "top" ? backY + random.next() * (frontTop - backY) : frontTop + random.next() * height;
      out.push(make(x, y));
    }
    return out.join("");
  };
  const texturing: Record<SoapTexture, (area: "top" | "front") => string> = {
    clay: (area) =>
      marks(
        area === "top" ? 90 : 50,
        (x, y) =>
          `<circle cx="${round(x)}" cy="${round(y)}" r="${round(random.between(0.6, 1.6))}" fill="${darken(colour, 0.3)}" fill-opacity="0.45"/>`,
        area,
      ),
    charcoal: (area) =>
      marks(
        area === "top" ? 70 : 40,
        (x, y) =>
          `<circle cx="${round(x)}" cy="${round(y)}" r="${round(random.between(0.6, 1.4))}" fill="#FFFFFF" fill-opacity="0.25"/>`,
        area,
      ),
    scrub: (area) =>
      marks(
        area === "top" ? 120 : 60,
        (x, y) =>
          `<ellipse cx="${round(x)}" cy="${round(y)}" rx="${round(random.between(1.5, 3.2))}" ry="${round(random.between(1, 2.2))}" fill="${mix(accent, "#000000", random.between(0, 0.3))}" fill-opacity="0.85"/>`,
        area,
      ),
    herbal: (area) =>
      marks(
        area === "top" ? 60 : 30,
        (x, y) =>
          `<path d="M${round(x)} ${round(y)} l${round(random.between(-5, 5))} ${round(random.between(-3, 3))}" stroke="${accent}" stroke-width="${round(random.between(1.2, 2.4))}" stroke-linecap="round" stroke-opacity="0.85"/>`,
        area,
      ),
    fruit: (area) =>
      marks(
        area === "top" ? 40 : 0,
        (x, y) =>
          `<circle cx="${round(x)}" cy="${round(y)}" r="${round(random.between(0.8, 1.8))}" fill="${accent}" fill-opacity="0.6"/>`,
        area,
      ),
    swirl: (area) => {
      if (area === "front") return "";
      const out: string[] = [];
      for (let i = 0; i < 4; i++) {
        const y = backY + (frontTop - backY) * (0.2 + i * 0.2);
        out.push(
          `<path d="M${round(cx - half)} ${round(y)} C${round(cx - half * 0.3)} ${round(y - 18)} ${round(cx + half * 0.2)} ${round(y + 22)} ${round(cx + half + skew)} ${round(y - 8)}" fill="none" stroke="${accent}" stroke-opacity="0.55" stroke-width="${round(random.between(4, 9))}" stroke-linecap="round"/>`,
        );
      }
      return out.join("");
    },
  };
  d.add(`<g clip-path="${topClip}">${texturing[texture]("top")}</g>`);
  d.add(`<g clip-path="${frontClip}">${texturing[texture]("front")}</g>`);
  // soft light along the top's front edge
  d.add(
    `<path d="M${round(cx - half + radius)} ${round(frontTop - 1)} L${round(cx + half - radius)} ${round(frontTop - 1)}" stroke="#FFFFFF" stroke-opacity="0.45" stroke-width="2"/>`,
  );
  if (options.stamp) {
    const stampY = (frontTop + backY) / 2 + 6;
    d.add(
      `<text x="${round(cx + skew / 2)}" y="${round(stampY + 1.5)}" text-anchor="middle" font-family="serif" font-size="${round(width * 0.085)}" letter-spacing="${round(width * 0.02)}" fill="#FFFFFF" fill-opacity="0.35" transform="matrix(1 0 -0.25 0.55 ${round(0.25 * stampY)} ${round(stampY * 0.45)})">SATTVA</text>`,
      `<text x="${round(cx + skew / 2)}" y="${round(stampY)}" text-anchor="middle" font-family="serif" font-size="${round(width * 0.085)}" letter-spacing="${round(width * 0.02)}" fill="${darken(colour, 0.3)}" fill-opacity="0.55" transform="matrix(1 0 -0.25 0.55 ${round(0.25 * stampY)} ${round(stampY * 0.45)})">SATTVA</text>`,
    );
  }
}

/** An amber glass dropper bottle with a paper label. */
export function dropperBottle(
  d: Drawing,
  options: { cx: number; baseY: number; height: number; glass: string; labelText: string; oil: string },
): void {
  const { cx, baseY, height, glass } = options;
  const width = height * 0.42;
  const half = width / 2;
  const shoulder = baseY - height * 0.62;
  const neck = shoulder - height * 0.08;
  shadow(d, cx + 10, baseY + 4, half * 1.35, height * 0.05, 0.4);
  const body = d.linear(
    [
      [0, darken(glass, 0.35)],
      [0.25, lighten(glass, 0.2)],
      [0.55, glass],
      [1, darken(glass, 0.45)],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 0 },
  );
  d.add(
    `<path d="M${round(cx - half)} ${round(baseY - 10)} L${round(cx - half)} ${round(shoulder + 16)} Q${round(cx - half)} ${round(shoulder)} ${round(cx - half * 0.45)} ${round(neck + 6)} L${round(cx + half * 0.45)} ${round(neck + 6)} Q${round(cx + half)} ${round(shoulder)} ${round(cx + half)} ${round(shoulder + 16)} L${round(cx + half)} ${round(baseY - 10)} Q${round(cx + half)} ${round(baseY)} ${round(cx + half - 10)} ${round(baseY)} L${round(cx - half + 10)} ${round(baseY)} Q${round(cx - half)} ${round(baseY)} ${round(cx - half)} ${round(baseY - 10)}Z" fill="${body}"/>`,
    `<rect x="${round(cx - half * 0.7)}" y="${round(shoulder + 20)}" width="${round(half * 0.14)}" height="${round(height * 0.5)}" rx="4" fill="#FFFFFF" fill-opacity="0.35"/>`,
  );
  // the oil level glowing through the glass
  d.add(
    `<rect x="${round(cx + half * 0.55)}" y="${round(shoulder + 30)}" width="${round(half * 0.22)}" height="${round(height * 0.45)}" rx="5" fill="${options.oil}" fill-opacity="0.35"/>`,
  );
  // dropper: collar and rubber bulb
  const collarTop = neck - height * 0.1;
  d.add(
    `<rect x="${round(cx - half * 0.55)}" y="${round(collarTop)}" width="${round(width * 0.55)}" height="${round(height * 0.11)}" rx="4" fill="${metalFill(d, "gold")}"/>`,
    `<path d="M${round(cx - half * 0.35)} ${round(collarTop)} L${round(cx - half * 0.35)} ${round(collarTop - height * 0.1)} Q${round(cx)} ${round(collarTop - height * 0.24)} ${round(cx + half * 0.35)} ${round(collarTop - height * 0.1)} L${round(cx + half * 0.35)} ${round(collarTop)}Z" fill="${d.linear(
      [
        [0, "#2A2420"],
        [0.35, "#6B5E55"],
        [1, "#1A1512"],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 0 },
    )}"/>`,
  );
  const labelTop = shoulder + height * 0.1;
  d.add(
    `<rect x="${round(cx - half * 0.86)}" y="${round(labelTop)}" width="${round(width * 0.86)}" height="${round(height * 0.32)}" rx="3" fill="#F7F1E8"/>`,
    `<text x="${round(cx)}" y="${round(labelTop + height * 0.1)}" text-anchor="middle" font-family="serif" font-size="${round(height * 0.05)}" letter-spacing="2" fill="#1F1B24">SATTVA</text>`,
    `<line x1="${round(cx - half * 0.4)}" x2="${round(cx + half * 0.4)}" y1="${round(labelTop + height * 0.14)}" y2="${round(labelTop + height * 0.14)}" stroke="#A8824A" stroke-width="1.2"/>`,
    `<text x="${round(cx)}" y="${round(labelTop + height * 0.2)}" text-anchor="middle" font-family="sans-serif" font-size="${round(height * 0.032)}" letter-spacing="1" fill="#5C5563">${escapeText(options.labelText.toUpperCase())}</text>`,
    `<text x="${round(cx)}" y="${round(labelTop + height * 0.26)}" text-anchor="middle" font-family="sans-serif" font-size="${round(height * 0.026)}" letter-spacing="1" fill="#5C5563">BODY OIL</text>`,
  );
}

/** A squat cream jar with a gold lid, opened or closed. */
export function creamJar(
  d: Drawing,
  options: { cx: number; baseY: number; width: number; jar: string; cream: string; open: boolean; labelText: string },
): void {
  const { cx, baseY, width, jar, cream } = options;
  const half = width / 2;
  const height = width * 0.55;
  const ry = half * 0.24;
  const top = baseY - height;
  shadow(d, cx + 8, baseY + ry * 0.4, half * 1.2, ry * 1.1, 0.38);
  const body = d.linear(
    [
      [0, darken(jar, 0.2)],
      [0.3, lighten(jar, 0.3)],
      [0.7, jar],
      [1, darken(jar, 0.3)],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 0 },
  );
  d.add(
    `<path d="M${round(cx - half)} ${round(top)} L${round(cx - half)} ${round(baseY)} A${round(half)} ${round(ry)} 0 0 0 ${round(cx + half)} ${round(baseY)} L${round(cx + half)} ${round(top)}Z" fill="${body}"/>`,
  );
  if (options.open) {
    d.add(
      `<ellipse cx="${round(cx)}" cy="${round(top)}" rx="${round(half)}" ry="${round(ry)}" fill="${lighten(jar, 0.2)}"/>`,
      `<ellipse cx="${round(cx)}" cy="${round(top + 3)}" rx="${round(half * 0.88)}" ry="${round(ry * 0.82)}" fill="${cream}"/>`,
      `<path d="M${round(cx - half * 0.4)} ${round(top + 2)} q${round(half * 0.2)} ${round(-ry * 0.5)} ${round(half * 0.4)} 0 t${round(half * 0.4)} 0" fill="none" stroke="#FFFFFF" stroke-opacity="0.8" stroke-width="3" stroke-linecap="round"/>`,
    );
  } else {
    const lidHeight = height * 0.32;
    d.add(
      `<path d="M${round(cx - half * 1.02)} ${round(top - lidHeight)} L${round(cx - half * 1.02)} ${round(top + 4)} A${round(half * 1.02)} ${round(ry)} 0 0 0 ${round(cx + half * 1.02)} ${round(top + 4)} L${round(cx + half * 1.02)} ${round(top - lidHeight)}Z" fill="${metalFill(d, "gold")}"/>`,
      `<ellipse cx="${round(cx)}" cy="${round(top - lidHeight)}" rx="${round(half * 1.02)}" ry="${round(ry)}" fill="${d.radial(
        [
          [0, "#FFF1C2"],
          [1, "#C9A14E"],
        ],
        { cx: 0.4, cy: 0.4, r: 0.7 },
      )}"/>`,
    );
  }
  const labelY = top + height * 0.5;
  d.add(
    `<text x="${round(cx)}" y="${round(labelY)}" text-anchor="middle" font-family="serif" font-size="${round(width * 0.075)}" letter-spacing="3" fill="#1F1B24" fill-opacity="0.85">SATTVA</text>`,
    `<text x="${round(cx)}" y="${round(labelY + width * 0.075)}" text-anchor="middle" font-family="sans-serif" font-size="${round(width * 0.04)}" letter-spacing="1.5" fill="#5C5563">${escapeText(options.labelText.toUpperCase())}</text>`,
  );
}

/** A slice of citrus (orange, lemon) or a round fruit slice, lying flat. */
export function fruitSlice(
  d: Drawing,
  options: { cx: number; cy: number; radius: number; peel: string; flesh: string },
): void {
  const { cx, cy, radius, peel, flesh } = options;
  const ry = radius * 0.45;
  shadow(d, cx + 6, cy + ry * 0.6, radius * 1.05, ry * 0.5, 0.3);
  d.add(
    `<ellipse cx="${round(cx)}" cy="${round(cy + 5)}" rx="${round(radius)}" ry="${round(ry)}" fill="${darken(peel, 0.15)}"/>`,
    `<ellipse cx="${round(cx)}" cy="${round(cy)}" rx="${round(radius)}" ry="${round(ry)}" fill="${peel}"/>`,
    `<ellipse cx="${round(cx)}" cy="${round(cy)}" rx="${round(radius * 0.9)}" ry="${round(ry * 0.88)}" fill="#FFF6E0"/>`,
    `<ellipse cx="${round(cx)}" cy="${round(cy)}" rx="${round(radius * 0.84)}" ry="${round(ry * 0.82)}" fill="${flesh}"/>`,
  );
  for (let i = 0; i < 10; i++) {
    const angle = (i / 10) * Math.PI * 2;
    d.add(
      `<line x1="${round(cx)}" y1="${round(cy)}" x2="${round(cx + Math.cos(angle) * radius * 0.84)}" y2="${round(cy + Math.sin(angle) * ry * 0.82)}" stroke="#FFF6E0" stroke-opacity="0.8" stroke-width="2.2"/>`,
    );
  }
}

/** A small heap of loose ingredients: petals, beans, grains or leaves. */
export function ingredientHeap(
  d: Drawing,
  random: Random,
  options: {
    cx: number;
    cy: number;
    radius: number;
    colour: string;
    shape: "petal" | "bean" | "grain" | "leaf";
    count?: number;
  },
): void {
  const { cx, cy, radius, colour, shape } = options;
  shadow(d, cx + 4, cy + radius * 0.2, radius * 1.1, radius * 0.25, 0.22);
  const pieces: string[] = [];
  for (let i = 0; i < (options.count ?? 44); i++) {
    const angle = random.next() * Math.PI * 2;
    const distance = Math.sqrt(random.next()) * radius;
    const x = cx + Math.cos(angle) * distance;
    const y = cy + Math.sin(angle) * distance * 0.4 - (radius - distance) * 0.25;
    const tone = mix(colour, random.chance(0.5) ? "#FFFFFF" : "#000000", random.between(0, 0.2));
    const turn = round(random.between(0, 180));
    const size = { petal: [13, 8], bean: [9, 6], grain: [4.5, 3], leaf: [14, 5] }[shape];
    pieces.push(
      `<ellipse cx="${round(x)}" cy="${round(y)}" rx="${size[0]}" ry="${size[1]}" fill="${tone}" transform="rotate(${turn} ${round(x)} ${round(y)})"/>`,
    );
    if (shape === "bean") {
      pieces.push(
        `<path d="M${round(x - 5)} ${round(y)} L${round(x + 5)} ${round(y)}" stroke="${darken(colour, 0.4)}" stroke-width="1.2" transform="rotate(${turn} ${round(x)} ${round(y)})"/>`,
      );
    }
  }
  d.add(...pieces);
}

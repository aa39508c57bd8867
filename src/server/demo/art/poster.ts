// Designed cards for the product page's posters (benefits, why choose, ways to cleanse, who
// wears, where and how to wear, the chakras): ivory card, Cormorant-like serif title set in the
// generic serif face, icon rows, the brand line at the foot.
import { type IconName, icon } from "./icons.ts";
import { Drawing, escapeText, frameHeight, frameWidth, round } from "./svg.ts";

export interface PosterContent {
  eyebrow: string;
  title: string;
  items: ReadonlyArray<{ icon: IconName; heading: string; text: string }>;
  /** Accent colour of the card (a brand token). */
  accent: string;
  tint: string;
}

export const posterWidth = 960;
export const posterHeight = 1200;

const ink = "#1F1B24";
const inkSoft = "#5C5563";
const gold = "#A8824A";

/** Breaks text into lines of at most `limit` characters, on spaces. */
export function wrap(text: string, limit: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    if (line && `${line} ${word}`.length > limit) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

function textLines(lines: readonly string[], x: number, y: number, lineHeight: number, attributes: string): string {
  return lines
    .map(
      (line, index) => `<text x="${x}" y="${round(y + index * lineHeight)}" ${attributes}>${escapeText(line)}</text>`,
    )
    .join("");
}

export function drawPoster(content: PosterContent): string {
  const d = new Drawing();
  const wash = d.radial(
    [
      [0, content.tint],
      [1, "#FAF7F2"],
    ],
    { cx: 0.85, cy: 0.1, r: 0.9 },
  );
  d.add(`<rect width="${frameWidth}" height="${frameHeight}" fill="#FAF7F2"/>`);
  d.add(`<rect width="${frameWidth}" height="${frameHeight}" fill="${wash}"/>`);
  d.add(
    `<rect x="28" y="28" width="${frameWidth - 56}" height="${frameHeight - 56}" rx="18" fill="none" stroke="${gold}" stroke-opacity="0.5" stroke-width="1.5"/>`,
  );
  d.add(
    `<text x="400" y="118" text-anchor="middle" font-family="sans-serif" font-size="17" letter-spacing="5" fill="${gold}">${escapeText(content.eyebrow.toUpperCase())}</text>`,
  );
  const titleLines = wrap(content.title, 22);
  d.add(textLines(titleLines, 400, 185, 58, `text-anchor="middle" font-family="serif" font-size="50" fill="${ink}"`));
  const dividerY = 185 + (titleLines.length - 1) * 58 + 40;
  d.add(`<line x1="350" x2="450" y1="${dividerY}" y2="${dividerY}" stroke="${gold}" stroke-width="2"/>`);
  const top = dividerY + 40;
  const rowHeight = Math.min(170, (frameHeight - 120 - top) / content.items.length);
  content.items.forEach((item, index) => {
    const y = top + index * rowHeight;
    d.add(
      `<circle cx="132" cy="${round(y + 40)}" r="44" fill="${content.tint}"/>`,
      icon(item.icon, 108, y + 16, 48, content.accent),
      `<text x="205" y="${round(y + 30)}" font-family="serif" font-size="31" fill="${ink}">${escapeText(item.heading)}</text>`,
      textLines(wrap(item.text, 44), 205, y + 62, 27, `font-family="sans-serif" font-size="21" fill="${inkSoft}"`),
    );
  });
  d.add(
    `<text x="400" y="${frameHeight - 78}" text-anchor="middle" font-family="serif" font-style="italic" font-size="24" fill="${inkSoft}">Manifest, Cleanse, Heal — the Sattva Way</text>`,
  );
  return d.toSvg(posterWidth, posterHeight);
}

/** The seven chakras from crown to root: a column of coloured circles on the card. */
export function drawChakraChart(
  chakras: ReadonlyArray<{ name: string; sanskrit: string; colour: string; note: string }>,
): string {
  const d = new Drawing();
  d.add(`<rect width="${frameWidth}" height="${frameHeight}" fill="#FAF7F2"/>`);
  const wash = d.radial(
    [
      [0, "#EDE6F6"],
      [1, "#FAF7F2"],
    ],
    { cx: 0.5, cy: 0.45, r: 0.7 },
  );
  d.add(`<rect width="${frameWidth}" height="${frameHeight}" fill="${wash}"/>`);
  d.add(
    `<rect x="28" y="28" width="${frameWidth - 56}" height="${frameHeight - 56}" rx="18" fill="none" stroke="${gold}" stroke-opacity="0.5" stroke-width="1.5"/>`,
    `<text x="400" y="118" text-anchor="middle" font-family="sans-serif" font-size="17" letter-spacing="5" fill="${gold}">HEALING GUIDE</text>`,
    `<text x="400" y="185" text-anchor="middle" font-family="serif" font-size="50" fill="${ink}">The Seven Chakras</text>`,
    `<line x1="340" x2="340" y1="250" y2="820" stroke="${gold}" stroke-opacity="0.6" stroke-width="2"/>`,
  );
  chakras.forEach((chakra, index) => {
    const y = 262 + index * 92;
    const orb = d.radial(
      [
        [0, "#FFFFFF", 0.9],
        [0.35, chakra.colour],
        [1, chakra.colour],
      ],
      { cx: 0.38, cy: 0.32, r: 0.75 },
    );
    d.add(
      `<circle cx="340" cy="${y}" r="34" fill="${orb}"/>`,
      `<text x="300" y="${y - 4}" text-anchor="end" font-family="serif" font-size="30" fill="${ink}">${escapeText(chakra.name)}</text>`,
      `<text x="300" y="${y + 24}" text-anchor="end" font-family="sans-serif" font-size="18" fill="${inkSoft}">${escapeText(chakra.sanskrit)}</text>`,
      `<text x="392" y="${y + 7}" font-family="sans-serif" font-size="21" fill="${inkSoft}">${escapeText(chakra.note)}</text>`,
    );
  });
  d.add(
    `<text x="400" y="${frameHeight - 78}" text-anchor="middle" font-family="serif" font-style="italic" font-size="24" fill="${inkSoft}">Manifest, Cleanse, Heal — the Sattva Way</text>`,
  );
  return d.toSvg(posterWidth, posterHeight);
}

// The fallback faces' metric overrides (tokens.css), computed from the fonts the shop ships
// (@expo-google-fonts' static TTFs: the same outlines and metrics as the @fontsource WOFF2 files
// the browser downloads, which the script checks) and the local faces the fallbacks name
// (Liberation Sans and Liberation Serif: Arial's and Times New Roman's advance widths and vertical
// metrics, so one set of numbers serves both). Prints the @font-face descriptors. Run:
// `npx tsx bench/font-metrics.ts`. Issue 23: the first paint uses these faces, and when the web
// font swaps in, nothing may move (CLS 0).
//
// size-adjust = the web font's advance over the fallback's for the same text (a sample of what the
// face sets: mixed-case copy for running text, the main navigation's labels in capitals for the
// capitals face); ascent/descent/line-gap overrides = the web font's own line metrics (OS/2 typo
// metrics: both web fonts set USE_TYPO_METRICS) over size-adjust, since the overrides are scaled by
// it. Letter-spacing is the same in both faces (em of the element's font size), so it cancels out.
import { createRequire } from "node:module";
import * as fontkit from "fontkit";

const require = createRequire(import.meta.url);

interface Face {
  unitsPerEm: number;
  "OS/2": {
    typoAscender: number;
    typoDescender: number;
    typoLineGap: number;
    fsSelection: { useTypoMetrics: boolean };
  };
  ascent: number;
  descent: number;
  lineGap: number;
  layout(text: string): { advanceWidth: number };
}

const open = (file: string) => fontkit.openSync(file) as unknown as Face;
const shipped = (path: string) => open(require.resolve(path));

/** Running text: the shop's own copy, mixed case with digits and punctuation. */
const runningText =
  "Handpicked healing crystals, crystal bracelets, scented candles, sage and handmade preservative-free soaps, " +
  "made by women artisans in India. Amethyst, rose quartz and clear quartz, chosen one by one and cleansed " +
  "before they reach you. Free shipping on orders over ₹699. Add to Cart Buy Now 4.5 (12 reviews)";
/** Capitals with letter-spacing: the main navigation (and eyebrows), as CSS transforms them. */
const capitals = "HOME ABOUT US SHOP BODY SOAP AURA JEWELS DIVINE CRYSTALS SACRED RITUALS CONTACT";
/** Headings in Cormorant Garamond. */
const headings =
  "Healing Crystals Shop by Category Featured Products Everyday Rituals Our Certifications Made by women artisans in India";

const width = (face: Face, text: string) => face.layout(text).advanceWidth / face.unitsPerEm;
const percent = (value: number) => `${(value * 100).toFixed(1)}%`;

function lineMetrics(face: Face) {
  const os2 = face["OS/2"];
  return os2.fsSelection.useTypoMetrics
    ? { ascent: os2.typoAscender, descent: -os2.typoDescender, lineGap: os2.typoLineGap }
    : { ascent: face.ascent, descent: -face.descent, lineGap: face.lineGap };
}

function descriptors(name: string, web: Face, fallback: Face, sample: string, locals: string) {
  const sizeAdjust = width(web, sample) / width(fallback, sample);
  const metrics = lineMetrics(web);
  const scale = web.unitsPerEm * sizeAdjust;
  const rows = {
    "size-adjust": percent(sizeAdjust),
    "ascent-override": percent(metrics.ascent / scale),
    "descent-override": percent(metrics.descent / scale),
    "line-gap-override": percent(metrics.lineGap / scale),
  };
  console.log(`/* ${name}: ${sample.length} characters of sample text */`);
  console.log(`@font-face {\n  font-family: "${name}";\n  src: ${locals};`);
  for (const [descriptor, value] of Object.entries(rows)) console.log(`  ${descriptor}: ${value};`);
  console.log("}\n");
  return sizeAdjust;
}

// the static TTFs are the variable WOFF2's instances: same metrics, same advances at 400
const variable = shipped("@fontsource-variable/dm-sans/files/dm-sans-latin-wght-normal.woff2");
const dmSans400 = shipped("@expo-google-fonts/dm-sans/400Regular/DMSans_400Regular.ttf");
const dmSans500 = shipped("@expo-google-fonts/dm-sans/500Medium/DMSans_500Medium.ttf");
const cormorant500 = shipped("@expo-google-fonts/cormorant-garamond/500Medium/CormorantGaramond_500Medium.ttf");
const cormorant500Woff2 = shipped("@fontsource/cormorant-garamond/files/cormorant-garamond-latin-500-normal.woff2");
for (const [a, b, label] of [
  [variable, dmSans400, "DM Sans"],
  [cormorant500Woff2, cormorant500, "Cormorant Garamond 500"],
] as const) {
  // the latin WOFF2 leaves ₹ to the latin-ext file: compare on text both hold
  const both = `${capitals} ${headings}`;
  const same = Math.abs(width(a, both) - width(b, both)) < 1e-6 && a.unitsPerEm === b.unitsPerEm;
  const metrics = [lineMetrics(a), lineMetrics(b)].map((m) => `${m.ascent}/${m.descent}/${m.lineGap}`);
  console.log(
    `${label}: shipped WOFF2 and TTF ${same ? "agree" : "DIFFER"} (ascent/descent/gap ${metrics.join(" vs ")})`,
  );
}

const liberationSans = open("/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf");
const liberationSerif = open("/usr/share/fonts/truetype/liberation/LiberationSerif-Regular.ttf");
console.log("");
const sans = `local("Arial"), local("Liberation Sans"), local("Arimo")`;
descriptors("DM Sans Fallback", dmSans400, liberationSans, runningText, sans);
descriptors("DM Sans Capitals Fallback", dmSans500, liberationSans, capitals, sans);
descriptors(
  "Cormorant Garamond Fallback Times",
  cormorant500,
  liberationSerif,
  headings,
  `local("Times New Roman"), local("Liberation Serif"), local("Tinos")`,
);

// Makes src/web/styles/fonts/hindi-label.woff2: the glyphs of the language switch's "हिंदी" (core/i18n.ts
// languageName.hi) cut from Noto Sans Devanagari Medium (the switch is weight 500), with the shaping
// tables (GSUB, GPOS, GDEF) kept so the conjunct's anusvara and the i and ii matras join as they should.
// English pages name only this face for that label (frame.css, decision 0061's addendum), so a machine
// without Devanagari fonts shows the word, not boxes, for ~1.3 KB. Run by hand when the label or the
// face changes (`node scripts/hindi-label-font.mjs`), never at install: it needs fonttools with brotli
// (Debian: apt-get install python3-fonttools python3-brotli). The file it writes is committed.
import { execFileSync } from "node:child_process";
import fs from "node:fs";

const face = "node_modules/@expo-google-fonts/noto-sans-devanagari/500Medium/NotoSansDevanagari_500Medium.ttf";
const output = "src/web/styles/fonts/hindi-label.woff2";

// the label as the shop writes it, read from its one place
const i18n = fs.readFileSync("src/core/i18n.ts", "utf8");
const label = /languageName[^=]*=\s*\{[^}]*\bhi:\s*"([^"]+)"/.exec(i18n)?.[1];
if (!label) throw new Error("languageName.hi not found in src/core/i18n.ts");

/** A Python with fontTools and brotli: Debian's, or whatever python3 is on the PATH. */
function python() {
  for (const candidate of ["/usr/bin/python3", "python3"]) {
    try {
      execFileSync(candidate, ["-c", "import fontTools.subset, brotli"], { stdio: "ignore" });
      return candidate;
    } catch {}
  }
  throw new Error("fonttools with brotli is needed: apt-get install -y python3-fonttools python3-brotli");
}

execFileSync(
  python(),
  [
    "-m",
    "fontTools.subset",
    face,
    `--text=${label}`,
    "--layout-features=*",
    "--flavor=woff2",
    "--no-hinting",
    "--desubroutinize",
    "--name-IDs=*",
    `--output-file=${output}`,
  ],
  { stdio: "inherit" },
);
const codePoints = [...new Set(label)].map(
  (char) => `U+${char.codePointAt(0)?.toString(16).toUpperCase().padStart(4, "0")}`,
);
console.log(
  `${output}: ${fs.statSync(output).size} bytes for "${label}"; its unicode-range: ${codePoints.sort().join(", ")}`,
);

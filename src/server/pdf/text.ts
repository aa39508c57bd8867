// Text in the shop's PDFs (labels, packing slips, tax invoices, credit notes) in any script the shop
// ships a font for: each string is cut into runs by the font that has its letters (the brand's DM Sans
// or Cormorant first, Noto Sans Devanagari for Hindi and Marathi), laid out into lines here (PDFKit
// wraps one font at a time) and drawn run by run on one baseline. What no shipped font has (emoji,
// scripts without a font) is settled in printable(), never printed as empty boxes. Decision 0035.
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const font = (path: string) => require.resolve(path);

/** The font files, TTF in npm packages, so nothing is fetched. DM Sans has the rupee sign. */
export const pdfFontFiles = {
  body: font("@expo-google-fonts/dm-sans/400Regular/DMSans_400Regular.ttf"),
  bold: font("@expo-google-fonts/dm-sans/600SemiBold/DMSans_600SemiBold.ttf"),
  heading: font("@expo-google-fonts/cormorant-garamond/600SemiBold/CormorantGaramond_600SemiBold.ttf"),
  devanagari: font("@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf"),
  devanagariBold: font("@expo-google-fonts/noto-sans-devanagari/600SemiBold/NotoSansDevanagari_600SemiBold.ttf"),
};

/** The brand's faces as the drawing code names them; `pdf.font(face)` works for these. */
export type Face = "body" | "bold" | "heading";
type FontName = Face | "devanagari" | "devanagariBold";

/** Each face, then the fonts tried, in order, for a letter it lacks. */
const fallbacks: Record<Face, FontName[]> = {
  body: ["body", "devanagari"],
  bold: ["bold", "devanagariBold"],
  heading: ["heading", "devanagariBold"],
};

/** Registers every font the text needs; call once on a new document. */
export function registerPdfFonts(pdf: PDFKit.PDFDocument): void {
  for (const [name, path] of Object.entries(pdfFontFiles)) pdf.registerFont(name, path);
}

/** PDFKit's embedded font (not in its types): its metrics and its fontkit font, for glyph coverage. */
interface EmbeddedFont {
  ascender: number;
  descender: number;
  lineGap: number;
  font: { hasGlyphForCodePoint(codePoint: number): boolean };
}
function embedded(pdf: PDFKit.PDFDocument, name: FontName, size: number): EmbeddedFont {
  pdf.font(name).fontSize(size);
  return (pdf as unknown as { _font: EmbeddedFont })._font;
}

// ---- what can be printed: the one place that decides ----

/** A neutral mark for letters no shipped font has (a Bengali word, say): one per run of them. */
export const unprintableMark = "?";
const graphemes = new Intl.Segmenter("en", { granularity: "grapheme" });
/** Emoji and their pieces: pictographs, flags, skin tones, keycaps. */
const emoji = /\p{Extended_Pictographic}|\p{Regional_Indicator}|[\u{1F3FB}-\u{1F3FF}\u20E3]/u;
/** Variation selectors: no glyph of their own. */
const selectors = /[\uFE00-\uFE0F]/gu;
/** Joiners: no glyph of their own, they steer shaping (half forms, eyelash ra); kept where the font knows them. */
const joiners = /[\u200C\u200D]/gu;

interface Piece {
  text: string;
  font: FontName;
}

/**
 * The text cut into pieces of one font each, for a face, each letter in the first font that has it:
 * emoji no font has are dropped (a gift message keeps its words; © and ™ print), other letters no
 * font has become one unprintableMark per run of them. A space joins the run around it when the
 * letters on both sides share a font (a Hindi phrase shapes as one run), else the face's run: a
 * run that ends in a space after a Devanagari vowel sign gets a wrong text layer from fontkit.
 */
function printable(pdf: PDFKit.PDFDocument, text: string, face: Face): Piece[] {
  const fonts = fallbacks[face].map((name) => ({ name, font: embedded(pdf, name, 10).font }));
  const has = (font: EmbeddedFont["font"], letters: string) =>
    [...letters].every((letter) => font.hasGlyphForCodePoint(letter.codePointAt(0) ?? 0));
  const out: Piece[] = [];
  let space = "";
  let unprintable = false;
  /** Whether an emoji was just dropped: the space after it goes too. */
  let dropped = false;
  const push = (letters: string, name: FontName) => {
    const last = out[out.length - 1];
    if (space !== "") {
      const spaceFont = last?.font === name ? name : face;
      if (last && last.font === spaceFont) last.text += space;
      else out.push({ text: space, font: spaceFont });
      space = "";
    }
    const before = out[out.length - 1];
    if (before && before.font === name) before.text += letters;
    else out.push({ text: letters, font: name });
  };
  for (const { segment } of graphemes.segment(text)) {
    const letters = segment.replace(selectors, "");
    const bare = letters.replace(joiners, "");
    if (bare === "") continue;
    if (bare.includes("\n")) {
      space = "";
      push("\n", face);
      dropped = false;
      unprintable = false;
      continue;
    }
    if (/^\s+$/.test(bare)) {
      // "Happy birthday 🎂 didi" keeps one space where the cake was
      if (!(dropped && (space !== "" || out.length === 0))) space += bare;
      continue;
    }
    const found = fonts.find(({ font }) => has(font, bare));
    if (found) {
      push(has(found.font, letters) ? letters : bare, found.name);
      unprintable = false;
      dropped = false;
    } else if (emoji.test(segment)) {
      dropped = true;
    } else if (!unprintable) {
      push(unprintableMark, face);
      unprintable = true;
      dropped = false;
    }
  }
  if (space !== "") out.push({ text: space, font: face });
  return out;
}

// ---- lines ----

export interface TextBox {
  face: Face;
  size: number;
  width: number;
  /** At most this tall: the last line that fits ends with an ellipsis. */
  height?: number;
  align?: "left" | "right" | "center";
  characterSpacing?: number;
}

interface Line {
  pieces: Piece[];
  width: number;
}

interface Layout {
  lines: Line[];
  lineHeight: number;
  /** From a line's top to its baseline. */
  ascent: number;
  truncated: boolean;
}

function measure(pdf: PDFKit.PDFDocument, piece: Piece, box: TextBox): number {
  embedded(pdf, piece.font, box.size);
  const spacing = box.characterSpacing ?? 0;
  return pdf.widthOfString(piece.text, { characterSpacing: spacing }) + spacing;
}

function lineWidth(pdf: PDFKit.PDFDocument, line: Piece[], box: TextBox): number {
  return line.reduce((sum, piece) => sum + measure(pdf, piece, box), 0);
}

function appendPiece(line: Piece[], piece: Piece) {
  const last = line[line.length - 1];
  if (last && last.font === piece.font) last.text += piece.text;
  else line.push({ ...piece });
}

/** Pieces cut where a line may break: after spaces; a hard break at "\n". */
function words(all: Piece[]): Array<Piece[] | "newline"> {
  const out: Array<Piece[] | "newline"> = [];
  let word: Piece[] = [];
  const flush = () => {
    if (word.length > 0) out.push(word);
    word = [];
  };
  for (const piece of all) {
    for (const part of piece.text.split(/(\n|[^\S\n]+)/)) {
      if (part === "") continue;
      if (part === "\n") {
        flush();
        out.push("newline");
        continue;
      }
      appendPiece(word, { text: part, font: piece.font });
      if (/^\s+$/.test(part)) flush();
    }
  }
  flush();
  return out;
}

function trimEnd(line: Piece[]): Piece[] {
  const copy = line.map((piece) => ({ ...piece }));
  while (copy.length > 0) {
    const last = copy[copy.length - 1] as Piece;
    last.text = last.text.replace(/\s+$/, "");
    if (last.text !== "") break;
    copy.pop();
  }
  return copy;
}

/** A word too long for a line, cut between letters (a conjunct stays whole). */
function splitLong(pdf: PDFKit.PDFDocument, word: Piece[], box: TextBox): Piece[][] {
  const parts: Piece[][] = [];
  let current: Piece[] = [];
  for (const piece of word) {
    for (const { segment } of graphemes.segment(piece.text)) {
      const next = [...current.map((p) => ({ ...p }))];
      appendPiece(next, { text: segment, font: piece.font });
      if (current.length > 0 && lineWidth(pdf, next, box) > box.width) {
        parts.push(current);
        current = [{ text: segment, font: piece.font }];
      } else {
        current = next;
      }
    }
  }
  if (current.length > 0) parts.push(current);
  return parts;
}

function layout(pdf: PDFKit.PDFDocument, text: string, box: TextBox): Layout {
  const all = printable(pdf, text, box.face);
  // one line height for every line, from the fonts the text uses (DM Sans alone: as PDFKit sets it)
  const used = new Set<FontName>([box.face, ...all.map((piece) => piece.font)]);
  const metrics = [...used].map((name) => embedded(pdf, name, box.size));
  const ascent = Math.max(...metrics.map((metric) => metric.ascender));
  const descent = Math.min(...metrics.map((metric) => metric.descender));
  const gap = Math.max(...metrics.map((metric) => metric.lineGap));
  const lineHeight = ((ascent - descent + gap) / 1000) * box.size;

  // each word measured once (with and without its trailing space): a line's width is their sum
  const lines: Piece[][] = [];
  let current: Piece[] = [];
  let currentWidth = 0;
  const endLine = () => {
    lines.push(trimEnd(current));
    current = [];
    currentWidth = 0;
  };
  const append = (word: Piece[], width: number) => {
    for (const piece of word) appendPiece(current, piece);
    currentWidth += width;
  };
  for (const word of words(all)) {
    if (word === "newline") {
      endLine();
      continue;
    }
    const full = lineWidth(pdf, word, box);
    const trimmed = lineWidth(pdf, trimEnd(word), box);
    if (currentWidth + trimmed <= box.width) {
      append(word, full);
      continue;
    }
    if (current.length > 0) endLine();
    if (trimmed <= box.width) {
      append(word, full);
      continue;
    }
    const parts = splitLong(pdf, word, box);
    for (const part of parts.slice(0, -1)) lines.push(part);
    const last = parts[parts.length - 1] ?? [];
    append(last, lineWidth(pdf, last, box));
  }
  if (current.length > 0) endLine();

  const maxLines = box.height === undefined ? Infinity : Math.max(1, Math.floor((box.height + 0.01) / lineHeight));
  const truncated = lines.length > maxLines;
  const kept = lines.slice(0, maxLines);
  if (truncated) kept[kept.length - 1] = withEllipsis(pdf, kept[kept.length - 1] ?? [], box);
  return {
    lines: kept.map((line) => ({ pieces: line, width: lineWidth(pdf, line, box) })),
    lineHeight,
    ascent: (ascent / 1000) * box.size,
    truncated,
  };
}

/** The line cut back, letter by letter, until it and an ellipsis fit. */
function withEllipsis(pdf: PDFKit.PDFDocument, line: Piece[], box: TextBox): Piece[] {
  const ellipsis: Piece = { text: "…", font: box.face };
  let kept = line.map((piece) => ({ ...piece }));
  const fits = () => lineWidth(pdf, [...kept, ellipsis], box) <= box.width;
  while (kept.length > 0 && !fits()) {
    const last = kept[kept.length - 1] as Piece;
    const letters = [...graphemes.segment(last.text)].map((part) => part.segment);
    letters.pop();
    last.text = letters.join("");
    if (last.text === "") kept.pop();
    kept = trimEnd(kept);
  }
  const out = kept.map((piece) => ({ ...piece }));
  appendPiece(out, ellipsis);
  return out;
}

// ---- drawing ----

/** How tall the text is in the box (all its lines, or at most box.height). */
export function heightOfText(pdf: PDFKit.PDFDocument, text: string, box: TextBox): number {
  const { lines, lineHeight } = layout(pdf, text, box);
  return lines.length * lineHeight;
}

/** The lines as they print (after printable's choices, wrapped and cut to the box). */
export function linesOfText(pdf: PDFKit.PDFDocument, text: string, box: TextBox): string[] {
  return layout(pdf, text, box).lines.map((line) => line.pieces.map((piece) => piece.text).join(""));
}

/**
 * Draws the text with its top-left at (x, y), wrapped to box.width, and leaves the document's
 * cursor under it at x (as PDFKit's text() does). Answers the height drawn and whether it was cut.
 */
export function writeText(
  pdf: PDFKit.PDFDocument,
  text: string,
  x: number,
  y: number,
  box: TextBox,
): { height: number; truncated: boolean } {
  const { lines, lineHeight, ascent, truncated } = layout(pdf, text, box);
  lines.forEach((line, index) => {
    const baseline = y + index * lineHeight + ascent;
    // the spacing after the last letter is not seen: aligned without it, as PDFKit does
    const seen = line.width - (line.pieces.length > 0 ? (box.characterSpacing ?? 0) : 0);
    let cursor = x;
    if (box.align === "right") cursor += box.width - seen;
    if (box.align === "center") cursor += (box.width - seen) / 2;
    for (const piece of line.pieces) {
      embedded(pdf, piece.font, box.size);
      pdf.text(piece.text, cursor, baseline, {
        lineBreak: false,
        baseline: "alphabetic",
        characterSpacing: box.characterSpacing ?? 0,
      });
      cursor += measure(pdf, piece, box);
    }
  });
  const height = lines.length * lineHeight;
  pdf.font(box.face).fontSize(box.size);
  pdf.x = x;
  pdf.y = y + height;
  return { height, truncated };
}

// The text a PDF shows, page by page, for tests: each page's content streams are decoded (pdf-lib)
// and the strings of its Tj and TJ operators read through the font's ToUnicode map (PDFKit's
// embedded fonts write glyph ids) or as Latin-1 (the standard fonts, hand-made PDFs). Good enough
// for "does this page say the AWB"; not a general text extractor (no positions, no spacing rules:
// each text object on a line of its own, so a line drawn in two fonts comes out as two; shaped
// Devanagari comes out in the glyphs' order, a vowel sign drawn before its consonant before it).
import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  type PDFObject,
  PDFRawStream,
  PDFRef,
} from "pdf-lib";

type CodeMap = Map<number, string>;

function streamText(stream: PDFObject | undefined): string {
  if (!(stream instanceof PDFRawStream)) return "";
  return Buffer.from(decodePDFRawStream(stream).decode()).toString("latin1");
}

/** PDFKit's ToUnicode: `<start> <end> [<u> <u> ...]` ranges and `<code> <u>` pairs, 2-byte codes. */
function parseToUnicode(cmap: string): CodeMap {
  const map: CodeMap = new Map();
  const unicode = (hex: string) =>
    String.fromCharCode(
      ...(hex.replace(/\s+/g, " ").trim().split(" ").join("").match(/.{4}/g) ?? []).map((part) => parseInt(part, 16)),
    );
  for (const [, start, , list] of cmap.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*\[([^\]]*)\]/g)) {
    const values = [...(list ?? "").matchAll(/<([0-9a-fA-F\s]+)>/g)].map((match) => unicode(match[1] ?? ""));
    values.forEach((value, index) => {
      map.set(parseInt(start ?? "0", 16) + index, value);
    });
  }
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, code, value] of (block[1] ?? "").matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) {
      map.set(parseInt(code ?? "0", 16), unicode(value ?? ""));
    }
  }
  return map;
}

function literal(body: string): string {
  return body.replace(/\\([nrtbf()\\]|[0-7]{1,3})/g, (_, escaped: string) => {
    const simple: Record<string, string> = { n: "\n", r: "\r", t: "\t", b: "\b", f: "\f" };
    if (/^[0-7]+$/.test(escaped)) return String.fromCharCode(parseInt(escaped, 8));
    return simple[escaped] ?? escaped;
  });
}

/** The text of each page, strings of one TJ joined, operators on lines of their own. */
export async function pdfPagesText(bytes: Uint8Array): Promise<string[]> {
  const document = await PDFDocument.load(bytes);
  const resolve = (value: PDFObject | undefined) => (value instanceof PDFRef ? document.context.lookup(value) : value);
  return document.getPages().map((page) => {
    const fonts = new Map<string, CodeMap | null>();
    const fontDict = resolve(page.node.Resources()?.get(PDFName.of("Font")));
    if (fontDict instanceof PDFDict) {
      for (const [name, ref] of fontDict.entries()) {
        const font = resolve(ref);
        const toUnicode = font instanceof PDFDict ? resolve(font.get(PDFName.of("ToUnicode"))) : undefined;
        fonts.set(name.decodeText(), toUnicode ? parseToUnicode(streamText(toUnicode)) : null);
      }
    }
    const contents = resolve(page.node.get(PDFName.of("Contents")));
    const streams = contents instanceof PDFArray ? contents.asArray().map(resolve) : [contents];
    const source = streams.map(streamText).join("\n");
    let current: CodeMap | null = null;
    const out: string[] = [];
    const decodeHex = (hex: string) => {
      const clean = hex.replace(/\s+/g, "");
      if (current) {
        const map = current;
        return (clean.match(/.{1,4}/g) ?? []).map((code) => map.get(parseInt(code, 16)) ?? "").join("");
      }
      return Buffer.from(clean, "hex").toString("latin1");
    };
    const strings = (operand: string) =>
      [...operand.matchAll(/<([0-9a-fA-F\s]*)>|\(((?:\\.|[^\\)])*)\)/g)]
        .map((match) => (match[1] !== undefined ? decodeHex(match[1]) : literal(match[2] ?? "")))
        .join("");
    // the strings of one text object (BT ... ET) make one entry: PDFKit breaks a shaped word's TJ
    // where a mark is moved (a Devanagari vowel sign), not where the words break
    let inObject = false;
    let joined = false;
    for (const match of source.matchAll(
      /\/([^\s/]+)\s+[\d.]+\s+Tf|(\[(?:[^\]\\]|\\.)*\])\s*TJ|(<[^>]*>|\((?:\\.|[^\\)])*\))\s*Tj|\b(BT|ET)\b/g,
    )) {
      if (match[1] !== undefined) current = fonts.get(match[1]) ?? null;
      else if (match[4] !== undefined) {
        inObject = match[4] === "BT";
        joined = false;
      } else if (inObject && joined) out[out.length - 1] += strings(match[2] ?? match[3] ?? "");
      else {
        out.push(strings(match[2] ?? match[3] ?? ""));
        joined = inObject;
      }
    }
    return out.join("\n");
  });
}

/** The fonts a PDF embeds, by name without the subset's prefix ("DMSans-Regular", "NotoSansDevanagari-Regular"). */
export async function pdfFontNames(bytes: Uint8Array): Promise<string[]> {
  const document = await PDFDocument.load(bytes);
  const names = new Set<string>();
  for (const [, object] of document.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFDict) || object.get(PDFName.of("Type")) !== PDFName.of("Font")) continue;
    const base = object.get(PDFName.of("BaseFont"));
    if (base instanceof PDFName) names.add(base.decodeText().replace(/^[A-Z]{6}\+/, ""));
  }
  return [...names].sort();
}

// Code 128 (ISO/IEC 15417), the barcode couriers scan an AWB from, drawn as PDF rectangles: no
// library, no image. A text of digits only and of even length is packed two digits a symbol (code
// set C, the narrowest); anything else printable in ASCII uses code set B.

/** Bar and space widths in modules for symbol values 0-106, bar first; 106 is the stop with its final bar. */
// biome-ignore format: the standard's table, ten a row
const patterns = [
  "212222", "222122", "222221", "121223", "121322", "131222", "122213", "122312", "132212", "221213",
  "221312", "231212", "112232", "122132", "122231", "113222", "123122", "123221", "223211", "221132",
  "221231", "213212", "223112", "312131", "311222", "321122", "321221", "312212", "322112", "322211",
  "212123", "212321", "232121", "111323", "131123", "131321", "112313", "132113", "132311", "211313",
  "231113", "231311", "112133", "112331", "132131", "113123", "113321", "133121", "313121", "211331",
  "231131", "213113", "213311", "213131", "311123", "311321", "331121", "312113", "312311", "332111",
  "314111", "221411", "431111", "111224", "111422", "121124", "121421", "141122", "141221", "112214",
  "112412", "122114", "122411", "142112", "142211", "241211", "221114", "413111", "241112", "134111",
  "111242", "121142", "121241", "114212", "124112", "124211", "411212", "421112", "421211", "212141",
  "214121", "412121", "111143", "111341", "131141", "114113", "114311", "411113", "411311", "113141",
  "114131", "311141", "411131", "211412", "211214", "211232", "2331112",
];

const startB = 104;
const startC = 105;
const stop = 106;
/** Blank modules each side, so a scanner finds where the code starts (the standard asks for 10). */
export const quietZoneModules = 10;

/** The symbol values of a text: start, data, checksum (mod 103), stop. */
export function code128Symbols(text: string): number[] {
  if (text.length === 0) throw new Error("Code 128 needs at least one character");
  const data: number[] = [];
  let start: number;
  if (/^(\d\d)+$/.test(text)) {
    start = startC;
    for (let index = 0; index < text.length; index += 2) data.push(Number(text.slice(index, index + 2)));
  } else {
    start = startB;
    for (const character of text) {
      const code = character.charCodeAt(0);
      if (code < 32 || code > 126) throw new Error(`Code 128 set B cannot encode ${JSON.stringify(character)}`);
      data.push(code - 32);
    }
  }
  const checksum = data.reduce((sum, value, index) => sum + value * (index + 1), start) % 103;
  return [start, ...data, checksum, stop];
}

/** The widths in modules, bar, space, bar, ... from the start symbol's first bar to the stop's last. */
export function code128Widths(text: string): number[] {
  return code128Symbols(text).flatMap((symbol) => [...(patterns[symbol] as string)].map(Number));
}

/** Reads widths back into the text (the tests check the drawing against it). */
export function decodeCode128(widths: readonly number[]): string {
  const symbols: number[] = [];
  for (let index = 0; index < widths.length; ) {
    const size = widths.length - index === 7 ? 7 : 6;
    const chunk = widths.slice(index, index + size).join("");
    const symbol = patterns.indexOf(chunk);
    if (symbol < 0) throw new Error(`not a Code 128 symbol: ${chunk}`);
    symbols.push(symbol);
    index += size;
  }
  const [start, ...rest] = symbols;
  const data = rest.slice(0, -2);
  const checksum = rest.at(-2);
  const expected = data.reduce((sum, value, index) => sum + value * (index + 1), start ?? 0) % 103;
  if (checksum !== expected || rest.at(-1) !== stop) throw new Error("bad Code 128 checksum or stop");
  if (start === startC) return data.map((value) => String(value).padStart(2, "0")).join("");
  if (start === startB) return data.map((value) => String.fromCharCode(value + 32)).join("");
  throw new Error("unknown Code 128 start");
}

/**
 * Draws the barcode in the box, its quiet zones inside the width. The module is the widest that
 * fits, so a longer AWB makes narrower bars; returns the module width in points (a label printer
 * at 203 dpi needs about 0.35 pt or more to print a bar that scans).
 */
export function drawCode128(
  pdf: PDFKit.PDFDocument,
  text: string,
  box: { x: number; y: number; width: number; height: number },
): number {
  const widths = code128Widths(text);
  const modules = widths.reduce((sum, width) => sum + width, 0) + quietZoneModules * 2;
  const module = box.width / modules;
  let x = box.x + quietZoneModules * module;
  pdf.save().fillColor("#000000");
  widths.forEach((width, index) => {
    if (index % 2 === 0) pdf.rect(x, box.y, width * module, box.height);
    x += width * module;
  });
  pdf.fill().restore();
  return module;
}

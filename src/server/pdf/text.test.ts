// Text in the shop's PDFs in more than one script: each run in a font that has its letters, Hindi
// shaped by Noto Sans Devanagari, emoji dropped, letters no font has marked, lines wrapped and cut
// the same whatever the script.
import PDFDocument from "pdfkit";
import { describe, expect, test } from "vitest";
import { pdfFontNames, pdfPagesText } from "../testing/pdf-text.ts";
import { heightOfText, linesOfText, registerPdfFonts, type TextBox, unprintableMark, writeText } from "./text.ts";

/** A page with each text drawn in its box; the PDF's bytes. */
function draw(texts: Array<[string, TextBox]>): Promise<Uint8Array> {
  const pdf = new PDFDocument({ size: "A6", margin: 0 });
  registerPdfFonts(pdf);
  const chunks: Buffer[] = [];
  pdf.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Uint8Array>((resolve) =>
    pdf.on("end", () => resolve(new Uint8Array(Buffer.concat(chunks)))),
  );
  let y = 10;
  for (const [text, box] of texts) y += writeText(pdf, text, 10, y, box).height + 4;
  pdf.end();
  return done;
}

const body: TextBox = { face: "body", size: 9.5, width: 260 };

describe("text in several scripts", () => {
  test("mixed Latin and Devanagari keeps both, each in its own font", async () => {
    const bytes = await draw([["Flat 4, राम कुटी, Pune 411001", body]]);
    const [page = ""] = await pdfPagesText(bytes);
    // one run a font: DM Sans, Noto Sans Devanagari, DM Sans again from the comma
    expect(page.split("\n")).toEqual(["Flat 4, ", "राम कुटी", ", Pune 411001"]);
    expect(await pdfFontNames(bytes)).toEqual(["DMSans-Regular", "NotoSansDevanagari-Regular"]);
  });

  test("Latin alone embeds no Devanagari font; bold Hindi embeds the bold one", async () => {
    expect(await pdfFontNames(await draw([["Meena Joshi", body]]))).toEqual(["DMSans-Regular"]);
    const bytes = await draw([["सुनीता देशमुख", { ...body, face: "bold" }]]);
    expect(await pdfFontNames(bytes)).toEqual(["NotoSansDevanagari-SemiBold"]);
    expect((await pdfPagesText(bytes))[0]).toContain("सुनीता देशमुख");
  });

  test("emoji are dropped with their space, © stays, a script without a font gets one mark a word", async () => {
    const bytes = await draw([
      ["Happy birthday 🎂🎉 दीदी ❤️! Love 👍🏽", body],
      ["Sattva© কলকাতা end", body],
    ]);
    const [page = ""] = await pdfPagesText(bytes);
    expect(page).toContain("Happy birthday ");
    expect(page).toContain("दीदी");
    expect(page).toContain("! Love");
    expect(page).not.toMatch(/\p{Extended_Pictographic}(?<!©)/u);
    expect(page).toContain(`Sattva© ${unprintableMark} end`);
    expect(page).not.toContain("ক");
  });

  test("wrapping: a Hindi address wraps at spaces, a box's height cuts it with an ellipsis", async () => {
    const address = "प्लॉट 12, श्री गणेश अपार्टमेंट, क्षत्रिय मार्ग, द्वारका सेक्टर 7, नई दिल्ली, Near Metro Gate 2";
    const narrow = { ...body, width: 120 };
    const pdf = new PDFDocument({ size: "A6", margin: 0 });
    registerPdfFonts(pdf);
    const line = heightOfText(pdf, "राम", narrow);
    const whole = heightOfText(pdf, address, narrow);
    expect(whole).toBeGreaterThanOrEqual(3 * line);
    expect(linesOfText(pdf, address, narrow).every((text) => text === text.trim())).toBe(true);
    expect(linesOfText(pdf, address, narrow).join(" ")).toBe(address);
    expect(heightOfText(pdf, address, { ...narrow, height: 2.5 * line })).toBeCloseTo(2 * line);
    expect(heightOfText(pdf, "", narrow)).toBe(0);
    expect(heightOfText(pdf, "one\n\nthree", narrow)).toBeCloseTo(3 * heightOfText(pdf, "one", narrow));
    const drawn = writeText(pdf, address, 10, 10, { ...narrow, height: 2.5 * line });
    expect(drawn.truncated).toBe(true);
    expect(pdf.y).toBeCloseTo(10 + 2 * line);
    pdf.end();

    const [page = ""] = await pdfPagesText(await draw([[address, { ...narrow, height: 2.5 * line }]]));
    expect(page).toContain("…");
    expect(page).not.toContain("Metro");
  });

  test("a word wider than the line is cut between letters, never inside a conjunct's run of marks", async () => {
    const pdf = new PDFDocument({ size: "A6", margin: 0 });
    registerPdfFonts(pdf);
    const word = "क्षत्रियक्षत्रियक्षत्रियक्षत्रियक्षत्रिय";
    const box = { ...body, width: 40 };
    const lines = linesOfText(pdf, word, box);
    pdf.end();
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join("")).toBe(word);
    // every line starts with a letter, not a vowel sign or a virama left from the line before
    for (const line of lines) expect(line).not.toMatch(/^[\u093E-\u094D]/u);
  });
});

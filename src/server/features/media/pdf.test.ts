// The lab report PDF check on its own (decision 0054): names read whole and unescaped, inside
// compressed streams too; a harmless compressed page passes; an encrypted file cannot be read.
import zlib from "node:zlib";
import { describe, expect, test } from "vitest";
import { checkPdf, pdfMessages } from "./pdf.ts";

function withStream(content: string, dictionary = "/Filter /FlateDecode"): Buffer {
  const data = zlib.deflateSync(Buffer.from(content, "latin1"));
  return Buffer.concat([
    Buffer.from(
      `%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\n4 0 obj\n<< ${dictionary} /Length ${data.length} >>\nstream\n`,
      "latin1",
    ),
    data,
    Buffer.from("\nendstream\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n", "latin1"),
  ]);
}

describe("checkPdf", () => {
  test("a page drawn in a compressed stream passes", () => {
    expect(checkPdf(withStream("BT /F1 12 Tf 72 720 Td (GIA 2141438171) Tj ET"))).toEqual({ ok: true });
  });

  test("a script inside a compressed object stream is found, escaped names undone", () => {
    const check = checkPdf(
      withStream("<< /S /J#61vaScript /J#53 (app.alert(1)) >>", "/Type /ObjStm /Filter /FlateDecode"),
    );
    expect(check).toEqual({ ok: false, message: pdfMessages.active(["/JavaScript", "/JS"]) });
  });

  test("a name that only starts like one is not it (/JSON, /JavaScript-free); the word in a string is not a name", () => {
    const text = "%PDF-1.4\n<< /JSON 1 /Title (JavaScript, /JavaScript-free) >>\n%%EOF\n";
    expect(checkPdf(Buffer.from(text, "latin1"))).toEqual({ ok: true });
  });

  test("not a PDF, or encrypted, is refused", () => {
    expect(checkPdf(Buffer.from("GIF89a%PDF-"))).toEqual({ ok: false, message: pdfMessages.notPdf });
    expect(checkPdf(Buffer.from("%PDF-1.7\ntrailer\n<< /Encrypt 5 0 R >>\n%%EOF\n", "latin1"))).toEqual({
      ok: false,
      message: pdfMessages.encrypted,
    });
  });
});

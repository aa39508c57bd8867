// Lab report PDFs (issue 36 point 3; decision 0054): recognised by their `%PDF-` header (never by the
// name or the type the browser claims), refused when they carry anything that acts instead of being
// read (scripts, launch actions, embedded files, forms that submit, rich media), stored unchanged
// under a server-made key (/media/{key}/report.pdf) and served as a download in a sandbox.
//
// The check reads the file's own bytes and every Flate-compressed stream in it (object streams can
// hide dictionaries), with PDF's `#xx` name escapes undone, so `/J#61vaScript` is `/JavaScript`.
// An encrypted PDF cannot be read this way, so it is refused too.
import zlib from "node:zlib";
import type { RequestHandler } from "express";
import type { AppContext } from "../../context.ts";
import { Invalid } from "../../http/errors.ts";
import { isMediaKey, makeMediaKey } from "./keys.ts";
import { insertMediaRows } from "./queries.ts";
import { mediaStorage } from "./storage.ts";

export const pdfFileName = "report.pdf";

export const pdfMessages = {
  notPdf: "Only a PDF can be uploaded as a lab report (the file does not start with %PDF-).",
  active: (names: readonly string[]) =>
    `This PDF carries active content (${names.join(", ")}): export or print the report to a plain PDF and upload that.`,
  encrypted: "This PDF is encrypted, so the shop cannot check it: upload a copy without a password or restrictions.",
  unreadable: "This PDF could not be read: one of its compressed parts is damaged or too large.",
} as const;

/** PDF names that make a document do something instead of being read. */
const activeNames = [
  "JavaScript",
  "JS",
  "Launch",
  "EmbeddedFile",
  "EmbeddedFiles",
  "RichMedia",
  "XFA",
  "SubmitForm",
  "ImportData",
  "GoToE",
] as const;

/** Everything a stream may inflate to, in all: a report is a few pages, not hundreds of MB. */
const maxInflatedBytes = 64 * 1024 * 1024;

/** A name token with its escapes undone ("/J#61vaScript" -> "JavaScript"); delimiters end it. */
function namesIn(text: string): Set<string> {
  const names = new Set<string>();
  for (const match of text.matchAll(/\/([^\s()<>[\]{}/%]+)/g)) {
    const raw = match[1] ?? "";
    names.add(raw.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))));
  }
  return names;
}

/** The decoded content of each FlateDecode stream of the file (bounded in total). */
function inflatedStreams(bytes: Buffer): string[] | null {
  const text = bytes.toString("latin1");
  const decoded: string[] = [];
  let budget = maxInflatedBytes;
  for (const match of text.matchAll(/(?<!end)stream\r?\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    const end = text.indexOf("endstream", start);
    if (end < 0) break;
    const dictionary = text.slice(Math.max(0, (match.index ?? 0) - 400), match.index);
    if (!/\/FlateDecode|\/Fl\b/.test(dictionary.slice(dictionary.lastIndexOf("<<")))) continue;
    try {
      const data = zlib.inflateSync(bytes.subarray(start, end), {
        maxOutputLength: budget,
        finishFlush: zlib.constants.Z_SYNC_FLUSH,
      });
      budget -= data.length;
      decoded.push(data.toString("latin1"));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ERR_BUFFER_TOO_LARGE") return null;
      // a stream that is not really Flate (or is damaged) cannot hide a dictionary a reader would use
    }
    if (budget <= 0) return null;
  }
  return decoded;
}

export type PdfCheck = { ok: true } | { ok: false; message: string };

/** Whether the bytes are a PDF the shop may keep and hand to shoppers. */
export function checkPdf(bytes: Buffer): PdfCheck {
  if (bytes.subarray(0, 5).toString("latin1") !== "%PDF-") return { ok: false, message: pdfMessages.notPdf };
  const streams = inflatedStreams(bytes);
  if (!streams) return { ok: false, message: pdfMessages.unreadable };
  const names = new Set<string>();
  for (const part of [bytes.toString("latin1"), ...streams]) for (const name of namesIn(part)) names.add(name);
  const found = activeNames.filter((name) => names.has(name));
  if (found.length > 0) return { ok: false, message: pdfMessages.active(found.map((name) => `/${name}`)) };
  if (names.has("Encrypt")) return { ok: false, message: pdfMessages.encrypted };
  return { ok: true };
}

/** Stores a checked lab report PDF unchanged and returns its media key; Invalid (400) when refused. */
export async function storeLabReport(ctx: AppContext, input: Buffer, options: { keyHint: string }): Promise<string> {
  const check = checkPdf(input);
  if (!check.ok) throw new Invalid(check.message, { file: check.message });
  const key = makeMediaKey(options.keyHint, input);
  await mediaStorage(ctx.config).write(key, pdfFileName, input);
  await insertMediaRows(ctx.db, [
    { key, kind: "document", contentType: "application/pdf", bytes: input.length, alt: "Lab report" },
  ]);
  return key;
}

/**
 * GET /media/{key}/report.pdf: always a download (never shown inside the shop's origin), in a
 * sandbox with nothing allowed, with nosniff. Cached for a year: the key carries a content hash.
 */
export function pdfHandler(ctx: AppContext): RequestHandler {
  const storage = mediaStorage(ctx.config);
  return async (req, res, next) => {
    const key = String(req.params.key ?? "");
    if (req.params.file !== pdfFileName) return next();
    try {
      const data = isMediaKey(key) ? await storage.read(key, pdfFileName) : null;
      if (!data) {
        res.status(404).setHeader("Cache-Control", "no-cache").type("text/plain").send("Not found");
        return;
      }
      res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
      res.setHeader("X-Content-Type-Options", "nosniff");
      res.setHeader("Content-Security-Policy", "default-src 'none'; sandbox");
      res.setHeader("Content-Type", "application/pdf");
      res.setHeader("Content-Disposition", `attachment; filename="lab-report-${key}.pdf"`);
      res.setHeader("Content-Length", String(data.length));
      res.status(200).end(data);
    } catch (error) {
      next(error);
    }
  };
}

// Shipping labels and packing slips for some shipments as one PDF (GET /api/admin/shipments/labels),
// for each shipment its label, then its packing slip. A courier that makes its own label
// (Shiprocket: the courier's sort and routing codes are on it) gives that label, fetched through
// the provider and its pages copied in with pdf-lib; for the manual courier the shop draws a 4 × 6 in
// label with PDFKit: ship-to, from, order, AWB as a Code 128 barcode, courier, weight, and the cash
// to collect or PREPAID. The packing slip (A6) lists the lines and which are gift wrapped, no prices,
// then the shopper's gift message or note, whole (wrapped; on a page of its own when it does not fit).
// Text goes through server/pdf/text.ts, so a name, address or note in Hindi prints. Decisions 0019, 0035.

import { PDFDocument as PdfLibDocument } from "pdf-lib";
import PDFDocument from "pdfkit";
import { orderNoteWords } from "../../../core/checkout.ts";
import { formatLongDate } from "../../../core/dates.ts";
import { formatRupeesExact } from "../../../core/money.ts";
import type { Settings } from "../../../core/schemas/settings.ts";
import type { AppContext } from "../../context.ts";
import { Conflict, NotFound } from "../../http/errors.ts";
import type { SessionUser } from "../../http/permissions.ts";
import { heightOfText, registerPdfFonts, type TextBox, writeText } from "../../pdf/text.ts";
import { readSettings } from "../settings/service.ts";
import { drawCode128 } from "./barcode.ts";
import { CourierError } from "./courier.ts";
import { courierProvider } from "./provider.ts";
import { packingLines, shipmentsForLabels } from "./queries.ts";
import { CourierFailed } from "./service.ts";

type LabelRow = Awaited<ReturnType<typeof shipmentsForLabels>>[number];
type PackingLine = Awaited<ReturnType<typeof packingLines>>[number];

/** 4 × 6 in, the thermal label size couriers and aggregators print. */
const labelSize: [number, number] = [288, 432];
/** A6, 105 × 148 mm. */
const slipSize: [number, number] = [297.64, 419.53];
const ink = "#000000";
const soft = "#4a4550";
const gold = "#a8824a";
/** Courier labels fetched at once. */
const fetchAtOnce = 4;

export interface LabelsPdf {
  bytes: Uint8Array;
  fileName: string;
  pages: number;
}

/**
 * The labels and packing slips of the shipments, in the order asked. 404 when one is not a
 * shipment, 409 when one is cancelled, 502 when a courier's label cannot be had (its reason).
 */
export async function labelsPdf(ctx: AppContext, admin: SessionUser, ids: readonly string[]): Promise<LabelsPdf> {
  const rows = await shipmentsForLabels(ctx.db, ids);
  const byId = new Map(rows.map((row) => [row.shipment.id, row]));
  const ordered: LabelRow[] = [];
  for (const id of ids) {
    const row = byId.get(id);
    if (!row) throw new NotFound(`Shipment ${id} was not found.`);
    if (row.shipment.status === "cancelled") {
      throw new Conflict(`The shipment of order #${row.order.number} is cancelled; it has no label to print.`);
    }
    ordered.push(row);
  }
  const lines = await packingLines(
    ctx.db,
    ordered.map((row) => row.shipment.orderId),
  );
  const settings = await readSettings(ctx);
  const courierLabels = await fetchCourierLabels(ctx, ordered);

  // the shop's own pages, drawn in one PDFKit document; which pages belong to whom is noted
  const own = drawOwnPages(ordered, lines, courierLabels, settings);
  const ownDocument = await PdfLibDocument.load(await own.bytes);
  const merged = await PdfLibDocument.create();
  merged.setTitle("Shipping labels and packing slips");
  merged.setAuthor(settings.gst.legalName);
  merged.setCreator(settings.shop.shopName);
  for (const row of ordered) {
    const pages = own.pagesOf.get(row.shipment.id) ?? { label: [], slip: [] };
    const courier = courierLabels.get(row.shipment.id);
    if (courier) {
      for (const page of await merged.copyPages(courier, courier.getPageIndices())) merged.addPage(page);
    } else {
      for (const page of await merged.copyPages(ownDocument, pages.label)) merged.addPage(page);
    }
    for (const page of await merged.copyPages(ownDocument, pages.slip)) merged.addPage(page);
  }
  const bytes = await merged.save();
  const [first] = ordered;
  const fileName =
    ordered.length === 1
      ? `labels-${first?.order.number}.pdf`
      : `labels-${first?.order.number}-and-${ordered.length - 1}-more.pdf`;
  ctx.log.info({ admin: admin.id, shipments: ordered.length, pages: merged.getPageCount() }, "labels printed");
  return { bytes, fileName, pages: merged.getPageCount() };
}

/** The courier's own labels (Shiprocket's), a few at a time; any that cannot be had stops it all with its reason. */
async function fetchCourierLabels(ctx: AppContext, rows: readonly LabelRow[]): Promise<Map<string, PdfLibDocument>> {
  const found = new Map<string, PdfLibDocument>();
  const wanted = rows.filter((row) => row.shipment.provider !== "manual");
  for (let start = 0; start < wanted.length; start += fetchAtOnce) {
    await Promise.all(
      wanted.slice(start, start + fetchAtOnce).map(async (row) => {
        const { shipment, order } = row;
        const provider = courierProvider(ctx, shipment.provider as "shiprocket");
        const failed = (reason: string) =>
          new CourierFailed(`The label of order #${order.number} (AWB ${shipment.awb}) could not be had: ${reason}`);
        if ("unavailable" in provider) throw failed(provider.unavailable);
        if (!provider.label) return;
        try {
          const bytes = await provider.label(shipment);
          found.set(shipment.id, await PdfLibDocument.load(bytes));
        } catch (error) {
          if (error instanceof CourierError) throw failed(error.message);
          // pdf-lib could not read it (damaged or encrypted)
          throw failed(`the courier's label is not a readable PDF (${(error as Error).message})`);
        }
      }),
    );
  }
  return found;
}

interface OwnPages {
  bytes: Promise<Buffer>;
  /** Page indices in the drawn document, per shipment. */
  pagesOf: Map<string, { label: number[]; slip: number[] }>;
}

function drawOwnPages(
  rows: readonly LabelRow[],
  lines: readonly PackingLine[],
  courierLabels: ReadonlyMap<string, unknown>,
  settings: Settings,
): OwnPages {
  const pdf = new PDFDocument({ autoFirstPage: false, margin: 0, info: { Title: "Labels" } });
  registerPdfFonts(pdf);
  const chunks: Buffer[] = [];
  pdf.on("data", (chunk: Buffer) => chunks.push(chunk));
  const bytes = new Promise<Buffer>((resolve, reject) => {
    pdf.on("end", () => resolve(Buffer.concat(chunks)));
    pdf.on("error", reject);
  });
  let page = -1;
  const addPage = (size: [number, number]) => {
    pdf.addPage({ size, margin: 0 });
    page++;
    return page;
  };
  const pagesOf = new Map<string, { label: number[]; slip: number[] }>();
  for (const row of rows) {
    const label = courierLabels.has(row.shipment.id) ? [] : [addPage(labelSize)];
    if (label.length > 0) drawLabel(pdf, row, settings);
    const slip = drawSlip(
      pdf,
      row,
      lines.filter((line) => line.orderId === row.shipment.orderId),
      settings,
      () => addPage(slipSize),
    );
    pagesOf.set(row.shipment.id, { label, slip });
  }
  pdf.end();
  return { bytes, pagesOf };
}

/** Draws the text in its box in the colour given (server/pdf/text.ts); answers how tall it was. */
function write(pdf: PDFKit.PDFDocument, text: string, x: number, y: number, box: TextBox, fill = ink): number {
  pdf.fillColor(fill);
  return writeText(pdf, text, x, y, box).height;
}

/** Text that never leaves its box: at most `height` tall, cut with an ellipsis (no page is ever added). */
function boxed(
  pdf: PDFKit.PDFDocument,
  text: string,
  x: number,
  y: number,
  box: TextBox & { height: number },
  fill = ink,
): number {
  pdf.fillColor(fill);
  const drawn = writeText(pdf, text, x, y, box);
  return drawn.truncated ? box.height : drawn.height;
}

function drawLabel(pdf: PDFKit.PDFDocument, { shipment, order }: LabelRow, settings: Settings) {
  const [width, height] = labelSize;
  const margin = 14;
  const inner = width - margin * 2;
  const rule = (y: number) =>
    pdf
      .moveTo(margin, y)
      .lineTo(width - margin, y)
      .lineWidth(0.8)
      .strokeColor(ink)
      .stroke();
  pdf
    .rect(6, 6, width - 12, height - 12)
    .lineWidth(1)
    .strokeColor(ink)
    .stroke();

  // courier, and what to collect
  const cod = order.paymentMethod === "COD";
  boxed(pdf, shipment.courierName, margin, margin + 2, { face: "bold", size: 13, width: inner - 112, height: 34 });
  const payX = width - margin - 104;
  if (cod) {
    pdf.rect(payX, margin, 104, 36).fill(ink);
    const white = "#ffffff";
    const center = { width: 104, align: "center" } as const;
    write(pdf, "COD: COLLECT", payX, margin + 4, { face: "bold", size: 9, ...center }, white);
    write(pdf, formatRupeesExact(order.totalAmount), payX, margin + 16, { face: "bold", size: 13, ...center }, white);
  } else {
    pdf.rect(payX, margin, 104, 36).lineWidth(1.5).strokeColor(ink).stroke();
    write(pdf, "PREPAID", payX, margin + 11, { face: "bold", size: 14, width: 104, align: "center" });
  }
  rule(margin + 44);

  // the AWB, as a barcode and as text
  const awb = shipment.awb ?? "";
  if (awb) drawCode128(pdf, awb, { x: margin, y: margin + 52, width: inner, height: 62 });
  write(pdf, `AWB ${awb || "pending"}`, margin, margin + 118, {
    face: "bold",
    size: 12,
    width: inner,
    align: "center",
  });
  rule(margin + 138);

  // ship to
  let y = margin + 146;
  const caption = (text: string, at: number, size = 7.5) =>
    write(pdf, text, margin, at, { face: "bold", size, width: inner, characterSpacing: 0.8 }, soft);
  caption("SHIP TO", y);
  y += 11;
  const to = order.shippingAddress;
  const name = `${order.firstName} ${order.lastName}`.trim();
  y += boxed(pdf, name, margin, y, { face: "bold", size: 12, width: inner, height: 16 }) + 2;
  const body = { face: "body", size: 9.5, width: inner } as const;
  const street = [to.addressLine1, to.addressLine2].filter(Boolean).join(", ");
  y += boxed(pdf, street, margin, y, { ...body, height: 36 });
  y += boxed(pdf, `${to.city}, ${order.deliveryState || to.state}`, margin, y, { ...body, height: 13 }) + 2;
  write(pdf, `PIN ${to.zipCode}`, margin, y, { face: "bold", size: 15, width: inner / 2 });
  write(pdf, `Phone ${order.phone}`, margin + inner / 2, y + 4, {
    face: "body",
    size: 10,
    width: inner / 2,
    align: "right",
  });
  rule(margin + 266);

  // the parcel
  y = margin + 273;
  const facts: Array<[string, string]> = [
    ["Order", `#${order.number}`],
    ["Date", formatLongDate(order.createdAt)],
    ["Weight", `${(shipment.weightGrams / 1000).toFixed(2)} kg`],
    ["Box", `${shipment.lengthCm} × ${shipment.breadthCm} × ${shipment.heightCm} cm`],
    ...(shipment.ewayBillNo ? ([["E-way bill", shipment.ewayBillNo]] as Array<[string, string]>) : []),
  ];
  facts.forEach(([name, value], index) => {
    const column = index % 2;
    const x = margin + column * (inner / 2);
    const rowY = y + Math.floor(index / 2) * 22;
    write(
      pdf,
      name.toUpperCase(),
      x,
      rowY,
      { face: "bold", size: 6.5, width: inner / 2 - 4, characterSpacing: 0.6 },
      soft,
    );
    boxed(pdf, value, x, rowY + 8, { face: "bold", size: 9.5, width: inner / 2 - 4, height: 12 });
  });
  rule(margin + 340);

  // from: the shop, where an undelivered parcel comes back
  y = margin + 346;
  caption("FROM (RETURN ADDRESS)", y);
  y += 10;
  const small = { face: "body", size: 8.5, width: inner } as const;
  y += boxed(pdf, `${settings.shop.shopName} · ${settings.gst.legalName}`, margin, y, {
    face: "bold",
    size: 9,
    width: inner,
    height: 12,
  });
  y += boxed(pdf, `${settings.gst.address}, ${settings.gst.state}`, margin, y, { ...small, height: 22 });
  boxed(pdf, `Phone ${settings.shop.supportPhone} · GSTIN ${settings.gst.gstin}`, margin, y, { ...small, height: 12 });
}
/** The packing slip; returns its pages (a long order continues on a second). */
function drawSlip(
  pdf: PDFKit.PDFDocument,
  { order }: LabelRow,
  lines: readonly PackingLine[],
  settings: Settings,
  addPage: () => number,
): number[] {
  const [width, height] = slipSize;
  const margin = 22;
  const inner = width - margin * 2;
  const pages = [addPage()];
  /** Where the gold rule under the head runs. */
  const rulesAt = margin + 64;
  /** The page's head; the item columns' names unless only the note follows. Answers where the content starts. */
  const head = (continued: boolean, columns = true) => {
    const half = inner / 2;
    boxed(pdf, settings.shop.shopName, margin, margin, { face: "heading", size: 19, width: half, height: 24 });
    write(
      pdf,
      continued ? "PACKING SLIP (CONTINUED)" : "PACKING SLIP",
      margin + half,
      margin + 6,
      { face: "bold", size: 8, width: half, align: "right", characterSpacing: 0.8 },
      gold,
    );
    write(pdf, `Order #${order.number}`, margin, margin + 30, { face: "bold", size: 10, width: half });
    write(
      pdf,
      formatLongDate(order.createdAt),
      margin + half,
      margin + 31,
      { face: "body", size: 9, width: half, align: "right" },
      soft,
    );
    boxed(
      pdf,
      `For ${`${order.firstName} ${order.lastName}`.trim()}, ${order.shippingAddress.city} ${order.shippingAddress.zipCode}`,
      margin,
      margin + 45,
      { face: "body", size: 9, width: inner, height: 12 },
      soft,
    );
    const top = rulesAt;
    pdf
      .moveTo(margin, top)
      .lineTo(width - margin, top)
      .lineWidth(1)
      .strokeColor(gold)
      .stroke();
    if (!columns) return top + 10;
    const columnName = { face: "bold", size: 7.5, characterSpacing: 0.8 } as const;
    write(pdf, "ITEM", margin, top + 7, { ...columnName, width: inner - 48 }, soft);
    write(pdf, "QTY", width - margin - 40, top + 7, { ...columnName, width: 40, align: "right" }, soft);
    return top + 22;
  };
  const footerSpace = 58;
  let y = head(false);
  for (const line of lines) {
    const nameBox = { face: "bold", size: 9.5, width: inner - 48, height: 26 } as const;
    const nameHeight = heightOfText(pdf, line.name, nameBox);
    const rowHeight = nameHeight + 13 + (line.giftWrap ? 12 : 0) + 8;
    if (y + rowHeight > height - footerSpace) {
      pages.push(addPage());
      y = head(true);
    }
    boxed(pdf, line.name, margin, y, nameBox);
    write(pdf, String(line.quantity), width - margin - 40, y, { face: "bold", size: 9.5, width: 40, align: "right" });
    boxed(
      pdf,
      [line.variantname, line.sku && `SKU ${line.sku}`].filter(Boolean).join(" · "),
      margin,
      y + nameHeight + 1,
      { face: "body", size: 8.5, width: inner - 48, height: 12 },
      soft,
    );
    if (line.giftWrap) {
      write(
        pdf,
        "Gift wrap this item",
        margin,
        y + nameHeight + 13,
        { face: "bold", size: 8, width: inner - 48 },
        gold,
      );
    }
    y += rowHeight;
    pdf
      .moveTo(margin, y - 4)
      .lineTo(width - margin, y - 4)
      .lineWidth(0.5)
      .strokeColor("#e7dfd4")
      .stroke();
  }
  if (order.orderNote) {
    // the whole note, never cut: under the lines, or on a page of its own when it does not fit there
    const note = slipNote(pdf, order.orderNote, inner, height - footerSpace - (rulesAt + 10));
    if (y + 6 + note.height > height - footerSpace) {
      pages.push(addPage());
      y = head(true, false);
    } else {
      y += 6;
    }
    drawSlipNote(pdf, note.text, margin, y, inner);
  }
  const units = lines.reduce((sum, line) => sum + line.quantity, 0);
  const wrapped = lines.filter((line) => line.giftWrap).reduce((sum, line) => sum + line.quantity, 0);
  write(
    pdf,
    `${units} ${units === 1 ? "item" : "items"}${wrapped > 0 ? ` · ${wrapped} to gift wrap` : ""}`,
    margin,
    height - footerSpace + 6,
    { face: "bold", size: 8.5, width: inner },
  );
  boxed(
    pdf,
    `Thank you for shopping with ${settings.shop.shopName}. Questions? Call ${settings.shop.supportPhone}.`,
    margin,
    height - footerSpace + 22,
    { face: "body", size: 8.5, width: inner, height: 24 },
    soft,
  );
  return pages;
}

const noteLabelHeight = 13;
const noteIndent = 9;
const noteBox = (width: number): TextBox => ({ face: "body", size: 9, width: width - noteIndent });

/**
 * The note as the slip prints it and its height (label included): as typed, or, when its lines would
 * not fit in `room` (many short lines), on one run with " / " where the lines broke (300 characters
 * run to a dozen lines at most).
 */
function slipNote(pdf: PDFKit.PDFDocument, note: string, width: number, room: number) {
  const measure = (text: string) => noteLabelHeight + heightOfText(pdf, text, noteBox(width));
  if (measure(note) <= room) return { text: note, height: measure(note) };
  const text = note
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean)
    .join(" / ");
  return { text, height: measure(text) };
}

/** The gift message or note under its label, a gold rule beside it; long words wrap too. */
function drawSlipNote(pdf: PDFKit.PDFDocument, text: string, x: number, y: number, width: number) {
  write(pdf, orderNoteWords.shown.toUpperCase(), x, y, { face: "bold", size: 7.5, width, characterSpacing: 0.8 }, gold);
  const textHeight = heightOfText(pdf, text, noteBox(width));
  pdf
    .moveTo(x + 1, y + noteLabelHeight)
    .lineTo(x + 1, y + noteLabelHeight + textHeight)
    .lineWidth(1.5)
    .strokeColor(gold)
    .stroke();
  write(pdf, text, x + noteIndent, y + noteLabelHeight, noteBox(width));
}

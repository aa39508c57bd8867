// A tax invoice or credit note as an A4 PDF, drawn with PDFKit (no browser on the server). It shows
// what the printable page shows (routes/tax-document.tsx): CGST rule 46's particulars for an invoice,
// rule 53's for a credit note. Every string goes through server/pdf/text.ts, so a buyer's name or
// address in Hindi prints (the brand's fonts, Noto Sans Devanagari where they have no letter).
import PDFDocument from "pdfkit";
import { formatLongDate } from "../../../core/dates.ts";
import { formatAmount, fromRupees } from "../../../core/money.ts";
import { prepaidRows } from "../../../core/paid-with.ts";
import { restAfterStoreCreditLabel } from "../../../core/pricing.ts";
import { type Face, heightOfText, registerPdfFonts, type TextBox, writeText } from "../../pdf/text.ts";
import type { DocumentAnswer } from "./service.ts";

const colour = { ink: "#1f1b24", soft: "#5c5563", line: "#e7dfd4", gold: "#a8824a" };
const margin = 42;
const pageWidth = 595.28;
const pageHeight = 841.89;
const contentWidth = pageWidth - margin * 2;

const amount = (rupees: number) => formatAmount(fromRupees(rupees));

interface Column {
  title: string;
  width: number;
  align: "left" | "right";
  cell: (line: DocumentAnswer["lines"][number], index: number) => string;
}

function columnsFor(document: DocumentAnswer): Column[] {
  const taxColumns: Column[] =
    document.taxType === "IGST"
      ? [{ title: "IGST", width: 64, align: "right", cell: (line) => amount(line.igst) }]
      : [
          { title: "CGST", width: 54, align: "right", cell: (line) => amount(line.cgst) },
          { title: "SGST", width: 54, align: "right", cell: (line) => amount(line.sgst) },
        ];
  const fixed: Column[] = [
    { title: "#", width: 18, align: "left", cell: (_, index) => String(index + 1) },
    { title: "HSN", width: 44, align: "left", cell: (line) => line.hsn },
    {
      title: "Qty",
      width: 42,
      align: "right",
      cell: (line) => (line.quantity > 0 ? `${line.quantity} ${line.unit}` : "—"),
    },
    { title: "Taxable value", width: 66, align: "right", cell: (line) => amount(line.taxableValue) },
    { title: "Rate", width: 36, align: "right", cell: (line) => `${line.rate}%` },
    ...taxColumns,
    { title: "Total", width: 66, align: "right", cell: (line) => amount(line.total) },
  ];
  const used = fixed.reduce((sum, column) => sum + column.width, 0);
  const description: Column = {
    title: "Description",
    width: contentWidth - used,
    align: "left",
    cell: (line) => line.description,
  };
  return [fixed[0] as Column, description, ...fixed.slice(1)];
}

/** Renders the document; resolves with the PDF's bytes. */
export function documentPdf(document: DocumentAnswer, shopName: string): Promise<Buffer> {
  const isInvoice = document.kind === "invoice";
  const number = document.kind === "invoice" ? document.invoiceNumber : document.creditNoteNumber;
  const date = document.kind === "invoice" ? document.invoiceDate : document.creditNoteDate;
  const title = isInvoice ? "Tax Invoice" : "Credit Note";
  const pdf = new PDFDocument({
    size: "A4",
    margin,
    info: { Title: `${title} ${number}`, Author: document.seller.legalName, Creator: shopName },
  });
  registerPdfFonts(pdf);
  const chunks: Buffer[] = [];
  pdf.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on("end", () => resolve(Buffer.concat(chunks)));
    pdf.on("error", reject);
  });
  /** Draws the text in its box in the colour given; answers how tall it was. */
  const write = (text: string, x: number, y: number, box: TextBox, fill: string = colour.ink) => {
    pdf.fillColor(fill);
    return writeText(pdf, text, x, y, box).height;
  };
  const text = (face: Face, size: number, width: number, more: Partial<TextBox> = {}): TextBox => ({
    face,
    size,
    width,
    ...more,
  });

  const rule = (y: number, strong = false) =>
    pdf
      .moveTo(margin, y)
      .lineTo(pageWidth - margin, y)
      .lineWidth(strong ? 1 : 0.5)
      .strokeColor(strong ? colour.gold : colour.line)
      .stroke();

  // seller and title
  const top = margin;
  const left = contentWidth / 2;
  let y = top;
  y += write(shopName, margin, y, text("heading", 22, left, { characterSpacing: 1.5 }));
  y += write(document.seller.legalName, margin, y, text("bold", 9.5, left));
  for (const line of [
    document.seller.address,
    `${document.seller.state} (state code ${document.seller.stateCode})`,
    `GSTIN ${document.seller.gstin}`,
  ]) {
    y += write(line, margin, y, text("body", 9.5, left), colour.soft);
  }
  const leftBottom = y;
  const right = { x: margin + contentWidth / 2, width: contentWidth / 2 };
  let rightY = top + write(title, right.x, top, text("heading", 20, right.width, { align: "right" }));
  const meta = [
    `No. ${number}`,
    `Date ${formatLongDate(date)}`,
    `Order #${document.orderNumber} of ${formatLongDate(document.orderDate)}`,
    ...(document.kind === "invoice" && document.ewayBillNo ? [`E-way bill ${document.ewayBillNo}`] : []),
    ...(document.kind === "credit_note" && document.invoice
      ? [`Against invoice ${document.invoice.number} of ${formatLongDate(document.invoice.date)}`]
      : []),
  ];
  for (const line of meta) rightY += write(line, right.x, rightY, text("body", 9.5, right.width, { align: "right" }));
  y = Math.max(leftBottom, rightY) + 14;
  rule(y, true);
  y += 12;

  // buyer and place of supply
  const half = contentWidth / 2 - 8;
  let buyerY = y;
  buyerY += write(
    "BILLED AND SHIPPED TO",
    margin,
    buyerY,
    text("bold", 9, half, { characterSpacing: 0.8 }),
    colour.soft,
  );
  for (const line of [
    document.buyer.name,
    document.buyer.address,
    `${document.buyer.state} (state code ${document.buyer.stateCode})`,
  ]) {
    buyerY += write(line, margin, buyerY, text("body", 9.5, half));
  }
  const rightText = (face: Face, size: number, more: Partial<TextBox> = {}) =>
    text(face, size, right.width, { align: "right", ...more });
  rightY = y;
  rightY += write("PLACE OF SUPPLY", right.x, rightY, rightText("bold", 9, { characterSpacing: 0.8 }), colour.soft);
  rightY += write(
    `${document.placeOfSupply.state} (${document.placeOfSupply.code})`,
    right.x,
    rightY,
    rightText("body", 9.5),
  );
  rightY += write(
    document.taxType === "IGST" ? "Inter-state supply: IGST" : "Intra-state supply: CGST + SGST",
    right.x,
    rightY,
    rightText("body", 9.5),
  );
  y = Math.max(buyerY, rightY) + 16;

  // the lines
  const columns = columnsFor(document);
  const drawRow = (cells: string[], face: "body" | "bold", colourName: string) => {
    const box = (index: number) => text(face, 8.5, (columns[index]?.width ?? 0) - 6, { align: columns[index]?.align });
    const heights = cells.map((cell, index) => heightOfText(pdf, cell, box(index)));
    const height = Math.max(...heights) + 8;
    if (y + height > pageHeight - margin - 120) {
      pdf.addPage();
      y = margin;
    }
    let x = margin;
    cells.forEach((cell, index) => {
      const column = columns[index] as Column;
      write(cell, x + 3, y + 4, box(index), colourName);
      x += column.width;
    });
    y += height;
    rule(y);
  };
  drawRow(
    columns.map((column) => column.title),
    "bold",
    colour.soft,
  );
  document.lines.forEach((line, index) => {
    drawRow(
      columns.map((column) => column.cell(line, index)),
      "body",
      colour.ink,
    );
  });
  const totals = document.totals;
  drawRow(
    columns.map((column) => {
      if (column.title === "Description") return "Total";
      if (column.title === "Taxable value") return amount(totals.taxableValue);
      if (column.title === "CGST") return amount(totals.cgst);
      if (column.title === "SGST") return amount(totals.sgst);
      if (column.title === "IGST") return amount(totals.igst);
      if (column.title === "Total") return amount(totals.total);
      return "";
    }),
    "bold",
    colour.ink,
  );

  // summary, declaration, signature
  y += 14;
  const tax = totals.cgst + totals.sgst + totals.igst;
  const summary: Array<[string, string]> = [
    ["Taxable value", `₹${amount(totals.taxableValue)}`],
    ...(document.taxType === "IGST"
      ? ([["IGST", `₹${amount(totals.igst)}`]] as Array<[string, string]>)
      : ([
          ["CGST", `₹${amount(totals.cgst)}`],
          ["SGST", `₹${amount(totals.sgst)}`],
        ] as Array<[string, string]>)),
    ["Total tax", `₹${amount(tax)}`],
    [isInvoice ? "Invoice total" : "Total credited", `₹${amount(totals.total)}`],
    ...(document.kind === "invoice" && document.payment
      ? ([
          // rupees here: prepaidRows only subtracts and compares
          ...prepaidRows(document.payment.storeCredit, document.payment.giftCard ?? 0).map(
            ([label, rupees]): [string, string] => [label, `−₹${amount(rupees)}`],
          ),
          [restAfterStoreCreditLabel(document.payment.method), `₹${amount(document.payment.rest)}`],
        ] as Array<[string, string]>)
      : []),
  ];
  const summaryX = margin + contentWidth - 220;
  const grand = isInvoice ? "Invoice total" : "Total credited";
  summary.forEach(([label, value]) => {
    const last = label === grand;
    const face = last ? "bold" : "body";
    const size = last ? 11 : 9.5;
    write(label, summaryX, y, text(face, size, 120));
    write(value, summaryX + 120, y, text(face, size, 100, { align: "right" }));
    y += last ? 18 : 14;
  });
  y += 8;
  const notesY = y + write(document.reverseCharge, margin, y, text("body", 9, left), colour.soft);
  write(
    "Amounts in Indian rupees. Shelf prices include GST; this document shows the tax inside them.",
    margin,
    notesY,
    text("body", 9, left),
    colour.soft,
  );
  const signY = y + 46;
  write(`For ${document.seller.legalName}`, right.x, y, rightText("body", 9.5));
  pdf
    .moveTo(pageWidth - margin - 160, signY)
    .lineTo(pageWidth - margin, signY)
    .lineWidth(0.5)
    .strokeColor(colour.soft)
    .stroke();
  write("Authorised signatory", right.x, signY + 4, rightText("body", 9.5));
  pdf.end();
  return done;
}

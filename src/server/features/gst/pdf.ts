// A tax invoice or credit note as an A4 PDF, drawn with PDFKit (no browser on the server). It shows
// what the printable page shows (routes/tax-document.tsx): CGST rule 46's particulars for an invoice,
// rule 53's for a credit note. The brand's fonts ship as TTF files in npm packages (DM Sans has the
// rupee sign), so nothing is fetched.
import { createRequire } from "node:module";
import PDFDocument from "pdfkit";
import { formatLongDate } from "../../../core/dates.ts";
import { formatAmount, fromRupees } from "../../../core/money.ts";
import { restAfterStoreCreditLabel, storeCreditLabel } from "../../../core/pricing.ts";
import type { DocumentAnswer } from "./service.ts";

const require = createRequire(import.meta.url);
/** The brand's fonts as TTF files (the shipping labels and packing slips use them too). */
export const pdfFonts = {
  body: require.resolve("@expo-google-fonts/dm-sans/400Regular/DMSans_400Regular.ttf"),
  bold: require.resolve("@expo-google-fonts/dm-sans/600SemiBold/DMSans_600SemiBold.ttf"),
  heading: require.resolve("@expo-google-fonts/cormorant-garamond/600SemiBold/CormorantGaramond_600SemiBold.ttf"),
};

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
  pdf.registerFont("body", pdfFonts.body);
  pdf.registerFont("bold", pdfFonts.bold);
  pdf.registerFont("heading", pdfFonts.heading);
  const chunks: Buffer[] = [];
  pdf.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on("end", () => resolve(Buffer.concat(chunks)));
    pdf.on("error", reject);
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
  pdf.font("heading").fontSize(22).fillColor(colour.ink).text(shopName, margin, top, { characterSpacing: 1.5 });
  pdf.font("bold").fontSize(9.5).text(document.seller.legalName);
  pdf
    .font("body")
    .fillColor(colour.soft)
    .text(document.seller.address, { width: contentWidth / 2 })
    .text(`${document.seller.state} (state code ${document.seller.stateCode})`)
    .text(`GSTIN ${document.seller.gstin}`);
  const leftBottom = pdf.y;
  const right = { x: margin + contentWidth / 2, width: contentWidth / 2 };
  pdf
    .font("heading")
    .fontSize(20)
    .fillColor(colour.ink)
    .text(title, right.x, top, { ...right, align: "right" });
  pdf.font("body").fontSize(9.5).fillColor(colour.ink);
  const meta = [
    `No. ${number}`,
    `Date ${formatLongDate(date)}`,
    `Order #${document.orderNumber} of ${formatLongDate(document.orderDate)}`,
    ...(document.kind === "invoice" && document.ewayBillNo ? [`E-way bill ${document.ewayBillNo}`] : []),
    ...(document.kind === "credit_note" && document.invoice
      ? [`Against invoice ${document.invoice.number} of ${formatLongDate(document.invoice.date)}`]
      : []),
  ];
  for (const line of meta) pdf.text(line, right.x, pdf.y, { ...right, align: "right" });
  let y = Math.max(leftBottom, pdf.y) + 14;
  rule(y, true);
  y += 12;

  // buyer and place of supply
  const half = contentWidth / 2 - 8;
  pdf
    .font("bold")
    .fontSize(9)
    .fillColor(colour.soft)
    .text("BILLED AND SHIPPED TO", margin, y, { characterSpacing: 0.8 });
  pdf
    .font("body")
    .fontSize(9.5)
    .fillColor(colour.ink)
    .text(document.buyer.name, { width: half })
    .text(document.buyer.address, { width: half })
    .text(`${document.buyer.state} (state code ${document.buyer.stateCode})`, { width: half });
  const buyerBottom = pdf.y;
  pdf
    .font("bold")
    .fontSize(9)
    .fillColor(colour.soft)
    .text("PLACE OF SUPPLY", right.x, y, { ...right, align: "right", characterSpacing: 0.8 });
  pdf
    .font("body")
    .fontSize(9.5)
    .fillColor(colour.ink)
    .text(`${document.placeOfSupply.state} (${document.placeOfSupply.code})`, right.x, pdf.y, {
      ...right,
      align: "right",
    })
    .text(document.taxType === "IGST" ? "Inter-state supply: IGST" : "Intra-state supply: CGST + SGST", {
      ...right,
      align: "right",
    });
  y = Math.max(buyerBottom, pdf.y) + 16;

  // the lines
  const columns = columnsFor(document);
  const drawRow = (cells: string[], font: "body" | "bold", colourName: string) => {
    pdf.font(font).fontSize(8.5).fillColor(colourName);
    const heights = cells.map((cell, index) => pdf.heightOfString(cell, { width: (columns[index]?.width ?? 0) - 6 }));
    const height = Math.max(...heights) + 8;
    if (y + height > pageHeight - margin - 120) {
      pdf.addPage();
      y = margin;
    }
    let x = margin;
    cells.forEach((cell, index) => {
      const column = columns[index] as Column;
      pdf.text(cell, x + 3, y + 4, { width: column.width - 6, align: column.align });
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
          [storeCreditLabel, `−₹${amount(document.payment.storeCredit)}`],
          [restAfterStoreCreditLabel(document.payment.method), `₹${amount(document.payment.rest)}`],
        ] as Array<[string, string]>)
      : []),
  ];
  const summaryX = margin + contentWidth - 220;
  const grand = isInvoice ? "Invoice total" : "Total credited";
  summary.forEach(([label, value]) => {
    const last = label === grand;
    pdf
      .font(last ? "bold" : "body")
      .fontSize(last ? 11 : 9.5)
      .fillColor(colour.ink);
    pdf.text(label, summaryX, y, { width: 120 });
    pdf.text(value, summaryX + 120, y, { width: 100, align: "right" });
    y += last ? 18 : 14;
  });
  y += 8;
  pdf
    .font("body")
    .fontSize(9)
    .fillColor(colour.soft)
    .text(document.reverseCharge, margin, y, { width: contentWidth / 2 })
    .text("Amounts in Indian rupees. Shelf prices include GST; this document shows the tax inside them.", {
      width: contentWidth / 2,
    });
  const signY = y + 46;
  pdf
    .font("body")
    .fontSize(9.5)
    .fillColor(colour.ink)
    .text(`For ${document.seller.legalName}`, right.x, y, { ...right, align: "right" });
  pdf
    .moveTo(pageWidth - margin - 160, signY)
    .lineTo(pageWidth - margin, signY)
    .lineWidth(0.5)
    .strokeColor(colour.soft)
    .stroke();
  pdf.text("Authorised signatory", right.x, signY + 4, { ...right, align: "right" });
  pdf.end();
  return done;
}

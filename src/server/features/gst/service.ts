// Tax invoices and credit notes (CGST Act s.31 and rule 46; s.34 and rule 53). An invoice is issued
// when the goods leave, i.e. in the transaction that moves an order to shipped (s.31(1)(a): at or
// before the removal of goods), once per order: a parcel cancelled and booked again keeps it. A
// credit note for what the invoice has left when an invoiced order is cancelled (after its parcel
// was), refused at the door or returned (docs/decisions/0038-cancelling-a-parcel.md). Both are kept
// as issued and read back as they were printed.
import { dateKeyOf } from "../../../core/dates.ts";
import {
  apportion,
  documentNumber,
  financialYear,
  type TaxLine,
  type TaxTotals,
  type TaxType,
  taxLines,
  taxTotals,
  taxTypeFor,
} from "../../../core/gst.ts";
import { findIndianState } from "../../../core/india.ts";
import { type Paise, toRupees } from "../../../core/money.ts";
import { orderNumberOf } from "../../../core/order-status.ts";
import { labReportLine } from "../../../core/schemas/certificates.ts";
import type { Settings } from "../../../core/schemas/settings.ts";
import type { AppContext } from "../../context.ts";
import type { Transaction } from "../../db/connection.ts";
import type { orderItems, orders } from "../../db/schema.ts";
import { Forbidden, NotFound } from "../../http/errors.ts";
import type { SessionUser } from "../../http/permissions.ts";
import {
  type DocumentKind,
  documentOfOrder,
  documentsOfOrders,
  ewayBillOfOrder,
  insertDocument,
  invoiceLineIdsOf,
  refundCreditNotesOf,
  type TaxDocumentRow,
  takeSequence,
  wholeDocumentKindsOf,
} from "./queries.ts";

// what other features read of the documents: their kinds, and which of them some orders have
export {
  creditNotesOfRefunds,
  type DocumentKind,
  type DocumentRef,
  documentsOfOrders,
  type OrderDocuments,
} from "./queries.ts";

/** An order's credit notes in number order (the whole order's and each refund's), for their pages' links. */
export async function creditNotesOfOrder(ctx: AppContext, orderId: string) {
  const documents = (await documentsOfOrders(ctx.db, [orderId])).get(orderId);
  return (documents?.creditNotes ?? []).map((note) => ({
    id: note.id,
    number: note.number,
    date: dateKeyOf(note.issuedAt),
  }));
}

type OrderRow = typeof orders.$inferSelect;
type OrderItemRow = typeof orderItems.$inferSelect;

/** GST state code for deliveries outside India (GSTN's code 96, "other country"). */
const abroad = "96";

/** What an issued document holds, in paise, as it was printed. */
export interface DocumentContent {
  seller: { legalName: string; address: string; state: string; stateCode: string; gstin: string };
  buyer: { name: string; address: string; state: string; stateCode: string };
  order: { number: number; date: string };
  placeOfSupply: { state: string; code: string };
  taxType: TaxType;
  lines: TaxLine[];
  totals: TaxTotals;
  /** A credit note's invoice. */
  invoice?: { number: string; date: string };
  /** An invoice's e-way bill number (CGST rule 138), when its parcel travels with one. */
  ewayBillNo?: string;
  /** A credit note for part of an order: the refund it documents. */
  refund?: { id: string };
  /**
   * An invoice whose order was paid in part with store credit: how it was paid. Store credit is a
   * means of payment, not a discount: the taxable values and the total are the order's, unchanged.
   */
  payment?: { method: "COD" | "UPI"; storeCredit: Paise; giftCard?: Paise };
}

function contentOf(gst: Settings["gst"], order: OrderRow, items: readonly OrderItemRow[]): DocumentContent {
  const shopState = findIndianState(gst.state);
  const shopCode = shopState?.code ?? gst.gstin.slice(0, 2);
  const code = order.deliveryStateCode ?? abroad;
  const taxType = taxTypeFor(shopCode, code);
  const ordered = [...items].sort((a, b) => a.position - b.position);
  const lines = taxLines(
    ordered.map((item) => ({
      description: [
        item.variantname ? `${item.name} — ${item.variantname}` : item.name,
        // the gemstone lab report the piece was sold with (decision 0054)
        ...(item.certificate ? [labReportLine(item.certificate)] : []),
      ].join("\n"),
      hsn: item.hsn,
      quantity: item.quantity,
      unitPrice: item.unitPrice,
      gstRate: item.gstRate,
    })),
    { discount: order.discount, shipping: order.shipping, giftWrap: order.giftWrap, codFee: order.codFee },
    taxType,
  );
  const address = order.shippingAddress;
  return {
    seller: { legalName: gst.legalName, address: gst.address, state: gst.state, stateCode: shopCode, gstin: gst.gstin },
    buyer: {
      name: `${order.firstName} ${order.lastName}`.trim(),
      address: [address.addressLine1, address.addressLine2, address.city, address.zipCode, address.country]
        .filter(Boolean)
        .join(", "),
      state: order.deliveryState,
      stateCode: code,
    },
    order: { number: orderNumberOf(order), date: dateKeyOf(order.createdAt) },
    placeOfSupply: { state: order.deliveryState, code },
    taxType,
    lines,
    totals: taxTotals(lines),
    ...(order.storeCredit > 0
      ? {
          payment: {
            method: order.paymentMethod,
            storeCredit: order.storeCredit,
            ...(order.giftCard > 0 ? { giftCard: order.giftCard } : {}),
          },
        }
      : {}),
  };
}

async function issue(
  tx: Transaction,
  kind: DocumentKind,
  prefix: string,
  content: DocumentContent,
  orderId: string,
  invoiceId: string | null,
  now: Date,
  refundId: string | null = null,
): Promise<TaxDocumentRow> {
  const year = financialYear(now);
  const sequence = await takeSequence(tx, kind, year);
  return insertDocument(tx, {
    kind,
    number: documentNumber(prefix, year, sequence),
    financialYear: year,
    sequence,
    orderId,
    invoiceId,
    refundId,
    issuedAt: now,
    placeOfSupplyCode: content.placeOfSupply.code,
    taxType: content.taxType,
    ...content.totals,
    content,
  });
}

/**
 * Issues the order's tax invoice (in the caller's transaction: the move to shipped), with the e-way
 * bill number of its parcel when it has one; an order invoiced before (its parcel cancelled, booked
 * again) keeps the invoice it has, which is answered.
 */
export async function issueInvoice(
  tx: Transaction,
  gst: Settings["gst"],
  order: OrderRow,
  items: readonly OrderItemRow[],
  now = new Date(),
): Promise<TaxDocumentRow> {
  const standing = (await documentOfOrder(tx, order.id, "invoice"))?.document;
  if (standing) return standing;
  const ewayBillNo = await ewayBillOfOrder(tx, order.id);
  const content = { ...contentOf(gst, order, items), ...(ewayBillNo ? { ewayBillNo } : {}) };
  return issue(tx, "invoice", gst.invoicePrefix, content, order.id, null, now);
}

/** The invoice's content as a credit note starts from it: the e-way bill belongs to the journey out. */
function creditBase(invoice: TaxDocumentRow): DocumentContent {
  // the e-way bill belongs to the journey out, the payment to the sale: neither is credited
  const { ewayBillNo: _journey, payment: _paid, ...printed } = invoice.content as DocumentContent;
  return { ...printed, invoice: { number: invoice.number, date: dateKeyOf(invoice.issuedAt) } };
}

/** Each invoice line's part already credited by credit notes for parts of the order. */
function creditedSoFar(invoiceLines: readonly TaxLine[], notes: readonly TaxDocumentRow[]) {
  const credited = invoiceLines.map(() => ({ quantity: 0, taxableValue: 0, cgst: 0, sgst: 0, igst: 0, total: 0 }));
  for (const note of notes) {
    for (const line of (note.content as DocumentContent).lines) {
      const sum = line.invoiceLine === undefined ? undefined : credited[line.invoiceLine];
      if (!sum) continue;
      sum.quantity += line.quantity;
      sum.taxableValue += line.taxableValue;
      sum.cgst += line.cgst;
      sum.sgst += line.sgst;
      sum.igst += line.igst;
      sum.total += line.total;
    }
  }
  return credited;
}

/**
 * Whether the order has an invoice not yet credited as a whole: what a cancellation, a refusal or a
 * return of the order credits (one indexed read, so moves of orders never invoiced cost little).
 */
export async function hasInvoiceToCredit(tx: Transaction, orderId: string): Promise<boolean> {
  const kinds = await wholeDocumentKindsOf(tx, orderId);
  return kinds.includes("invoice") && !kinds.includes("credit_note");
}

/**
 * Issues a credit note for what is left of an order's invoice (in the caller's transaction: the move
 * to cancelled, refused or returned): the whole invoice, less what credit notes for refunded lines
 * or goodwill already credited. None for an order without an invoice (it never shipped, or shipped
 * before invoices existed) or whose whole credit note was issued already.
 */
export async function issueCreditNote(
  tx: Transaction,
  gst: Settings["gst"],
  orderId: string,
  now = new Date(),
): Promise<TaxDocumentRow | null> {
  if (!(await hasInvoiceToCredit(tx, orderId))) return null;
  const found = await documentOfOrder(tx, orderId, "invoice");
  const invoice = found?.document;
  if (!invoice) return null;
  const base = creditBase(invoice);
  const credited = creditedSoFar(base.lines, await refundCreditNotesOf(tx, orderId));
  const lines = base.lines
    .map((line, index) => {
      const less = credited[index];
      if (!less) return line;
      return {
        ...line,
        quantity: Math.max(line.quantity - less.quantity, 0),
        taxableValue: line.taxableValue - less.taxableValue,
        cgst: line.cgst - less.cgst,
        sgst: line.sgst - less.sgst,
        igst: line.igst - less.igst,
        total: line.total - less.total,
      };
    })
    .filter((line) => line.total > 0);
  if (lines.length === 0) return null;
  const content: DocumentContent = { ...base, lines, totals: taxTotals(lines) };
  return issue(tx, "credit_note", gst.creditNotePrefix, content, orderId, invoice.id, now);
}

/** What a refund gives back: some units of some lines with their amounts, or a sum (goodwill). */
export interface RefundToCredit {
  id: string;
  amount: Paise;
  lines: ReadonlyArray<{ orderItemId: string; quantity: number; amount: Paise }>;
}

/**
 * Issues the credit note of a refund for part of an order (CGST Act s.34(1): goods returned, or a
 * taxable value found to exceed what the supply was worth), from the same gap-free series, in the
 * caller's transaction. Refunded lines: exactly those units at what was refunded for them, each at
 * its rate. A goodwill amount without lines: a reduction of value shared over the invoice's lines by
 * their value (core/pricing.ts `apportion`), no units (docs/decisions/0027-refunds-and-store-credit.md).
 * None when the order has no invoice (it never shipped: nothing was supplied to credit), and none
 * when the order's whole credit note was issued already (it was cancelled, refused or returned: that
 * note credited everything the invoice had left, so a refund afterwards, e.g. of the return that
 * brought the last units back, has nothing left to credit). The order's credit notes so never sum to
 * more than its invoice (docs/decisions/0027-refunds-and-store-credit.md, "One credit per supply").
 */
export async function issueRefundCreditNote(
  tx: Transaction,
  gst: Settings["gst"],
  orderId: string,
  refund: RefundToCredit,
  now = new Date(),
): Promise<TaxDocumentRow | null> {
  const found = await documentOfOrder(tx, orderId, "invoice");
  const invoice = found?.document;
  if (!invoice) return null;
  // the whole order's credit note sorts first of the order's credit notes
  const whole = (await documentOfOrder(tx, orderId, "credit_note"))?.document;
  if (whole && whole.refundId === null) return null;
  const base = creditBase(invoice);
  const items = await invoiceLineIdsOf(tx, orderId);
  const credited: Array<{ invoiceLine: number; quantity: number; amount: Paise; gstRate: number }> = [];
  if (refund.lines.length > 0) {
    for (const line of refund.lines) {
      const index = items.findIndex((item) => item.id === line.orderItemId);
      const item = items[index];
      if (!item || !base.lines[index]) throw new Error(`order item ${line.orderItemId} is not on the invoice`);
      credited.push({ invoiceLine: index, quantity: line.quantity, amount: line.amount, gstRate: item.gstRate });
    }
  } else {
    const shares = apportion(
      refund.amount,
      base.lines.map((line) => line.total),
    );
    shares.forEach((amount, index) => {
      const item = items[index];
      if (amount > 0 && item) credited.push({ invoiceLine: index, quantity: 0, amount, gstRate: item.gstRate });
    });
  }
  const taxed = taxLines(
    credited.map((line) => ({ description: "", hsn: "", quantity: 1, unitPrice: line.amount, gstRate: line.gstRate })),
    { discount: 0, shipping: 0, giftWrap: 0, codFee: 0 },
    base.taxType,
  );
  const lines: TaxLine[] = credited.map((line, index) => {
    const printed = base.lines[line.invoiceLine] as TaxLine;
    const tax = taxed[index] as TaxLine;
    return {
      ...tax,
      description: printed.description,
      hsn: printed.hsn,
      quantity: line.quantity,
      invoiceLine: line.invoiceLine,
    };
  });
  const content: DocumentContent = { ...base, lines, totals: taxTotals(lines), refund: { id: refund.id } };
  return issue(tx, "credit_note", gst.creditNotePrefix, content, orderId, invoice.id, now, refund.id);
}

const rupeeLine = (line: TaxLine) => ({
  description: line.description,
  hsn: line.hsn,
  quantity: line.quantity,
  unit: line.unit,
  rate: line.rate,
  taxableValue: toRupees(line.taxableValue),
  cgst: toRupees(line.cgst),
  sgst: toRupees(line.sgst),
  igst: toRupees(line.igst),
  total: toRupees(line.total),
});

const rupeeTotals = (totals: TaxTotals) => ({
  taxableValue: toRupees(totals.taxableValue),
  cgst: toRupees(totals.cgst),
  sgst: toRupees(totals.sgst),
  igst: toRupees(totals.igst),
  total: toRupees(totals.total),
});

/** A document as the API answers it: rupees, the spec's field names. */
export function documentAnswer(document: TaxDocumentRow) {
  const content = document.content as DocumentContent;
  const common = {
    orderId: document.orderId,
    orderNumber: content.order.number,
    orderDate: content.order.date,
    seller: content.seller,
    buyer: content.buyer,
    placeOfSupply: content.placeOfSupply,
    taxType: content.taxType,
    reverseCharge: "Tax is not payable on reverse charge",
    lines: content.lines.map(rupeeLine),
    totals: rupeeTotals(content.totals),
  };
  const date = dateKeyOf(document.issuedAt);
  return document.kind === "invoice"
    ? {
        kind: "invoice" as const,
        invoiceNumber: document.number,
        invoiceDate: date,
        ewayBillNo: content.ewayBillNo ?? null,
        /** Paid in part with store credit: what it paid and the rest (rupees); the total is unchanged. */
        payment: content.payment
          ? {
              method: content.payment.method,
              storeCredit: toRupees(content.payment.storeCredit),
              ...(content.payment.giftCard ? { giftCard: toRupees(content.payment.giftCard) } : {}),
              rest: toRupees(content.totals.total - content.payment.storeCredit),
            }
          : null,
        ...common,
      }
    : {
        kind: "credit_note" as const,
        creditNoteNumber: document.number,
        creditNoteDate: date,
        invoice: content.invoice ?? null,
        ...common,
      };
}

export type DocumentAnswer = ReturnType<typeof documentAnswer>;

/**
 * An order's invoice or credit note for its owner or an admin (another member: 403); 404 when the
 * order has none (an invoice exists only once the order has shipped).
 */
export async function readDocument(
  ctx: AppContext,
  viewer: SessionUser,
  orderId: string,
  kind: DocumentKind,
  /** One of several credit notes (a line refund's); without it the whole order's, else the newest. */
  documentId?: string,
): Promise<DocumentAnswer> {
  const found = await documentOfOrder(ctx.db, orderId, kind, documentId);
  if (!found) throw new NotFound("Order not found");
  if (found.userId !== viewer.id && viewer.role !== "admin") throw new Forbidden("This is not your order.");
  if (!found.document) {
    throw new NotFound(
      kind === "invoice" ? "The tax invoice is issued when the order ships." : "This order has no credit note.",
    );
  }
  return documentAnswer(found.document);
}

// The GST feature's SQL: document series counters and the issued documents.
import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, lt, ne, sql } from "drizzle-orm";
import type { Executor } from "../../db/connection.ts";
import { documentSeries, orderItems, orders, shipments, taxDocuments } from "../../db/schema.ts";

export type TaxDocumentRow = typeof taxDocuments.$inferSelect;
export type DocumentKind = TaxDocumentRow["kind"];

/**
 * The next number of a series in a financial year. The upsert locks the series' row until the
 * caller's transaction ends, so concurrent shipments take consecutive numbers one after another, and
 * a rolled-back shipment gives its number back: no gaps, no repeats.
 */
export async function takeSequence(tx: Executor, kind: DocumentKind, financialYear: string): Promise<number> {
  const [row] = await tx
    .insert(documentSeries)
    .values({ kind, financialYear, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [documentSeries.kind, documentSeries.financialYear],
      set: { lastNumber: sql`${documentSeries.lastNumber} + 1` },
    })
    .returning({ lastNumber: documentSeries.lastNumber });
  if (!row) throw new Error("the document series did not answer");
  return row.lastNumber;
}

export async function insertDocument(tx: Executor, values: typeof taxDocuments.$inferInsert): Promise<TaxDocumentRow> {
  const [row] = await tx.insert(taxDocuments).values(values).returning();
  if (!row) throw new Error("the tax document was not stored");
  return row;
}

/**
 * An order's document of a kind, with the order's owner (for access checks). Of several credit notes
 * (one per line refund), the whole order's comes first, else the newest; `documentId` names one.
 */
export async function documentOfOrder(exec: Executor, orderId: string, kind: DocumentKind, documentId?: string) {
  const [row] = await exec
    .select({ document: taxDocuments, userId: orders.userId })
    .from(orders)
    .leftJoin(
      taxDocuments,
      and(
        eq(taxDocuments.orderId, orders.id),
        eq(taxDocuments.kind, kind),
        documentId ? eq(taxDocuments.id, documentId) : undefined,
      ),
    )
    .where(eq(orders.id, orderId))
    .orderBy(sql`${taxDocuments.refundId} is not null`, desc(taxDocuments.issuedAt))
    .limit(1);
  return row;
}

/** The kinds of the order's whole-order documents: its invoice, and the credit note of all it had left. */
export async function wholeDocumentKindsOf(exec: Executor, orderId: string): Promise<DocumentKind[]> {
  const rows = await exec
    .select({ kind: taxDocuments.kind })
    .from(taxDocuments)
    .where(and(eq(taxDocuments.orderId, orderId), isNull(taxDocuments.refundId)));
  return rows.map((row) => row.kind);
}

/** The credit notes already issued for parts of an order (line and goodwill refunds). */
export function refundCreditNotesOf(exec: Executor, orderId: string): Promise<TaxDocumentRow[]> {
  return exec
    .select()
    .from(taxDocuments)
    .where(
      and(eq(taxDocuments.orderId, orderId), eq(taxDocuments.kind, "credit_note"), isNotNull(taxDocuments.refundId)),
    )
    .orderBy(asc(taxDocuments.sequence));
}

/** An order's lines in the invoice's order (position), to find a refunded line on the invoice. */
export function invoiceLineIdsOf(exec: Executor, orderId: string): Promise<Array<{ id: string; gstRate: number }>> {
  return exec
    .select({ id: orderItems.id, gstRate: orderItems.gstRate })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.position));
}

export interface DocumentRef {
  id: string;
  number: string;
  issuedAt: Date;
}

/** An order's documents: its invoice, its first credit note (the whole order's, else the newest), and every credit note. */
export interface OrderDocuments {
  invoice?: DocumentRef;
  credit_note?: DocumentRef;
  /** Every credit note of the order, in number order (the whole order's and each refund's). */
  creditNotes: DocumentRef[];
}

/** The invoices and credit notes of some orders (the order pages link to them), by order id. */
export async function documentsOfOrders(
  exec: Executor,
  orderIds: readonly string[],
): Promise<Map<string, OrderDocuments>> {
  const found = new Map<string, OrderDocuments>();
  if (orderIds.length === 0) return found;
  const rows = await exec
    .select({
      id: taxDocuments.id,
      orderId: taxDocuments.orderId,
      kind: taxDocuments.kind,
      number: taxDocuments.number,
      issuedAt: taxDocuments.issuedAt,
      whole: sql<boolean>`${taxDocuments.refundId} is null`,
    })
    .from(taxDocuments)
    .where(inArray(taxDocuments.orderId, [...orderIds]))
    .orderBy(asc(taxDocuments.financialYear), asc(taxDocuments.sequence));
  const whole = new Set<string>();
  for (const row of rows) {
    const documents = found.get(row.orderId) ?? { creditNotes: [] };
    const ref = { id: row.id, number: row.number, issuedAt: row.issuedAt };
    if (row.kind === "invoice") documents.invoice = ref;
    if (row.kind === "credit_note") {
      documents.creditNotes.push(ref);
      // as documentOfOrder picks one: the whole order's credit note, else the newest
      if (!whole.has(row.orderId)) documents.credit_note = ref;
      if (row.whole) whole.add(row.orderId);
    }
    found.set(row.orderId, documents);
  }
  return found;
}

/**
 * Every document issued in [from, to): invoices first, then credit notes, each in number order
 * (the monthly return; the (kind, issued_at) index serves it).
 */
export function documentsIssuedBetween(exec: Executor, from: Date, to: Date): Promise<TaxDocumentRow[]> {
  return exec
    .select()
    .from(taxDocuments)
    .where(
      and(
        inArray(taxDocuments.kind, ["invoice", "credit_note"]),
        gte(taxDocuments.issuedAt, from),
        lt(taxDocuments.issuedAt, to),
      ),
    )
    .orderBy(desc(taxDocuments.kind), asc(taxDocuments.financialYear), asc(taxDocuments.sequence));
}

/**
 * The e-way bill number the order's parcel travels with (its live shipment's; the shipment is
 * written before the order moves to shipped, so the invoice issued then can print it).
 */
export async function ewayBillOfOrder(exec: Executor, orderId: string): Promise<string | null> {
  const [row] = await exec
    .select({ ewayBillNo: shipments.ewayBillNo })
    .from(shipments)
    .where(and(eq(shipments.orderId, orderId), ne(shipments.status, "cancelled")));
  return row?.ewayBillNo ?? null;
}

/** The credit notes of some refunds, by refund id (the admin's refund list links to them). */
export async function creditNotesOfRefunds(
  exec: Executor,
  refundIds: readonly string[],
): Promise<Map<string, { id: string; number: string }>> {
  if (refundIds.length === 0) return new Map();
  const rows = await exec
    .select({ id: taxDocuments.id, number: taxDocuments.number, refundId: taxDocuments.refundId })
    .from(taxDocuments)
    .where(inArray(taxDocuments.refundId, [...refundIds]));
  return new Map(rows.map((row) => [row.refundId ?? "", { id: row.id, number: row.number }]));
}

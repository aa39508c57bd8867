// What the shop reads back from the payment provider, in its own words: a provider order's payments
// and a refund's state (Razorpay GET /v1/orders/{id}/payments, GET /v1/refunds/{id}: the missed-
// webhook job, features/money/reconcile.ts), and settlements with their recon items (GET
// /v1/settlements, GET /v1/settlements/recon/combined: features/money/settlements.ts). Razorpay's
// entities are read here field by field, amounts in paise, times from Unix seconds; anything malformed
// is dropped rather than guessed.

/** A payment entity: status created, authorized, captured, refunded or failed. */
export interface ProviderPayment {
  id: string;
  orderId: string | null;
  amount: number;
  status: string;
  /** Razorpay's fee, GST included, and the GST part of it (paise; 0 until captured). */
  fee: number;
  tax: number;
  createdAt: Date;
}

/** A refund entity as the webhook's payload carries it too (applyRefundEvent reads id, status, notes). */
export interface ProviderRefundState {
  id: string;
  amount: number;
  /** pending, processed or failed. */
  status: string;
  paymentId: string | null;
  notes: Record<string, unknown>;
}

/** A settlement entity: money paid out to the shop's bank account (status created, processed, failed). */
export interface ProviderSettlement {
  id: string;
  /** Paise paid out: the credits less the debits of its items (fees and GST already taken). */
  amount: number;
  status: string;
  /** Fees charged in it, GST included, and the GST part (paise). */
  fees: number;
  tax: number;
  utr: string | null;
  createdAt: Date;
}

/**
 * A settlement recon item: one transaction settled (type payment, refund, transfer, adjustment...).
 * A payment's credit is its amount less the fee; a refund's debit is its amount. The fee includes
 * its GST (`tax`), as on the payment entity.
 */
export interface ProviderReconItem {
  entityId: string;
  type: string;
  debit: number;
  credit: number;
  amount: number;
  fee: number;
  tax: number;
  settled: boolean;
  settlementId: string | null;
  settlementUtr: string | null;
  settledAt: Date | null;
  /** The provider order of a payment or refund, and the payment a refund gives back. */
  orderId: string | null;
  paymentId: string | null;
}

export interface SettlementQuery {
  /** Created from and to (inclusive); Razorpay takes Unix seconds. */
  from: Date;
  to: Date;
  /** 1 to 100 a page (Razorpay's limit). */
  count: number;
  skip: number;
}

export interface ReconQuery {
  year: number;
  month: number;
  day: number;
  /** 1 to 1000 a page (Razorpay's limit). */
  count: number;
  skip: number;
}

/** What the shop asks the provider; every call may throw PaymentProviderError. */
export interface ProviderReads {
  /** GET /v1/orders/{id}/payments: every payment tried on a provider order. */
  paymentsOfOrder(providerOrderId: string): Promise<ProviderPayment[]>;
  /** GET /v1/refunds/{id}: a refund's state now. */
  refundState(providerRefundId: string): Promise<ProviderRefundState>;
  /** GET /v1/settlements?from&to&count&skip: one page of settlements. */
  settlements(query: SettlementQuery): Promise<ProviderSettlement[]>;
  /** GET /v1/settlements/recon/combined?year&month&day&count&skip: one page of a day's settled items. */
  settlementRecon(query: ReconQuery): Promise<ProviderReconItem[]>;
}

type Fields = Record<string, unknown>;

const text = (value: unknown) => (typeof value === "string" && value.length > 0 ? value : null);
const paise = (value: unknown) => (typeof value === "number" && Number.isInteger(value) ? value : 0);
const moment = (value: unknown) => (typeof value === "number" && value > 0 ? new Date(value * 1000) : null);

/** The items of a collection ({ entity: "collection", count, items }), objects only. */
export function itemsOf(answer: unknown): Fields[] {
  const items = (answer as { items?: unknown } | null)?.items;
  return Array.isArray(items) ? items.filter((item): item is Fields => typeof item === "object" && item !== null) : [];
}

export function paymentFrom(entity: Fields): ProviderPayment | null {
  const id = text(entity.id);
  const status = text(entity.status);
  if (!id || !status) return null;
  return {
    id,
    orderId: text(entity.order_id),
    amount: paise(entity.amount),
    status,
    fee: paise(entity.fee),
    tax: paise(entity.tax),
    createdAt: moment(entity.created_at) ?? new Date(0),
  };
}

export function refundFrom(entity: Fields | null): ProviderRefundState | null {
  const id = text(entity?.id);
  const status = text(entity?.status);
  if (!entity || !id || !status) return null;
  // Razorpay answers empty notes as [] and set ones as an object
  const notes = entity.notes && typeof entity.notes === "object" && !Array.isArray(entity.notes) ? entity.notes : {};
  return {
    id,
    amount: paise(entity.amount),
    status,
    paymentId: text(entity.payment_id),
    notes: notes as Record<string, unknown>,
  };
}

export function settlementFrom(entity: Fields): ProviderSettlement | null {
  const id = text(entity.id);
  const createdAt = moment(entity.created_at);
  if (!id || !createdAt || typeof entity.amount !== "number") return null;
  return {
    id,
    amount: paise(entity.amount),
    status: text(entity.status) ?? "created",
    fees: paise(entity.fees),
    tax: paise(entity.tax),
    utr: text(entity.utr),
    createdAt,
  };
}

export function reconItemFrom(entity: Fields): ProviderReconItem | null {
  const entityId = text(entity.entity_id);
  const type = text(entity.type);
  if (!entityId || !type) return null;
  return {
    entityId,
    type,
    debit: paise(entity.debit),
    credit: paise(entity.credit),
    // Razorpay's docs type it integer or string
    amount: paise(typeof entity.amount === "string" ? Number(entity.amount) : entity.amount),
    fee: paise(entity.fee),
    tax: paise(entity.tax),
    settled: entity.settled === true,
    settlementId: text(entity.settlement_id),
    settlementUtr: text(entity.settlement_utr),
    settledAt: moment(entity.settled_at),
    orderId: text(entity.order_id),
    paymentId: text(entity.payment_id),
  };
}

const present = <T>(value: T | null): value is T => value !== null;

/** Drops what could not be read. */
export const readable = <T>(values: Array<T | null>): T[] => values.filter(present);

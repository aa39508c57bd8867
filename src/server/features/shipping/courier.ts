// The courier-provider interface (DESIGN.md point 17): what booking, tracking and cancelling a
// parcel look like to the shop, whoever carries it. provider.ts picks one by name.
import type { CourierProviderName } from "../../../core/schemas/shipping.ts";
import type { shipmentStatuses } from "../../db/schema.ts";

export type ShipmentStatus = (typeof shipmentStatuses)[number];

/** What a provider needs to book one parcel of an order. Amounts in paise. */
export interface Parcel {
  /** The shop's reference, sent as the provider's own order id: the order number ("100042", "100042-2"). */
  reference: string;
  orderDate: Date;
  customer: { firstName: string; lastName: string; email: string; phone: string };
  address: {
    addressLine1: string;
    addressLine2?: string | null;
    city: string;
    state: string;
    zipCode: string;
    country: string;
  };
  cashOnDelivery: boolean;
  items: { name: string; sku: string; units: number; unitPrice: number; hsn: string; gstRate: number }[];
  discount: number;
  shipping: number;
  giftWrap: number;
  codFee: number;
  weightGrams: number;
  lengthCm: number;
  breadthCm: number;
  heightCm: number;
  /** The aggregator's pickup address nickname (settings: parcels.pickupLocation). */
  pickupLocation: string;
  /** The e-way bill number the parcel travels with (core/eway-bill.ts: when one is needed). */
  ewayBillNo?: string;
  /** Typed by the owner for the manual courier. */
  typed?: { courierName?: string; awb?: string; trackingUrl?: string };
}

export interface Booking {
  courierName: string;
  awb: string;
  trackingUrl: string | null;
  labelRef: string | null;
  providerOrderId: string | null;
  providerShipmentId: string | null;
  /** Steps that did not work but did not stop the booking (a pickup or label to retry by hand). */
  remarks: string[];
}

/**
 * A return's reverse pickup: the courier collects the items from the shopper's address and brings
 * them to the shop's return address (settings: returns). Amounts in paise.
 */
export interface ReturnParcel {
  /** The return's number ("R-1001"), sent as the provider's own order id. */
  reference: string;
  requestedAt: Date;
  /** Who hands the parcel over, and where (the order's delivery address). */
  customer: { firstName: string; lastName: string; email: string; phone: string };
  address: Parcel["address"];
  /** Where the parcel goes. */
  returnTo: {
    name: string;
    address: string;
    city: string;
    state: string;
    pincode: string;
    phone: string;
    email: string;
  };
  items: { name: string; sku: string; units: number; unitPrice: number }[];
  weightGrams: number;
  lengthCm: number;
  breadthCm: number;
  heightCm: number;
  /** Typed by the owner for the manual courier. */
  typed?: { courierName?: string; awb?: string };
}

export interface ReturnBooking {
  courierName: string;
  /** Null when the courier took the return but gave no AWB yet (a remark says why). */
  awb: string | null;
  trackingUrl: string | null;
  providerOrderId: string | null;
  providerShipmentId: string | null;
  remarks: string[];
}

/** One tracking event as the provider tells it. */
export interface TrackingEvent {
  /** Unique per event at this provider: the same scan twice has the same id. */
  eventId: string;
  at: Date;
  rawStatusId: string;
  /** Our status for it, null when it is not one the shop acts on (kept in the timeline only). */
  status: ShipmentStatus | null;
  place: string | null;
  remark: string | null;
}

/** What the shop asks the courier after a failed delivery (NDR). Dates are India dates, "2026-11-28". */
export type NdrRequest =
  | { action: "reattempt"; date?: string; phone?: string; address?: string; by: "admin" | "shopper" }
  | { action: "rto"; by: "admin" };

/** The courier's own word on a failed delivery. */
export interface NdrDetails {
  reason: string | null;
  attempts: number | null;
}

export interface CourierProvider {
  name: CourierProviderName;
  book(parcel: Parcel): Promise<Booking>;
  /** The parcel's scans so far (empty for the manual courier, which tells nothing). */
  track(shipment: { awb: string }): Promise<TrackingEvent[]>;
  /**
   * Takes a booked parcel back before the courier picks it up (manual: the owner's word, nothing to
   * call). A CourierError that is retryable means the courier could not be reached; otherwise it
   * refused (a parcel already picked up), with its reason.
   */
  cancel(shipment: { providerOrderId: string | null; awb: string | null }): Promise<void>;
  /**
   * The courier's own shipping label as PDF bytes, for a provider that makes one (Shiprocket: the
   * courier's routing codes are on it). A provider without it (manual) gets the shop's own label.
   */
  label?(shipment: {
    providerShipmentId: string | null;
    labelRef: string | null;
    awb: string | null;
  }): Promise<Uint8Array>;
  /** After a failed delivery: a re-attempt (on a date, with a new phone or address) or the return to origin. */
  ndrAction(shipment: { awb: string }, request: NdrRequest): Promise<void>;
  /** The courier's reason and attempt count for a failed delivery; null when it tells nothing. */
  ndrDetails(shipment: { awb: string }): Promise<NdrDetails | null>;
  /** A reverse pickup for a return (manual: what the owner typed, after arranging it by phone). */
  createReturn(parcel: ReturnParcel): Promise<ReturnBooking>;
}

/** The provider refused or could not be reached; the message is shown to the admin. */
export class CourierError extends Error {
  constructor(
    message: string,
    readonly retryable = false,
  ) {
    super(message);
  }
}

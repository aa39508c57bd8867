// Booking a parcel for an order (the admin's Ship panel and POST /api/admin/orders/{orderId}/shipments).
// The manual courier needs the courier's name and the AWB the owner typed; Shiprocket finds both
// itself. Weight and box default to the shop's parcel settings when left out. Whether the parcel
// needs an e-way bill is core/eway-bill.ts.
import { z } from "zod";
import { ewayBillNeededMessage } from "../eway-bill.ts";

export const courierProviders = ["manual", "shiprocket"] as const;
export type CourierProviderName = (typeof courierProviders)[number];

export const shippingMessages = {
  provider: "Choose the courier: manual or shiprocket",
  courierName: "Enter the courier's name",
  awb: "Enter the AWB (tracking number): letters and digits, 4 to 40",
  trackingUrl: "Enter the tracking link as an http(s) address",
  weight: "Enter a weight in grams from 1 to 50,000",
  size: "Enter centimetres from 1 to 300",
  ewayBillNo: "Enter the 12-digit e-way bill number",
  /** The refusal without one, naming the shop's threshold (settings.parcels): core/eway-bill.ts. */
  ewayBillNeeded: ewayBillNeededMessage,
} as const;

const centimetres = z.coerce
  .number({ error: shippingMessages.size })
  .int(shippingMessages.size)
  .min(1, shippingMessages.size)
  .max(300, shippingMessages.size)
  .optional();

export const bookShipmentSchema = z.object({
  provider: z.enum(courierProviders, { error: shippingMessages.provider }),
  courierName: z.string().trim().min(1, shippingMessages.courierName).max(80, shippingMessages.courierName).optional(),
  awb: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{4,40}$/, shippingMessages.awb)
    .optional(),
  trackingUrl: z
    .url({ protocol: /^https?$/, error: shippingMessages.trackingUrl })
    .max(500, shippingMessages.trackingUrl)
    .optional(),
  weightGrams: z.coerce
    .number({ error: shippingMessages.weight })
    .int(shippingMessages.weight)
    .min(1, shippingMessages.weight)
    .max(50_000, shippingMessages.weight)
    .optional(),
  lengthCm: centimetres,
  breadthCm: centimetres,
  heightCm: centimetres,
  ewayBillNo: z
    .string()
    .trim()
    .regex(/^\d{12}$/, shippingMessages.ewayBillNo)
    .optional(),
});

export type BookShipmentInput = z.output<typeof bookShipmentSchema>;

/** At most this many shipments' labels in one PDF (a morning's parcels; each may be fetched from the courier). */
export const labelsMaxShipments = 50;

export const labelsMessages = {
  ids: `Choose 1 to ${labelsMaxShipments} shipments: their ids, separated by commas`,
} as const;

/**
 * GET /api/admin/shipments/labels?ids=: shipment ids separated by commas, each a UUID, the same id
 * twice printed once (in the order first given), 1 to 50 of them.
 */
export const labelsQuerySchema = z.object({
  ids: z
    .string({ error: labelsMessages.ids })
    .max(4_000, labelsMessages.ids)
    .transform((value) => [...new Set(value.split(",").map((id) => id.trim().toLowerCase()))])
    .pipe(z.array(z.uuid(labelsMessages.ids)).min(1, labelsMessages.ids).max(labelsMaxShipments, labelsMessages.ids)),
});

export type LabelsQuery = z.output<typeof labelsQuerySchema>;

export const trackMessages = {
  order: "Enter your order number",
  contact: "Enter the e-mail or phone number the order was placed with",
  notFound: "We could not find an order with these details.",
} as const;

/** The public tracking page and GET /api/track: the order number and the order's e-mail or phone. */
export const trackQuerySchema = z
  .object({
    order: z
      .string({ error: trackMessages.order })
      .trim()
      .regex(/^#?\d{1,10}$/, trackMessages.order)
      .transform((value) => Number(value.replace("#", ""))),
    email: z.string().trim().toLowerCase().max(254, trackMessages.contact).optional(),
    phone: z.string().trim().max(20, trackMessages.contact).optional(),
  })
  .refine((query) => Boolean(query.email || query.phone), { message: trackMessages.contact, path: ["email"] });

export type TrackQuery = z.output<typeof trackQuerySchema>;

/**
 * A scan of a manual courier's parcel, recorded by the admin (POST /api/admin/shipments/{id}/events):
 * the statuses a parcel moves through after its booking. Shiprocket's parcels are scanned by the
 * courier (its webhook), never by hand.
 */
export const scanStatuses = [
  "picked_up",
  "in_transit",
  "out_for_delivery",
  "delivered",
  "undelivered",
  "rto_initiated",
  "rto_delivered",
] as const;
export type ScanStatus = (typeof scanStatuses)[number];

export const scanMessages = {
  status:
    "Choose the scan's status: picked_up, in_transit, out_for_delivery, delivered, undelivered, rto_initiated or rto_delivered",
  place: "Enter the place in at most 120 characters",
  remark: "Enter the remark in at most 300 characters",
  at: "Enter the scan's date and time",
  future: "The scan's time cannot be in the future",
  beforeBooking: "The scan's time cannot be before the parcel was booked",
  notManual: "Scans of a Shiprocket parcel come from the courier; only a manual courier's parcel is scanned here.",
  over: "This parcel's journey is over; no scan can be recorded any more.",
} as const;

/** Empty text is no text: the form sends its blank fields as they are. */
const optionalText = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(max, message)
    .optional()
    .transform((value) => value || undefined);

export const recordScanSchema = z.object({
  status: z.enum(scanStatuses, { error: scanMessages.status }),
  place: optionalText(120, scanMessages.place),
  remark: optionalText(300, scanMessages.remark),
  /** When the courier scanned it (ISO 8601 with its offset); now when left out. */
  at: z.iso.datetime({ offset: true, error: scanMessages.at }).optional(),
});

export type RecordScanInput = z.output<typeof recordScanSchema>;

/**
 * The admin cancels a booked parcel (POST /api/admin/shipments/{id}/cancel), with a reason for the
 * order's history if they give one: a wrong weight, another courier, the shopper changed their mind.
 */
export const cancelShipmentMessages = {
  reason: "Enter the reason in at most 300 characters",
  already: "This shipment is already cancelled.",
  delivered: "This parcel was delivered; it cannot be cancelled. A return goes through the order's returns.",
  returning: "This parcel is on its way back to the shop (return to origin); it cannot be cancelled.",
  pickedUp: (courierName: string) =>
    `${courierName} has picked this parcel up, so it can no longer be cancelled: the way back is return to origin (RTO).`,
  orderChanged: "This order changed meanwhile (it is not shipped). Reload and try again.",
} as const;

export const cancelShipmentSchema = z.object({
  reason: optionalText(300, cancelShipmentMessages.reason),
});

export type CancelShipmentInput = z.output<typeof cancelShipmentSchema>;

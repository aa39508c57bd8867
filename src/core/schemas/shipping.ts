// Booking a parcel for an order (the admin's Ship panel and POST /api/admin/orders/{orderId}/shipments).
// The manual courier needs the courier's name and the AWB the owner typed; Shiprocket finds both
// itself. Weight and box default to the shop's parcel settings when left out.
import { z } from "zod";

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
  ewayBillNeeded: "An inter-state parcel worth more than ₹50,000 needs its e-way bill number",
} as const;

/**
 * The e-way bill rule (CGST Rules, rule 138): goods moved between states worth more than ₹50,000
 * with tax travel with an e-way bill. In paise.
 */
export const ewayBillThreshold = 50_000_00;

export function ewayBillRequired(parcel: { valueWithTax: number; interState: boolean }): boolean {
  return parcel.interState && parcel.valueWithTax > ewayBillThreshold;
}

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

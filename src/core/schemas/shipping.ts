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
});

export type BookShipmentInput = z.output<typeof bookShipmentSchema>;

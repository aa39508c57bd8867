// Booking a parcel from the admin's panels: the typed values checked with the same schema the
// server uses (core/schemas/shipping.ts), then POST /api/admin/orders/{orderId}/shipments. A refusal
// comes back as the server's reason (409 not ready, 502 the courier's words) and its field errors.
import { bookShipmentSchema, type CourierProviderName } from "../../core/schemas/shipping.ts";
import { ApiError, callApi } from "../shared/api.ts";
import type { AdminShipment } from "./ship-types.ts";

/** The panel's fields as typed (empty means "not given": the server's default). */
export interface ShipValues {
  provider: CourierProviderName;
  courierName: string;
  awb: string;
  trackingUrl: string;
  weightGrams: string;
  lengthCm: string;
  breadthCm: string;
  heightCm: string;
  ewayBillNo: string;
}

export type ShipOutcome =
  | { booked: true; shipment: AdminShipment }
  | { booked: false; message: string; fields: Record<string, string> };

const manualOnly = ["courierName", "awb", "trackingUrl"] as const;

export async function bookParcel(orderId: string, values: ShipValues): Promise<ShipOutcome> {
  const typed: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) {
    if (values.provider !== "manual" && (manualOnly as readonly string[]).includes(name)) continue;
    if (value.trim() !== "") typed[name] = value.trim();
  }
  const parsed = bookShipmentSchema.safeParse(typed);
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) fields[String(issue.path[0])] ??= issue.message;
    return { booked: false, message: Object.values(fields)[0] ?? "Check the parcel's details.", fields };
  }
  try {
    const { shipment } = await callApi<{ shipment: AdminShipment }>(
      "POST",
      `/api/admin/orders/${encodeURIComponent(orderId)}/shipments`,
      parsed.data,
    );
    return { booked: true, shipment };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const fields = (error.details.fields as Record<string, string> | undefined) ?? {};
    return { booked: false, message: error.message, fields };
  }
}

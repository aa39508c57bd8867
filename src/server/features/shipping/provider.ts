// The courier providers by name: the manual courier (the owner hands the parcel to India Post or a
// local courier and types its name, AWB and tracking link; always available) and Shiprocket, the
// aggregator (shiprocket.ts), when its API user is configured.
import type { CourierProviderName } from "../../../core/schemas/shipping.ts";
import type { AppContext } from "../../context.ts";
import { CourierError, type CourierProvider } from "./courier.ts";
import { shiprocketProvider } from "./shiprocket.ts";

const manual: CourierProvider = {
  name: "manual",
  async book(parcel) {
    const courierName = parcel.typed?.courierName;
    const awb = parcel.typed?.awb;
    if (!courierName || !awb) throw new CourierError("The manual courier needs the courier's name and the AWB.");
    return {
      courierName,
      awb,
      trackingUrl: parcel.typed?.trackingUrl ?? null,
      labelRef: null,
      providerOrderId: null,
      providerShipmentId: null,
      remarks: [],
    };
  },
  track: async () => [],
  cancel: async () => {},
  // the owner tells the courier by phone; the shop records the request in the parcel's timeline (ndr.ts)
  ndrAction: async () => {},
  ndrDetails: async () => null,
  async createReturn(parcel) {
    const courierName = parcel.typed?.courierName;
    const awb = parcel.typed?.awb;
    if (!courierName || !awb) throw new CourierError("The manual courier needs the courier's name and the AWB.");
    return { courierName, awb, trackingUrl: null, providerOrderId: null, providerShipmentId: null, remarks: [] };
  },
};

const shiprocketByContext = new WeakMap<AppContext, CourierProvider>();

/** The provider by name, or the reason it cannot be used. */
export function courierProvider(ctx: AppContext, name: CourierProviderName): CourierProvider | { unavailable: string } {
  if (name === "manual") return manual;
  const config = ctx.config.shiprocket;
  if (!config) return { unavailable: "Shiprocket is not set up (SHIPROCKET_EMAIL and SHIPROCKET_PASSWORD)." };
  let provider = shiprocketByContext.get(ctx);
  if (!provider) {
    provider = shiprocketProvider(config);
    shiprocketByContext.set(ctx, provider);
  }
  return provider;
}

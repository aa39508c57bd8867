// Webhooks get lost: every quarter hour, parcels at a courier that tells (Shiprocket) which heard
// nothing for six hours are asked for their scans, and each scan goes through the same door as a
// webhook's (receiveTrackingEvent: kept once, never moving a parcel back). One instance at a time
// does a round, under a job lease (db/leases.ts).
import type { AppContext } from "../../context.ts";
import { withLease } from "../../db/leases.ts";
import { type Repeating, repeatEvery } from "../../repeat.ts";
import { courierProvider } from "./provider.ts";
import { quietShipments, touchShipments } from "./queries.ts";
import { finalStatuses, receiveTrackingEvent } from "./service.ts";

const quietForMs = 6 * 60 * 60_000;

/** One round; answers how many parcels were asked and how many moved (null: another instance has it). */
export async function pollQuietShipments(ctx: AppContext, now = new Date(), holder?: string) {
  return withLease(
    ctx.db,
    "shipping-tracking-poll",
    10 * 60_000,
    async () => {
      const quiet = await quietShipments(ctx.db, new Date(now.getTime() - quietForMs), finalStatuses);
      let moved = 0;
      for (const shipment of quiet) {
        const provider = courierProvider(ctx, shipment.provider === "shiprocket" ? "shiprocket" : "manual");
        if ("unavailable" in provider || !shipment.awb) continue;
        try {
          const events = await provider.track({ awb: shipment.awb });
          events.sort((a, b) => a.at.getTime() - b.at.getTime());
          for (const event of events) {
            if ((await receiveTrackingEvent(ctx, shipment.provider, shipment.awb, event)) === "moved") moved++;
          }
        } catch (error) {
          ctx.log.warn({ awb: shipment.awb, error: (error as Error).message }, "tracking poll failed for a parcel");
        }
      }
      await touchShipments(
        ctx.db,
        quiet.map((shipment) => shipment.id),
      );
      return { asked: quiet.length, moved };
    },
    holder,
  );
}

/** Starts the poller when a courier that tells is configured. */
export function startShipmentTracking(ctx: AppContext, everyMs = 15 * 60_000): Repeating {
  if (!ctx.config.shiprocket) return { stop: async () => {} };
  return repeatEvery(ctx, everyMs, "tracking poll failed", () => pollQuietShipments(ctx));
}

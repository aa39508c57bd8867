// What the Undelivered page and the shopper's arrange-delivery page read through the load context:
// the same functions as the API (ndr.ts), a refusal answered as a status and message the page shows.
import type { AppContext } from "../../context.ts";
import { HttpError } from "../../http/errors.ts";
import { type ShopperNdrView, shopperNdrView, undeliveredQueue } from "./ndr.ts";

export type ShopperNdrPage = { ok: true; view: ShopperNdrView } | { ok: false; status: number; message: string };

export function ndrWebServices(ctx: AppContext) {
  return {
    /** The admin's Undelivered queue (the loader calls requireAdmin first). */
    queue: () => undeliveredQueue(ctx),
    /** The shopper's link: the failed delivery, or why the link does not work (404, 410). */
    shopperView: async (token: string): Promise<ShopperNdrPage> => {
      try {
        return { ok: true, view: await shopperNdrView(ctx, token) };
      } catch (error) {
        if (error instanceof HttpError) return { ok: false, status: error.status, message: error.message };
        throw error;
      }
    },
  };
}

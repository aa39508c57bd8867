// Every few minutes: online orders whose payment window has closed give their stock and coupon
// back, and day-old idempotency answers are forgotten.
import type { AppContext } from "../../context.ts";
import { forgetOldKeys } from "./idempotency.ts";
import { expireUnpaidOrders } from "./service.ts";

export function startOrderHousekeeping(ctx: AppContext, everyMs = 5 * 60_000): { stop(): Promise<void> } {
  let running: Promise<void> | undefined;
  const run = () => {
    if (running) return;
    running = (async () => {
      const expired = await expireUnpaidOrders(ctx);
      if (expired > 0) ctx.log.info({ expired }, "unpaid online orders cancelled");
      await forgetOldKeys(ctx);
    })()
      .catch((error) => ctx.log.error({ err: error }, "orders clean-up failed"))
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(run, everyMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}

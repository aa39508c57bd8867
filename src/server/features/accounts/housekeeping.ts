// Hourly clean-up of what can no longer be used: ended sessions, old codes and reset tokens.
import type { AppContext } from "../../context.ts";
import { deleteExpiredAccountsData } from "./queries.ts";

export function startAccountHousekeeping(ctx: AppContext, everyMs = 3_600_000): { stop(): Promise<void> } {
  let running: Promise<void> | undefined;
  const run = () => {
    running = deleteExpiredAccountsData(ctx.db)
      .catch((error) => ctx.log.error({ err: error }, "accounts clean-up failed"))
      .finally(() => {
        running = undefined;
      });
  };
  const first = setTimeout(run, 60_000);
  const timer = setInterval(run, everyMs);
  first.unref();
  timer.unref();
  return {
    async stop() {
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}

// A background round every so often on this instance (a job lease decides across instances, see
// db/leases.ts): never two rounds of one job at once here, a failure logged and the next round tried,
// and stop() waits for the round in flight. The order, parcel, bag-reminder and privacy jobs share it.
import type { AppContext } from "./context.ts";

export interface Repeating {
  stop(): Promise<void>;
}

/** Runs `round` every `everyMs`; `failure` is the log line of a round that threw. */
export function repeatEvery(
  ctx: AppContext,
  everyMs: number,
  failure: string,
  round: () => Promise<unknown>,
): Repeating {
  let running: Promise<void> | undefined;
  const run = () => {
    if (running) return;
    running = round()
      .then(() => undefined)
      .catch((error) => ctx.log.error({ err: error }, failure))
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

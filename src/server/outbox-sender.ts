// The loop that empties a durable outbox (mail, WhatsApp): claims due rows in batches and hands each
// to `deliver`, at once when woken after a commit that queued some, else every pollMs; and the retry
// rule both share: exponential backoff between tries, failed for good after maxOutboxAttempts.

import type { Logger } from "./log.ts";

/** After this many failed tries a message is marked failed and left for a person to look at. */
export const maxOutboxAttempts = 8;

/** Exponential backoff: 30 s, 1 min, 2 min, ... at most an hour. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(30 * 2 ** Math.max(0, attempts - 1), 3600);
}

/** What a failed try leaves: pending again after the backoff, or failed (out of tries, or an error no retry mends). */
export function afterFailedTry(attempts: number, permanent = false) {
  const giveUp = permanent || attempts >= maxOutboxAttempts;
  return { status: giveUp ? ("failed" as const) : ("pending" as const), delaySeconds: retryDelaySeconds(attempts) };
}

export interface OutboxSender {
  /** Look for due messages now (after a commit that queued some) instead of at the next poll. */
  wake(): void;
  /** Finishes the batch in flight, then stops. */
  stop(): Promise<void>;
}

export interface OutboxSenderOptions<Message> {
  log: Logger;
  /** Claims up to `limit` due messages (a lease, so two instances never take the same one). */
  claim(limit: number): Promise<Message[]>;
  /** Sends one and records the outcome (sent, or the failed try); does not throw for a refused send. */
  deliver(message: Message): Promise<void>;
  /** The log line when the outbox cannot be read. */
  failure: string;
  /** How often to look for due messages when not woken (default 2 s). */
  pollMs?: number;
  batchSize?: number;
  /** Runs once the loop has stopped (close a transport). */
  onStop?: () => void;
}

export function startOutboxSender<Message>(options: OutboxSenderOptions<Message>): OutboxSender {
  const pollMs = options.pollMs ?? 2_000;
  const batchSize = options.batchSize ?? 10;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let inFlight: Promise<void> | undefined;
  let wokenDuringRun = false;

  const drain = async () => {
    while (!stopped) {
      const batch = await options.claim(batchSize);
      for (const message of batch) await options.deliver(message);
      if (batch.length < batchSize) return;
    }
  };

  const schedule = (ms: number) => {
    clearTimeout(timer);
    if (!stopped) timer = setTimeout(run, ms);
  };

  function run() {
    if (stopped || inFlight) return;
    inFlight = drain()
      .catch((error) => options.log.error({ err: error }, options.failure))
      .finally(() => {
        inFlight = undefined;
        schedule(wokenDuringRun ? 0 : pollMs);
        wokenDuringRun = false;
      });
  }

  schedule(0);
  return {
    wake() {
      if (inFlight) wokenDuringRun = true;
      else schedule(0);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await inFlight;
      options.onStop?.();
    },
  };
}

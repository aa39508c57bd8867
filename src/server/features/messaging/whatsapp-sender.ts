// The WhatsApp sender loop: claims due rows of the WhatsApp outbox and sends them through the Cloud
// API, with exponential backoff on throttling and server errors. Without WHATSAPP_TOKEN and
// WHATSAPP_PHONE_ID nothing is queued for WhatsApp (features/messaging/send.ts) and this loop idles.
import type { Database } from "../../db/connection.ts";
import type { Logger } from "../../log.ts";
import { sendWhatsappTemplate, type WhatsappConfig } from "./whatsapp.ts";
import { claimDueWhatsapp, markWhatsappFailed, markWhatsappSent, type WhatsappMessage } from "./whatsapp-outbox.ts";

export interface MessageSender {
  /** Look for due messages now (after a commit that queued some). */
  wake(): void;
  /** Finishes the batch in flight, then stops. */
  stop(): Promise<void>;
}

export function idleMessageSender(): MessageSender {
  return { wake() {}, async stop() {} };
}

export function startWhatsappSender(options: {
  db: Database;
  log: Logger;
  config: WhatsappConfig | undefined;
  pollMs?: number;
  batchSize?: number;
}): MessageSender {
  const { db, log, config } = options;
  if (!config) return idleMessageSender();
  const pollMs = options.pollMs ?? 2_000;
  const batchSize = options.batchSize ?? 10;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let inFlight: Promise<void> | undefined;
  let wokenDuringRun = false;

  const deliver = async (message: WhatsappMessage) => {
    const result = await sendWhatsappTemplate(config, message.to, {
      name: message.template,
      language: message.language,
      components: message.components,
    });
    if (result.ok) {
      await markWhatsappSent(db, message.id, result.messageId);
      log.info({ whatsappId: message.id, template: message.template, attempt: message.attempts }, "whatsapp sent");
      return;
    }
    await markWhatsappFailed(db, message, result.error, !result.retry);
    log.warn(
      { whatsappId: message.id, attempt: message.attempts, err: result.error, retry: result.retry },
      result.retry ? "whatsapp not sent: will retry" : "whatsapp refused: not retried",
    );
  };

  const drain = async () => {
    while (!stopped) {
      const batch = await claimDueWhatsapp(db, batchSize);
      for (const message of batch) await deliver(message);
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
      .catch((error) => log.error({ err: error }, "whatsapp sender could not read its outbox"))
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
    },
  };
}

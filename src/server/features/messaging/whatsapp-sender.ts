// The WhatsApp sender: due rows of the WhatsApp outbox sent through the Cloud API, with exponential
// backoff on throttling and server errors (the loop and the retry rule: server/outbox-sender.ts).
// Without WHATSAPP_TOKEN and WHATSAPP_PHONE_ID nothing is queued for WhatsApp
// (features/messaging/send.ts) and this sender idles.
import type { Database } from "../../db/connection.ts";
import type { Logger } from "../../log.ts";
import { type OutboxSender, startOutboxSender } from "../../outbox-sender.ts";
import { sendWhatsappTemplate, type WhatsappConfig } from "./whatsapp.ts";
import { claimDueWhatsapp, markWhatsappFailed, markWhatsappSent, type WhatsappMessage } from "./whatsapp-outbox.ts";

export type MessageSender = OutboxSender;

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

  return startOutboxSender({
    log,
    claim: (limit) => claimDueWhatsapp(db, limit),
    deliver,
    failure: "whatsapp sender could not read its outbox",
    pollMs: options.pollMs,
    batchSize: options.batchSize,
  });
}

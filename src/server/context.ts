// What every feature's routes and services are given: configuration, logger, database and the
// catalogue cache. Built once at start by shop.ts; passed explicitly, never imported as a global.
import type { Config } from "./config.ts";
import type { Database } from "./db/connection.ts";
import type { MailSender } from "./features/mail/sender.ts";
import type { MessageSender } from "./features/messaging/whatsapp-sender.ts";
import type { CatalogueCache } from "./http/cache.ts";
import type { OutboundPolicy } from "./http/outbound.ts";
import type { RateLimiter } from "./http/rate-limit.ts";
import type { Logger } from "./log.ts";

export interface AppContext {
  config: Config;
  log: Logger;
  db: Database;
  dbKind: "pglite" | "postgres";
  cache: CatalogueCache;
  /** Rate-limit counters: Redis when REDIS_URL is set, memory otherwise. */
  limiter: RateLimiter;
  /** The outbox sender; wake() after committing mail. */
  mailer: MailSender;
  /** The WhatsApp outbox's sender (idle without WHATSAPP_TOKEN); wake() after committing messages. */
  whatsapp?: MessageSender;
  /**
   * The address the server listens on (host and actual port), set once it listens: mail links use
   * it when PUBLIC_URL is unset, so every link works in the default set-up.
   */
  listeningUrl?: string;
  /** What fetches of addresses given by data may reach beyond the public web: tests' stand-ins only. */
  outbound?: OutboundPolicy;
}

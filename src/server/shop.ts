// Builds a running shop from a configuration: database (opened and migrated), demo catalogue on
// an empty database, the context every feature gets, and the HTTP app. Used by main.ts, the tests
// and the benchmark alike.

import type { RequestListener } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import type { Config } from "./config.ts";
import type { AppContext } from "./context.ts";
import { openDatabase, runMigrations } from "./db/connection.ts";
import { seedIfEmpty } from "./demo/index.ts";
import { ensureAdmin } from "./features/accounts/first-admin.ts";
import { startAccountHousekeeping } from "./features/accounts/housekeeping.ts";
import { startBagReminders } from "./features/bags/reminders.ts";
import { startImportJobs } from "./features/catalogue-import/jobs.ts";
import { startGiftCardDelivery } from "./features/gift-cards/jobs.ts";
import { startMailSender } from "./features/mail/sender.ts";
import { startWhatsappSender } from "./features/messaging/whatsapp-sender.ts";
import { startPaymentReconcile } from "./features/money/reconcile.ts";
import { startSettlementFetching } from "./features/money/settlements.ts";
import { startOrderHousekeeping, startPaymentWindows } from "./features/orders/housekeeping.ts";
import { startPrivacyRetention } from "./features/privacy/retention.ts";
import { startReviewRequests } from "./features/reviews/review-requests.ts";
import { startShipmentTracking } from "./features/shipping/poller.ts";
import { startSubscriptionNotices } from "./features/subscriptions/jobs.ts";
import { createApp, type WebMode } from "./http/app.ts";
import { createCatalogueCache } from "./http/cache.ts";
import { listeningUrl } from "./http/origin.ts";
import type { OutboundPolicy } from "./http/outbound.ts";
import { createRateLimiter } from "./http/rate-limit.ts";
import { createLogger, type Logger } from "./log.ts";

export interface Shop {
  ctx: AppContext;
  /** The request listener to give http.createServer. */
  app: RequestListener;
  /** Tell the shop where its server listens (mail links use it when PUBLIC_URL is unset). */
  listeningAt(address: AddressInfo | string | null): void;
  close(): Promise<void>;
}

export interface ShopOptions {
  web?: WebMode;
  /** Overrides the PGlite folder (tests use memory://). */
  pgliteDir?: string;
  /** A migrated PGlite dump an in-memory database starts from (tests; see testing/pglite-template.ts). */
  pgliteTemplate?: string;
  log?: Logger;
  /** Seed the demo catalogue when the database is empty (default: config.seedDemo). */
  seed?: boolean;
  /** Tests' stand-in servers the outbound fetches may reach (http/outbound.ts); never set in production. */
  outbound?: OutboundPolicy;
}

export async function createShop(config: Config, options: ShopOptions = {}): Promise<Shop> {
  const log = options.log ?? createLogger(config.logLevel);
  const handle = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: options.pgliteDir ?? path.join(config.dataDir, "pglite"),
    pgliteTemplate: options.pgliteTemplate,
    log,
  });
  let stopBackground = async () => {};
  try {
    await runMigrations(handle);
    const cache = createCatalogueCache({ pool: handle.pool, shared: handle.kind === "postgres", log });
    const limiter = await createRateLimiter(config.redisUrl, log);
    const mailer = startMailSender({ db: handle.db, log, smtpUrl: config.smtpUrl, from: config.mailFrom });
    const whatsapp = startWhatsappSender({ db: handle.db, log, config: config.whatsapp });
    stopBackground = async () => {
      await whatsapp.stop();
      await mailer.stop();
      await limiter.close();
    };
    const ctx: AppContext = {
      config,
      log,
      db: handle.db,
      dbKind: handle.kind,
      cache,
      limiter,
      mailer,
      whatsapp,
      outbound: options.outbound,
    };
    if (options.seed ?? config.seedDemo) await seedIfEmpty(ctx);
    await ensureAdmin(ctx);
    const housekeeping = startAccountHousekeeping(ctx);
    const orderHousekeeping = startOrderHousekeeping(ctx);
    const paymentWindows = startPaymentWindows(ctx);
    const shipmentTracking = startShipmentTracking(ctx);
    const bagReminders = startBagReminders(ctx);
    const reviewRequests = startReviewRequests(ctx);
    const privacyRetention = startPrivacyRetention(ctx);
    const catalogueImports = startImportJobs(ctx);
    const paymentReconcile = startPaymentReconcile(ctx);
    const settlementFetching = startSettlementFetching(ctx);
    const subscriptionNotices = startSubscriptionNotices(ctx);
    const giftCardDelivery = startGiftCardDelivery(ctx);
    const app = createApp(ctx, options.web ?? { kind: "none" });
    return {
      ctx,
      app,
      listeningAt(address) {
        ctx.listeningUrl = listeningUrl(address);
      },
      async close() {
        await housekeeping.stop();
        await orderHousekeeping.stop();
        await paymentWindows.stop();
        await shipmentTracking.stop();
        await bagReminders.stop();
        await reviewRequests.stop();
        await privacyRetention.stop();
        await catalogueImports.stop();
        await paymentReconcile.stop();
        await settlementFetching.stop();
        await subscriptionNotices.stop();
        await giftCardDelivery.stop();
        await stopBackground();
        await cache.close();
        await handle.close();
      },
    };
  } catch (error) {
    await stopBackground().catch(() => {});
    await handle.close().catch(() => {});
    throw error;
  }
}

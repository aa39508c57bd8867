// Assembles the HTTP application: security headers, /api (JSON), /media, the built browser
// assets, and the server-rendered React pages, in that order.
import type { RequestListener } from "node:http";
import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import express, { type Express, type Router } from "express";
import type { ServerBuild } from "react-router";
import { productIdMaxLength } from "../../core/schemas/catalogue.ts";
import type { AppContext } from "../context.ts";
import { accountRoutes, legacyAccountRoutes } from "../features/accounts/routes.ts";
import { auditRoutes } from "../features/audit/routes.ts";
import { backInStockRoutes } from "../features/back-in-stock/routes.ts";
import { bagRoutes } from "../features/bags/routes.ts";
import { cartRoutes } from "../features/cart/routes.ts";
import { categoryRoutes } from "../features/catalogue/category-routes.ts";
import { catalogueRoutes } from "../features/catalogue/routes.ts";
import { cachedProductAnswer, productAnswer } from "../features/catalogue/service.ts";
import { synonymRoutes } from "../features/catalogue/synonym-routes.ts";
import { catalogueImportRoutes } from "../features/catalogue-import/routes.ts";
import { codRoutes } from "../features/cod/routes.ts";
import { contactRoutes } from "../features/contact/routes.ts";
import { couponRoutes } from "../features/coupons/routes.ts";
import { deliveryRoutes } from "../features/delivery/routes.ts";
import { exportRoutes } from "../features/exports/routes.ts";
import { giftCardRoutes } from "../features/gift-cards/routes.ts";
import { grievanceRoutes } from "../features/grievances/routes.ts";
import { gstRoutes } from "../features/gst/routes.ts";
import { kitRoutes } from "../features/kits/routes.ts";
import { devMailboxRoutes } from "../features/mail/mailbox-routes.ts";
import { mediaRoutes } from "../features/media/routes.ts";
import { messagingRoutes } from "../features/messaging/routes.ts";
import { moneyReportRoutes } from "../features/money/report-routes.ts";
import { moneyRoutes } from "../features/money/routes.ts";
import { newsletterRoutes } from "../features/newsletter/routes.ts";
import { orderRoutes } from "../features/orders/routes.ts";
import { paymentRoutes } from "../features/payments/routes.ts";
import { oneClickRoutes } from "../features/privacy/one-click.ts";
import { privacyRoutes } from "../features/privacy/routes.ts";
import { profileRoutes } from "../features/profile/routes.ts";
import { refundRoutes } from "../features/refunds/routes.ts";
import { returnRoutes } from "../features/returns/routes.ts";
import { devReviewRequestRoutes } from "../features/reviews/dev-routes.ts";
import { reviewRoutes } from "../features/reviews/routes.ts";
import { seoRoutes } from "../features/seo/routes.ts";
import { settingsRoutes } from "../features/settings/routes.ts";
import { shippingRoutes } from "../features/shipping/routes.ts";
import { subscriptionRoutes } from "../features/subscriptions/routes.ts";
import { visitorRoutes } from "../features/visitor/routes.ts";
import { wishlistRoutes } from "../features/wishlist/routes.ts";
import { accountLane } from "./account-lane.ts";
import { jsonBodies, withBodyLimits } from "./body-limits.ts";
import { compress } from "./compression.ts";
import { apiNotFound, errorHandler } from "./errors.ts";
import { withFastLane } from "./fast-lane.ts";
import { keptAnswer } from "./kept-answers.ts";
import { openApiDocument } from "./openapi.ts";
import { pageLane } from "./page-lane.ts";
import {
  privateCapabilityLinks,
  requireJsonBody,
  sameOriginWrites,
  securityHeaders,
  securityHeaderWriter,
} from "./security.ts";
import { clientInfo, sessionCookie, sessionMiddleware } from "./sessions.ts";
import { refuseImpossibleAddress } from "./text-input.ts";
import { webServices } from "./web-services.ts";

export type WebMode =
  | { kind: "none" }
  | { kind: "build"; build: ServerBuild; clientDir: string }
  | { kind: "dev"; vite: import("vite").ViteDevServer };

/** Every feature's API router, mounted under /api. Adding a feature means adding one line here. */
function apiRouters(ctx: AppContext): Router[] {
  return [
    catalogueRoutes(ctx),
    synonymRoutes(ctx),
    categoryRoutes(ctx),
    kitRoutes(ctx),
    catalogueImportRoutes(ctx),
    exportRoutes(ctx),
    accountRoutes(ctx),
    profileRoutes(ctx),
    cartRoutes(ctx),
    wishlistRoutes(ctx),
    couponRoutes(ctx),
    giftCardRoutes(ctx),
    deliveryRoutes(ctx),
    orderRoutes(ctx),
    gstRoutes(ctx),
    paymentRoutes(ctx),
    contactRoutes(ctx),
    newsletterRoutes(ctx),
    reviewRoutes(ctx),
    returnRoutes(ctx),
    settingsRoutes(ctx),
    shippingRoutes(ctx),
    grievanceRoutes(ctx),
    privacyRoutes(ctx),
    auditRoutes(ctx),
    refundRoutes(ctx),
    moneyReportRoutes(ctx),
    moneyRoutes(ctx),
    codRoutes(ctx),
    visitorRoutes(ctx),
    bagRoutes(ctx),
    backInStockRoutes(ctx),
    messagingRoutes(ctx),
    subscriptionRoutes(ctx),
  ];
}

/**
 * The shop's request listener: the product lane for product answers (fast-lane.ts), and the
 * Express app for everything else.
 */
export function createApp(ctx: AppContext, web: WebMode): RequestListener {
  const security = {
    production: ctx.config.production,
    dev: web.kind === "dev",
    // Razorpay's checkout script, only when the shop takes payments through it
    extraScriptHosts: ctx.config.razorpay ? ["https://checkout.razorpay.com"] : [],
  };
  const expressWithLane = withFastLane(
    {
      prefix: "/api/products/",
      maxIdLength: productIdMaxLength,
      cached: (id) => cachedProductAnswer(ctx, id),
      load: (id) => productAnswer(ctx, id),
      kept: (url) => keptAnswer(ctx, url),
      securityHeaders: securityHeaderWriter(security),
      sessionCookie,
      production: ctx.config.production,
      log: ctx.log,
    },
    createExpressApp(ctx, web, security),
  );
  // anonymous visitors' catalogue and content pages, from memory (page-lane.ts), and a member's own
  // My Account first screen while nothing on it changed (account-lane.ts); every body bounded first
  return withBodyLimits(pageLane(ctx, web, security, accountLane(ctx, web, security, expressWithLane)));
}

function createExpressApp(ctx: AppContext, web: WebMode, security: Parameters<typeof securityHeaders>[0]): Express {
  const app = express();
  const services = webServices(ctx);
  const loadContext = (req: express.Request, res: express.Response) => ({
    services,
    user: req.user ?? null,
    client: clientInfo(req),
    nonce: res.locals.nonce,
  });
  app.disable("x-powered-by");
  app.set("trust proxy", ctx.config.trustProxy);
  app.set("query parser", "simple");

  app.use(securityHeaders(security));
  app.use(requestLog(ctx.log));
  // every write is sync-flushed, so a streamed page reaches the browser as React writes it, while
  // the compressor keeps its window (see keepDeflateWindow)
  app.use(compress());
  app.use(sameOriginWrites({ publicUrl: ctx.config.publicUrl }));
  // a NUL or lone surrogate in a path or query: 400 before any route, loader or SQL sees it
  app.use(refuseImpossibleAddress);
  const session = sessionMiddleware(ctx);
  // images and build assets are the same for everyone: no session lookup for them
  app.use((req, res, next) => (/^\/(assets|media)\//.test(req.path) ? next() : session(req, res, next)));
  app.use(privateCapabilityLinks);

  app.get("/healthz", async (_req, res) => {
    try {
      await ctx.db.execute("select 1");
      res.setHeader("Cache-Control", "no-store");
      res.json({ status: "ok", database: ctx.dbKind });
    } catch {
      res.status(503).json({ status: "unavailable" });
    }
  });

  // RFC 8058's one-click unsubscribe posts a form body: before the JSON-only /api router
  app.use(oneClickRoutes(ctx));
  const api = express.Router();
  api.use(requireJsonBody);
  // bounded in bytes and shape (nesting, values) before parsing; the raw bytes kept for webhooks' signatures
  api.use(jsonBodies);
  api.get("/openapi.json", (req, res) => {
    res.json(openApiDocument(`${req.protocol}://${req.get("host")}`));
  });
  for (const router of apiRouters(ctx)) api.use(router);
  api.use(apiNotFound);
  app.use("/api", api);
  app.use(legacyAccountRoutes(ctx));
  if (!ctx.config.production) app.use("/dev/mailbox", devMailboxRoutes(ctx));
  if (!ctx.config.production) app.use("/dev/jobs/review-requests", devReviewRequestRoutes(ctx));

  app.use("/media", mediaRoutes(ctx));
  // robots.txt and the sitemap, before the public folder and the pages
  app.use(seoRoutes(ctx));

  if (web.kind === "build") {
    // fingerprinted assets: cache for a year; everything else in the public folder: an hour
    app.use(
      "/assets",
      express.static(path.join(web.clientDir, "assets"), { immutable: true, maxAge: "1y", index: false }),
    );
    app.use(express.static(web.clientDir, { maxAge: "1h", index: false, dotfiles: "ignore" }));
    app.all("/{*splat}", keepDeflateWindow, createRequestHandler({ build: web.build, getLoadContext: loadContext }));
  } else if (web.kind === "dev") {
    app.use(web.vite.middlewares);
    app.all("/{*splat}", async (req, res, next) => {
      try {
        const build = (await web.vite.ssrLoadModule("virtual:react-router/server-build")) as ServerBuild;
        return createRequestHandler({ build, getLoadContext: loadContext })(req, res, next);
      } catch (error) {
        next(error);
      }
    });
  } else {
    app.use((_req, res) => {
      res.status(404).type("text/plain").send("Not found");
    });
  }

  app.use(errorHandler(ctx.log));
  return app;
}

/**
 * React Router calls `res.flush()` after every chunk of a streamed page, and compression's flush
 * is a zlib full flush, which throws the compression window away: a product page went out as 59 KB
 * of gzip instead of 31 KB. The writes are already sync-flushed (the compression middleware's
 * `flush` option), so the page still streams; only the full flush is dropped.
 */
const keepDeflateWindow: express.RequestHandler = (_req, res, next) => {
  res.flush = () => {};
  next();
};

/** One JSON line per request: refusals and failures at info and above, the rest at debug. */
function requestLog(log: AppContext["log"]): express.RequestHandler {
  return (req, res, next) => {
    const startedAt = performance.now();
    res.on("finish", () => {
      const entry = {
        method: req.method,
        path: req.path,
        status: res.statusCode,
        ms: Math.round((performance.now() - startedAt) * 10) / 10,
      };
      if (res.statusCode >= 500) log.error(entry, "request");
      else if (res.statusCode >= 400) log.info(entry, "request");
      else log.debug(entry, "request");
    });
    next();
  };
}

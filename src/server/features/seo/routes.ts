// GET /robots.txt and GET /sitemap.xml at the site's root (not under /api). Absolute URLs use
// PUBLIC_URL when it is set, else the configured host and port: never the request's Host header,
// which is the caller's to write (a forged one would put its host into a cached sitemap).
import express, { type Request, type Response, type Router } from "express";
import type { AppContext } from "../../context.ts";
import { configuredOrigin } from "../../http/origin.ts";
import { robotsTxt, type SitemapPart, sitemapXml } from "./service.ts";

export function seoRoutes(ctx: AppContext): Router {
  const router = express.Router();
  const origin = configuredOrigin(ctx.config);
  router.get("/robots.txt", (_req, res) => {
    res.setHeader("Cache-Control", "public, max-age=3600");
    res.type("text/plain").send(robotsTxt(origin));
  });

  const sendSitemap = (part: SitemapPart) => async (_req: Request, res: Response, next: express.NextFunction) => {
    try {
      const xml = await sitemapXml(ctx, origin, part);
      if (xml === null) {
        res.status(404).type("text/plain").send("Not found");
        return;
      }
      res.setHeader("Cache-Control", "public, max-age=3600");
      res.type("application/xml").send(xml);
    } catch (error) {
      next(error);
    }
  };

  router.get("/sitemap.xml", sendSitemap({ kind: "main" }));
  router.get("/sitemap-pages.xml", sendSitemap({ kind: "pages" }));
  router.get(/^\/sitemap-products-(\d{1,4})\.xml$/, (req, res, next) =>
    sendSitemap({ kind: "products", page: Number(req.params[0]) })(req, res, next),
  );
  return router;
}

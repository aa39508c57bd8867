// GET /robots.txt and GET /sitemap.xml at the site's root (not under /api). Absolute URLs use
// PUBLIC_URL when it is set, else the host the request came to.
import express, { type Request, type Response, type Router } from "express";
import type { AppContext } from "../../context.ts";
import { robotsTxt, type SitemapPart, sitemapXml } from "./service.ts";

/** The shop's absolute origin, without a trailing slash. */
export function siteOrigin(ctx: AppContext, req: Request): string {
  if (ctx.config.publicUrl) return new URL(ctx.config.publicUrl).origin;
  const host = req.get("host") ?? "";
  // a Host header is the caller's word: accept only what a host name and port can look like
  return /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/.test(host)
    ? `${req.protocol}://${host}`
    : `${req.protocol}://localhost`;
}

export function seoRoutes(ctx: AppContext): Router {
  const router = express.Router();
  router.get("/robots.txt", (req, res) => {
    res.setHeader("Cache-Control", "public, max-age=3600");
    res.type("text/plain").send(robotsTxt(siteOrigin(ctx, req)));
  });

  const sendSitemap = (part: SitemapPart) => async (req: Request, res: Response, next: express.NextFunction) => {
    try {
      const origin = siteOrigin(ctx, req);
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

// GET /media/{key}/{file}: stored images with their image type, nosniff, and a year of caching
// (keys carry a content hash, so a URL never changes meaning). A format-free size (/media/{key}/480,
// what pages use, core/media.ts) is AVIF or WebP by the request's Accept, with Vary: Accept so a
// shared cache keeps one answer per format. /media/{key}/{key}.webp is the master under a name of its
// own (the product export's links). Videos (video.ts) and lab report PDFs (pdf.ts) have handlers of
// their own. Everything else under /media is a plain 404.
import crypto from "node:crypto";
import express, { type Response, type Router } from "express";
import type { AppContext } from "../../context.ts";
import { readMediaFile } from "./files.ts";
import { contentTypeOf, negotiatedFile } from "./keys.ts";
import { pdfHandler } from "./pdf.ts";
import { mediaStorage } from "./storage.ts";
import { videoHandler } from "./video.ts";

// bump when the encoder settings change, so browsers do not keep an old rendering by ETag
const encodingVersion = "1";

export function mediaRoutes(ctx: AppContext): Router {
  const router = express.Router();
  const storage = mediaStorage(ctx.config);

  // review videos (video.mp4, video.webm); every other file name goes on to the images below
  router.get("/:key/:file", videoHandler(ctx));
  // lab reports (report.pdf): a download in a sandbox (pdf.ts)
  router.get("/:key/:file", pdfHandler(ctx));
  router.get("/:key/:file", async (req, res, next) => {
    try {
      const { key } = req.params;
      const file = negotiatedFile(req.params.file, req.headers.accept, key);
      if (/^\d{2,4}$/.test(req.params.file)) res.setHeader("Vary", "Accept");
      const data = await readMediaFile(storage, key, file);
      if (!data) return notFound(res);
      const etag = `"${crypto.createHash("sha1").update(`${encodingVersion}/${key}/${file}`).digest("base64url").slice(0, 20)}"`;
      res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
      res.setHeader("X-Content-Type-Options", "nosniff");
      res.setHeader("ETag", etag);
      if (req.headers["if-none-match"] === etag) {
        res.status(304).end();
        return;
      }
      res.setHeader("Content-Type", contentTypeOf(file));
      res.setHeader("Content-Length", String(data.length));
      res.status(200).end(data);
    } catch (error) {
      next(error);
    }
  });

  router.use((_req, res) => notFound(res));
  return router;
}

function notFound(res: Response): void {
  res.status(404).setHeader("Cache-Control", "no-cache").type("text/plain").send("Not found");
}

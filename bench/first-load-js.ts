// First-load JavaScript per page (issue 23: at most 150 KB gzipped): the scripts a page's HTML makes
// the browser fetch before it can hydrate (its modulepreload links and the imports of its inline
// module script: the route manifest's entry, root and route chunks; or, as the shop now sends its
// pages, the one list of chunks its deferred script loads after the page's load), each fetched again with
// `Accept-Encoding: gzip` and counted as the bytes the shop sends (1 KB = 1,000 bytes).
import http from "node:http";
import { deferredChunks } from "../src/web/deferred-scripts.ts";

export interface FirstLoadScript {
  url: string;
  gzipBytes: number;
}

export interface FirstLoadJs {
  path: string;
  totalGzipBytes: number;
  scripts: FirstLoadScript[];
}

/** The script URLs a page's HTML asks for before hydration, in the order it names them. */
export function firstLoadScriptUrls(html: string): string[] {
  const urls = new Set<string>();
  for (const match of html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)) if (match[1]) urls.add(match[1]);
  for (const script of html.matchAll(/<script[^>]*type="module"[^>]*>(.*?)<\/script>/gs)) {
    for (const match of (script[1] ?? "").matchAll(/import(?:[^"';]*?from)?\s*"([^"]+\.js)"/g)) {
      if (match[1]) urls.add(match[1]);
    }
  }
  for (const match of html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)) if (match[1]) urls.add(match[1]);
  // a page whose scripts wait for its load names them in one list (src/web/deferred-scripts.ts)
  for (const url of deferredChunks(html)) urls.add(url);
  return [...urls];
}

export async function firstLoadJs(origin: string, pagePath: string): Promise<FirstLoadJs> {
  const html = await (await fetch(`${origin}${pagePath}`)).text();
  const scripts: FirstLoadScript[] = [];
  for (const url of firstLoadScriptUrls(html)) {
    const absolute = new URL(url, origin).href;
    scripts.push({ url: absolute.replace(origin, ""), gzipBytes: await gzippedSize(absolute) });
  }
  scripts.sort((a, b) => b.gzipBytes - a.gzipBytes);
  return { path: pagePath, totalGzipBytes: scripts.reduce((sum, script) => sum + script.gzipBytes, 0), scripts };
}

/** Bytes of the body as sent to a browser that accepts gzip (undici's fetch would unpack it). */
export function gzippedSize(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { "accept-encoding": "gzip" } }, (response) => {
        let bytes = 0;
        response.on("data", (chunk: Buffer) => {
          bytes += chunk.length;
        });
        response.on("end", () => resolve(bytes));
        response.on("error", reject);
      })
      .on("error", reject);
  });
}

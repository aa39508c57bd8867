// The page's scripts wait for its load (decision 0035): the rewrite of React Router's preloads and
// module script, on a page in the shape the built shop renders, whole and cut into pieces.
import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { deferredChunks, deferScripts, deferScriptsStream } from "./deferred-scripts.ts";

const nonce = "j7YsrF1cvx7PHOAnwYjOSg==";
const page = [
  `<!DOCTYPE html><html lang="en-IN"><head><meta charSet="utf-8"/>`,
  `<link rel="modulepreload" href="/assets/entry.client-Deyytytf.js" nonce="${nonce}"/>`,
  `<link rel="modulepreload" href="/assets/frame-4Ph6Cwl2.js" nonce="${nonce}"/>`,
  `<link rel="modulepreload" href="/assets/root-DSM4PzXg.js" nonce="${nonce}"/>`,
  `<link rel="modulepreload" href="/assets/home-tORdZ1Zh.js" nonce="${nonce}"/>`,
  `<link rel="stylesheet" href="/assets/frame-Dytfeiv_.css"/><title>Sattva</title></head>`,
  `<body><main><h1>Crystals for ₹499</h1><button type="button" class="cart-button">Bag</button></main>`,
  `<script nonce="${nonce}">window.__reactRouterContext = {"ssr":true};</script>`,
  `<script nonce="${nonce}" type="module" async="">;\n`,
  `import * as route0 from "/assets/root-DSM4PzXg.js";\n`,
  `import * as route1 from "/assets/home-tORdZ1Zh.js";\n`,
  `  window.__reactRouterManifest = {\n  "entry": {\n    "module": "/assets/entry.client-Deyytytf.js"\n  }\n};\n`,
  `  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};\n\n`,
  `import("/assets/entry.client-Deyytytf.js");</script>`,
  `<script nonce="${nonce}">window.__reactRouterContext.streamController.enqueue("[…]");</script>`,
  `</body></html>`,
].join("");

describe("deferScripts", () => {
  const deferred = deferScripts(page) ?? "";
  const script = /<script nonce="[^"]+" type="module" async="">([\s\S]*?)<\/script>/.exec(deferred)?.[1] ?? "";

  it("takes the module preloads out of the head and keeps every other tag", () => {
    expect(deferred).not.toContain('modulepreload" href');
    expect(deferred).toContain(`<link rel="stylesheet" href="/assets/frame-Dytfeiv_.css"/>`);
    expect(deferred).toContain(`<h1>Crystals for ₹499</h1>`);
    expect(deferred).toContain(`<script nonce="${nonce}">window.__reactRouterContext = {"ssr":true};</script>`);
    expect(deferred).toContain(`streamController.enqueue("[…]");</script></body></html>`);
  });

  it("keeps the nonce and the chunks the page needs, in the order the head named them", () => {
    expect(deferred).toContain(`<script nonce="${nonce}" type="module" async="">`);
    expect(deferredChunks(deferred)).toEqual([
      "/assets/entry.client-Deyytytf.js",
      "/assets/frame-4Ph6Cwl2.js",
      "/assets/root-DSM4PzXg.js",
      "/assets/home-tORdZ1Zh.js",
    ]);
  });

  it("imports nothing until it starts: the route modules together, then the entry that hydrates", () => {
    expect(script).not.toMatch(/^\s*import /m);
    expect(script).toContain(
      `const [route0, route1] = await Promise.all([import("/assets/root-DSM4PzXg.js"), import("/assets/home-tORdZ1Zh.js")]);`,
    );
    expect(script).toContain(`await import("/assets/entry.client-Deyytytf.js");`);
    expect(script).toContain(`window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};`);
    expect(script).toContain(`addEventListener("load", start, { once: true });`);
    // it parses as a script (the module's top level awaits nothing)
    expect(() => new Function(script)).not.toThrow();
  });

  it("leaves a page without React Router's module script alone", () => {
    expect(deferScripts("<html><body><p>Hello</p></body></html>")).toBeUndefined();
  });
});

describe("deferScriptsStream", () => {
  it("gives the same page when React's output arrives in pieces cut anywhere, even inside a character", async () => {
    const bytes = Buffer.from(page);
    for (const size of [1, 7, 64, 1000]) {
      const pieces: Buffer[] = [];
      for (let at = 0; at < bytes.length; at += size) pieces.push(bytes.subarray(at, at + size));
      const out = await text(Readable.from(pieces).pipe(deferScriptsStream()));
      expect(out).toBe(deferScripts(page));
    }
  });

  it("passes a page without the module script through unchanged", async () => {
    const plain = "<html><body><p>Ghee, ₹250</p></body></html>";
    expect(await text(Readable.from([Buffer.from(plain)]).pipe(deferScriptsStream()))).toBe(plain);
  });
});

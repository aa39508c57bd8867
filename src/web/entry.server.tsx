// Server rendering: streams the page, with the response's CSP nonce on every script React Router
// writes, and the page's stylesheets named in Link headers. Crawlers and the page cache get the whole
// page at once.
import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { deferScriptsStream } from "./deferred-scripts.ts";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.nonce;
  for (const link of stylesheetPreloads(routerContext)) responseHeaders.append("Link", link);
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    let status = responseStatusCode;
    const userAgent = request.headers.get("user-agent");
    const whole = loadContext.wholePage || (userAgent && isbot(userAgent)) || routerContext.isSpaMode;
    const readyOption = whole ? "onAllReady" : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          if (import.meta.env.DEV) pipe(body);
          else {
            // the scripts wait for the page's load (deferred-scripts.ts, decision 0035)
            const deferred = deferScriptsStream();
            pipe(deferred);
            deferred.pipe(body);
          }
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          status = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}

/**
 * The matched routes' stylesheets as `Link: <…>; rel=preload; as=style`: the browser asks for the
 * CSS that blocks the first paint as soon as the headers arrive, ahead of the scripts and images
 * the <head> preloads (React writes those before the stylesheet links).
 */
function stylesheetPreloads(routerContext: EntryContext): string[] {
  const hrefs = new Set<string>();
  for (const match of routerContext.staticHandlerContext.matches) {
    for (const href of routerContext.manifest.routes[match.route.id]?.css ?? []) hrefs.add(href);
  }
  return [...hrefs].map((href) => `<${href}>; rel=preload; as=style`);
}

// The pages part of `npm run bench` (issue 23, DESIGN.md point 19): the built shop's home, shop,
// product, landing and search pages, as an anonymous visitor and as a signed-in shopper (the page
// cache answers both: decision 0022), and My Account and the bag (GET /api/cart/fetchCartItems, what
// the bag's panel reads; issue 37 point 3), the member's own (My Account's first screen from the
// account lane while nothing on it changes, the bag answered every time), each beside a bare
// node:http server answering the same
// compressed bytes (the ceiling for those bytes on this machine). The load generator is wrk
// (Debian's package): autocannon in Node tops out near 2,300 req/s on compressed bodies, below the
// ceiling it would be measuring. 10 connections, Accept-Encoding as browsers send it. BENCH_PAGES (or
// --pages=account,bag) measures only the pages of those labels.
import { execFile } from "node:child_process";
import http from "node:http";
import os from "node:os";
import { promisify } from "node:util";
import { SMTPServer } from "smtp-server";
import { productPath } from "../src/core/catalogue.ts";
import { freePort } from "../src/server/testing/machine.ts";
import { buildIfStale, startBuiltShop, waitUntilIdle } from "./built-shop.ts";
import { listen } from "./ceiling.ts";
import type { BenchOptions } from "./options.ts";

const run = promisify(execFile);

/** The targets of issue 23, point 4. */
export const pageTargets = {
  anonymousShareOfCeiling: 0.25,
  anonymousP99Ms: 50,
  signedInHomeP99Ms: 150,
  /** Issue 37 point 3: My Account and the bag for a signed-in shopper. */
  signedInOwnP99Ms: 50,
};

/** The member's own pages, with a target of their own (pageTargets.signedInOwnP99Ms). */
const ownPages = new Set(["account", "bag"]);

const acceptEncoding = "gzip, deflate, br, zstd";

export interface WrkResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Answers that were not 2xx or 3xx. */
  failures: number;
}

export interface PageMeasurement {
  label: string;
  path: string;
  who: "anonymous" | "signed in";
  /** Bytes as sent (compressed) and before compression. */
  sentBytes: number;
  htmlBytes: number;
  encoding: string;
  shop: WrkResult;
  ceiling: WrkResult;
  meetsTarget: boolean;
}

export interface PagesResult {
  wrk: string;
  connections: number;
  durationSeconds: number;
  loadAverage: { start: number; end: number };
  pages: PageMeasurement[];
  error?: string;
}

export async function measurePages(options: BenchOptions): Promise<PagesResult> {
  const result: PagesResult = {
    wrk: await wrkVersion(),
    connections: options.connections,
    durationSeconds: options.durationSeconds,
    loadAverage: { start: os.loadavg()[0] ?? 0, end: 0 },
    pages: [],
  };
  await buildIfStale();
  // the shop mails a sign-up code: a receiver on this machine reads it, so a real shopper can sign up
  const mail = await startMailReceiver();
  const shop = await startBuiltShop({ SMTP_URL: `smtp://127.0.0.1:${mail.port}` });
  try {
    // the demo catalogue makes its images in the background after a first start
    await waitUntilIdle(shop.pid);
    const { cookie, userId } = await signUpShopper(shop.url, mail);
    const product = (await (await fetch(`${shop.url}/api/products?limit=1`)).json()) as {
      products: Array<{ _id: string; variantIndex: number }>;
    };
    const first = product.products[0];
    const pages = [
      { label: "home", path: "/" },
      { label: "shop", path: "/shop" },
      { label: "product", path: first ? productPath(first._id, first.variantIndex) : "/productdetails/missing-0" },
      { label: "landing", path: "/divinecrystals" },
      { label: "search", path: "/search?query=crystal" },
      // a Hindi page through the page lane, kept like /shop (issue 35 point 6, decision 0061)
      { label: "hindi-shop", path: "/hi/shop" },
    ];
    // My Account and the bag are the member's own: the first screen kept for them by the account lane
    // (one statement per request: the session's with the account stamp), the bag answered every time
    const own = [
      { label: "account", path: "/userdashboard" },
      { label: "bag", path: `/api/cart/fetchCartItems?userId=${userId}` },
    ];
    const wanted = (page: { label: string }) => options.pages.length === 0 || options.pages.includes(page.label);
    for (const who of ["anonymous", "signed in"] as const) {
      for (const page of (who === "signed in" ? [...pages, ...own] : pages).filter(wanted)) {
        const headers: Record<string, string> = { "accept-encoding": acceptEncoding };
        if (who === "signed in") headers.cookie = cookie;
        console.log(`[pages] ${page.label} (${who})...`);
        result.pages.push(await measurePage(shop.url, page, who, headers, options));
      }
    }
  } catch (error) {
    result.error = error instanceof Error ? (error.stack ?? error.message) : String(error);
  } finally {
    await shop.close();
    await mail.close();
    result.loadAverage.end = os.loadavg()[0] ?? 0;
  }
  return result;
}

async function measurePage(
  base: string,
  page: { label: string; path: string },
  who: PageMeasurement["who"],
  headers: Record<string, string>,
  options: BenchOptions,
): Promise<PageMeasurement> {
  const url = new URL(page.path, base).href;
  const sample = await rawGet(url, headers);
  if (sample.status !== 200) throw new Error(`${page.path} answered ${sample.status} (${who})`);
  const encoding = String(sample.headers["content-encoding"] ?? "identity");
  // the ceiling answers the same bytes with the same encoding, and nothing else
  const ceilingHeaders = {
    "content-type": String(sample.headers["content-type"] ?? "text/html; charset=utf-8"),
    "content-encoding": encoding,
    "content-length": String(sample.body.length),
  };
  const ceiling = await listen(
    http.createServer((_request, response) => {
      response.writeHead(200, ceilingHeaders);
      response.end(sample.body);
    }),
  );
  try {
    const wrkHeaders = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
    const ceilingRun = await wrk(`${ceiling.url}${page.path}`, wrkHeaders, options);
    const shopRun = await wrk(url, wrkHeaders, options);
    const p99Target =
      who === "anonymous"
        ? pageTargets.anonymousP99Ms
        : ownPages.has(page.label)
          ? pageTargets.signedInOwnP99Ms
          : pageTargets.signedInHomeP99Ms;
    const meetsTarget =
      who === "anonymous"
        ? shopRun.failures === 0 &&
          shopRun.requestsPerSecond >= pageTargets.anonymousShareOfCeiling * ceilingRun.requestsPerSecond &&
          shopRun.p99Ms < p99Target
        : !hasSignedInTarget(page.label) || (shopRun.failures === 0 && shopRun.p99Ms < p99Target);
    if (who === "signed in" && !ownPages.has(page.label) && /Asha|bench-shopper/.test(sample.html)) {
      throw new Error(`${page.path}: the shopper's public page carries their name`);
    }
    return {
      label: page.label,
      path: page.path,
      who,
      sentBytes: sample.body.length,
      htmlBytes: sample.htmlBytes,
      encoding,
      shop: shopRun,
      ceiling: ceilingRun,
      meetsTarget,
    };
  } finally {
    await ceiling.close();
  }
}

interface MailReceiver {
  port: number;
  /** The newest sign-up code mailed to the address (waits up to 20 s). */
  codeFor(email: string): Promise<string>;
  close(): Promise<void>;
}

async function startMailReceiver(): Promise<MailReceiver> {
  const received: Array<{ to: string[]; text: string }> = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        // quoted-printable soft line breaks out, so the code reads as one word
        const text = Buffer.concat(chunks)
          .toString("utf8")
          .replace(/=\r?\n/g, "");
        received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), text });
        callback();
      });
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => smtp.listen(port, "127.0.0.1", resolve));
  return {
    port,
    async codeFor(email) {
      for (const deadline = Date.now() + 20_000; Date.now() < deadline; ) {
        const mail = received.findLast((message) => message.to.includes(email));
        const code = /verification code: ([0-9A-Z]{6})/.exec(mail?.text ?? "")?.[1];
        if (code) return code;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      throw new Error(`no sign-up code was mailed to ${email}`);
    },
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}

/**
 * Signs a shopper up (send-code, the mailed code, register) and in, with a bag of two lines and a
 * heart, as a campaign's returning shopper would be: their session cookie.
 */
async function signUpShopper(base: string, mail: MailReceiver): Promise<{ cookie: string; userId: string }> {
  const email = "bench-shopper@sattva.local";
  const password = "bench-shopper-password";
  const post = async (path: string, body: unknown, cookie = "") => {
    const response = await fetch(`${base}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: base, ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
    return response;
  };
  await post("/api/auth/send-code", { email, purpose: "signup" });
  const code = await mail.codeFor(email);
  const form = {
    firstName: "Asha",
    lastName: "Bench",
    email,
    phone: "9876543210",
    password,
    confirmPassword: password,
  };
  await post("/api/auth/register", { ...form, code });
  const login = await post("/api/auth/login", { email, password });
  const cookie = login.headers
    .getSetCookie()
    .find((value) => /^(__Host-)?sid=/.test(value))
    ?.split(";")[0];
  if (!cookie) throw new Error("signing in set no session cookie");
  const listing = (await (await fetch(`${base}/api/products?limit=2`)).json()) as {
    products: Array<{ _id: string; variants: Array<{ _id: string }> }>;
  };
  const me = (await (await fetch(`${base}/api/me/summary`, { headers: { cookie } })).json()) as {
    user: { id: string };
  };
  for (const product of listing.products.slice(0, 2)) {
    const variantId = product.variants[0]?._id ?? "";
    await post("/api/cart/add", { productId: product._id, variantId, quantity: 1 }, cookie);
    await post("/api/wishlist/toggle", { userId: me.user.id, productId: product._id, variantId }, cookie);
  }
  return { cookie, userId: me.user.id };
}

async function rawGet(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer; htmlBytes: number; html: string }> {
  const { default: zlib } = await import("node:zlib");
  return new Promise((resolve, reject) => {
    const request = http.request(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        const body = Buffer.concat(chunks);
        const encoding = response.headers["content-encoding"];
        const html =
          encoding === "br" ? zlib.brotliDecompressSync(body) : encoding === "gzip" ? zlib.gunzipSync(body) : body;
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body,
          htmlBytes: html.length,
          html: html.toString(),
        });
      });
    });
    request.on("error", reject);
    request.end();
  });
}

async function wrkVersion(): Promise<string> {
  try {
    const { stdout, stderr } = await run("wrk", ["-v"]).catch((error: { stdout: string; stderr: string }) => error);
    return `${stdout}${stderr}`.split("\n")[0]?.trim() || "wrk";
  } catch {
    return "wrk (version unknown)";
  }
}

/** One wrk run after a warm-up: one thread (the other core serves), 10 connections by default. */
export async function wrk(url: string, headers: string[], options: BenchOptions): Promise<WrkResult> {
  const args = (seconds: number) => [
    "-t1",
    `-c${options.connections}`,
    `-d${seconds}s`,
    "--latency",
    ...headers.flatMap((header) => ["-H", header]),
    url,
  ];
  await run("wrk", args(options.warmupSeconds), { maxBuffer: 1 << 20 });
  const { stdout } = await run("wrk", args(options.durationSeconds), { maxBuffer: 1 << 20 });
  return parseWrk(stdout);
}

/** Signed in, only these pages have a target: the home page and the member's own. */
function hasSignedInTarget(label: string): boolean {
  return label === "home" || ownPages.has(label);
}

export function parseWrk(output: string): WrkResult {
  const milliseconds = (text: string | undefined) => {
    const match = /([\d.]+)(us|ms|s)/.exec(text ?? "");
    if (!match) return Number.NaN;
    const value = Number(match[1]);
    return match[2] === "us" ? value / 1000 : match[2] === "s" ? value * 1000 : value;
  };
  return {
    requestsPerSecond: Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1] ?? Number.NaN),
    p50Ms: milliseconds(/^\s+50%\s+(\S+)/m.exec(output)?.[1]),
    p99Ms: milliseconds(/^\s+99%\s+(\S+)/m.exec(output)?.[1]),
    failures:
      Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(output)?.[1] ?? 0) +
      Number(/Socket errors:.*?timeout (\d+)/.exec(output)?.[1] ?? 0),
  };
}

export const pagesHeadings = ["page", "who", "HTML", "sent", "req/s", "ceiling req/s", "share", "p50", "p99", "target"];

export function pagesRows(result: PagesResult): string[][] {
  return result.pages.map((page) => [
    `${page.label} (${page.path})`,
    page.who,
    `${(page.htmlBytes / 1000).toFixed(1)} KB`,
    `${(page.sentBytes / 1000).toFixed(1)} KB ${page.encoding}`,
    Math.round(page.shop.requestsPerSecond).toLocaleString("en-US"),
    Math.round(page.ceiling.requestsPerSecond).toLocaleString("en-US"),
    `${((page.shop.requestsPerSecond / page.ceiling.requestsPerSecond) * 100).toFixed(1)}%`,
    `${page.shop.p50Ms.toFixed(1)} ms`,
    `${page.shop.p99Ms.toFixed(1)} ms`,
    page.who === "signed in" && !hasSignedInTarget(page.label) ? "—" : page.meetsTarget ? "met" : "missed",
  ]);
}

export function pagesNotes(result: PagesResult): string[] {
  return [
    `${result.wrk}, ${result.connections} connections, one thread, ${result.durationSeconds} s per run after a warm-up, ` +
      `Accept-Encoding: ${acceptEncoding}; the built shop (production, PGlite, demo catalogue) in its own process; ` +
      `1-minute load average ${result.loadAverage.start.toFixed(1)} at the start, ${result.loadAverage.end.toFixed(1)} at the end.`,
    `Targets: anonymous pages at least ${pageTargets.anonymousShareOfCeiling * 100}% of the ceiling's req/s for their own bytes, ` +
      `p99 under ${pageTargets.anonymousP99Ms} ms; the signed-in home page p99 under ${pageTargets.signedInHomeP99Ms} ms; ` +
      `My Account and the bag (GET /api/cart/fetchCartItems) signed in, p99 under ${pageTargets.signedInOwnP99Ms} ms (issue 37).`,
    ...(result.error ? [`Run failed: ${result.error.split("\n")[0]}`] : []),
  ];
}

// The one way the shop fetches an address it was given by data (an import's Image Src, anything
// like it): http(s) on the standard ports only; the name resolved first and refused when any of its
// addresses is not public (public-address.ts); the connection made to the address that was checked
// (no second lookup a rebinding DNS could answer differently), with SNI and Host still the name;
// redirects followed here, at most 5, each hop checked the same way; size and time capped.
// Calls to the providers' configured API addresses (Razorpay, Shiprocket, WhatsApp) are
// configuration, not data, and use fetch directly. See docs/decisions/0041-outbound-fetches.md.
import dns from "node:dns/promises";
import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import { addressKind } from "./public-address.ts";

const standardPorts = new Set(["", "80", "443"]);
const maxRedirects = 5;

/**
 * Origins ("http://127.0.0.1:4321") whose address and port may be connected to although private or
 * not a standard port: the tests' stand-in servers. Matched against the resolved address, so a name
 * that resolves there is let through too (and pinning can be tested). Passed in code (ShopOptions.outbound), never read from the
 * environment, so no setting of a running shop can open it.
 */
export interface OutboundPolicy {
  testOnlyReachable?: readonly string[];
}

export interface SafeFetchOptions {
  policy?: OutboundPolicy;
  maxBytes: number;
  /** For the whole fetch, redirects included. */
  timeoutMs: number;
  /** Redirects followed (default 5); one more is an error. */
  maxRedirects?: number;
  /** Resolves a name to its addresses (tests inject one; default node's dns.lookup). */
  resolve?: (host: string) => Promise<string[]>;
}

/** The address was not fetched, and why, in words an owner can read in a report. */
export class OutboundRefused extends Error {}

const only = "only public web addresses are fetched";

async function resolveAll(host: string): Promise<string[]> {
  const found = await dns.lookup(host, { all: true, verbatim: true });
  return found.map((entry) => entry.address);
}

const bare = (host: string) => host.replace(/^\[|\]$/g, "");
const portOf = (url: URL) => url.port || (url.protocol === "https:" ? "443" : "80");

/** The checked address to connect to, or a refusal. */
async function checkedTarget(url: URL, options: SafeFetchOptions, shown: string): Promise<string> {
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new OutboundRefused(`the address ${shown} is not a web address (http or https); ${only}`);
  }
  if (url.username || url.password) {
    throw new OutboundRefused(`the address ${shown} carries a user name or password; ${only}`);
  }
  const port = portOf(url);
  const reachable = (options.policy?.testOnlyReachable ?? []).map((origin) => new URL(origin));
  const isReachable = (address: string) =>
    reachable.some((origin) => bare(origin.hostname) === address && portOf(origin) === port);
  const otherPort = !standardPorts.has(url.port);
  const portRefusal = new OutboundRefused(
    `the address ${shown} uses port ${port}; only the standard web ports (80 and 443) are fetched`,
  );
  // refused before any lookup, unless a test's stand-in listens on that port
  if (otherPort && !reachable.some((origin) => portOf(origin) === port)) throw portRefusal;
  const host = bare(url.hostname);
  let addresses: string[];
  try {
    addresses = await (options.resolve ?? resolveAll)(host);
  } catch {
    addresses = [];
  }
  if (addresses.length === 0) throw new Error(`the name ${host} could not be resolved`);
  if (addresses.every(isReachable)) return addresses[0] as string;
  const refused = addresses.find((address) => addressKind(address) !== "public");
  if (refused !== undefined) {
    const where = refused === host ? "" : ` (${host} is ${refused})`;
    throw new OutboundRefused(`the address ${shown} is on a private network${where}; ${only}`);
  }
  if (otherPort) throw portRefusal;
  return addresses[0] as string;
}

/** node's connection lookup, answered with the already checked address only. */
function pinnedLookup(address: string): LookupFunction {
  const family = address.includes(":") ? 6 : 4;
  return (_host, options, callback) => {
    if (options.all)
      (callback as (e: null, a: { address: string; family: number }[]) => void)(null, [{ address, family }]);
    else callback(null, address, family);
  };
}

function request(url: URL, address: string, signal: AbortSignal): Promise<http.IncomingMessage> {
  const client = url.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    // agent: false, so no pooled connection made to another address is reused
    const outgoing = client.get(url, {
      agent: false,
      lookup: pinnedLookup(address),
      signal,
      headers: { accept: "image/*,*/*" },
    });
    outgoing.on("response", resolve);
    outgoing.on("error", reject);
  });
}

async function readCapped(response: http.IncomingMessage, maxBytes: number): Promise<Buffer> {
  const declared = Number(response.headers["content-length"] ?? 0);
  if (declared > maxBytes) {
    response.destroy();
    throw new Error("too large");
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) {
      response.destroy();
      throw new Error("too large");
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * The body of the address, following at most 5 redirects. Throws OutboundRefused when the address
 * (or one it redirects to) may not be fetched, any other Error when it could not be.
 */
export async function safeFetch(address: string, options: SafeFetchOptions): Promise<Buffer> {
  const signal = AbortSignal.timeout(options.timeoutMs);
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw new OutboundRefused(`${address} is not a web address; ${only}`);
  }
  for (let hop = 0; ; hop++) {
    const shown = hop === 0 ? address : `${address} (redirected to ${url.href})`;
    const target = await checkedTarget(url, options, shown);
    const response = await request(url, target, signal);
    const status = response.statusCode ?? 0;
    const location = response.headers.location;
    if (status >= 300 && status < 400 && location) {
      response.destroy();
      const allowed = options.maxRedirects ?? maxRedirects;
      if (hop >= allowed) throw new Error(allowed === 0 ? "redirected" : `more than ${allowed} redirects`);
      url = new URL(location, url);
      continue;
    }
    if (status < 200 || status >= 300) {
      response.destroy();
      throw new Error(`status ${status}`);
    }
    return readCapped(response, options.maxBytes);
  }
}

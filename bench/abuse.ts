// The tail after an attack (issue 37 point 4): `npm run bench -- --only=abuse`. The built shop (demo
// catalogue, PGlite) in its own process; wrk measures the anonymous home and shop pages on a quiet
// shop, then a flood arrives (compressed bombs that open to 40 MB, 20 MB form posts, thousands of
// malformed JSON bodies, all at once from many sockets), and the same pages are measured again in
// short windows from the moment the flood ends. What the flood leaves behind shows as the windows'
// p99 against the quiet one, with the shop's memory (RSS, from /proc) before and after.

import { execFile } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { buildIfStale, startBuiltShop } from "./built-shop.ts";
import type { BenchOptions } from "./options.ts";
import { parseWrk, type WrkResult } from "./pages.ts";

export interface AbuseWindow {
  label: string;
  page: string;
  run: WrkResult;
}

export interface AbuseResult {
  flood: { requests: number; refused: Record<string, number>; seconds: number; bytesSent: number };
  windows: AbuseWindow[];
  rssMb: { before: number; after: number; end: number };
  loadAverage: { start: number; end: number };
  error?: string;
}

const run = promisify(execFile);

/** Seconds per measured window after the flood, and how many windows. */
const windowSeconds = 3;
const windowsAfter = 3;

export async function measureAbuse(options: BenchOptions): Promise<AbuseResult> {
  const result: AbuseResult = {
    flood: { requests: 0, refused: {}, seconds: 0, bytesSent: 0 },
    windows: [],
    rssMb: { before: 0, after: 0, end: 0 },
    loadAverage: { start: os.loadavg()[0] ?? 0, end: 0 },
  };
  await buildIfStale();
  const shop = await startBuiltShop();
  try {
    const pages = ["/", "/shop"];
    // warm: each page kept by the page lane, as a running shop has them
    for (const page of pages) await wrkRun(`${shop.url}${page}`, 2, options.connections);
    for (const page of pages) {
      result.windows.push({ label: "quiet", page, run: await wrkRun(`${shop.url}${page}`, 5, options.connections) });
    }
    result.rssMb.before = rssMb(shop.pid);
    const started = performance.now();
    Object.assign(result.flood, await flood(shop.url));
    result.flood.seconds = (performance.now() - started) / 1000;
    result.rssMb.after = rssMb(shop.pid);
    for (let window = 1; window <= windowsAfter; window += 1) {
      for (const page of pages) {
        result.windows.push({
          label: `after ${window}`,
          page,
          run: await wrkRun(`${shop.url}${page}`, windowSeconds, options.connections),
        });
      }
    }
    result.rssMb.end = rssMb(shop.pid);
  } catch (error) {
    result.error = error instanceof Error ? (error.stack ?? error.message) : String(error);
  } finally {
    await shop.close();
    result.loadAverage.end = os.loadavg()[0] ?? 0;
  }
  return result;
}

async function wrkRun(url: string, seconds: number, connections: number): Promise<WrkResult> {
  const { stdout } = await run(
    "wrk",
    ["-t1", `-c${connections}`, `-d${seconds}s`, "--latency", "-H", "accept-encoding: br, gzip", url],
    { maxBuffer: 1 << 20 },
  );
  return parseWrk(stdout);
}

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

interface Shot {
  kind: string;
  path: string;
  headers: Record<string, string>;
  /** The body, sent in chunks of at most 64 KB. */
  body: Buffer | { repeat: Buffer; bytes: number };
}

/** The attack: every request at once from its own socket, in waves of `parallel`. */
async function flood(base: string): Promise<{ requests: number; refused: Record<string, number>; bytesSent: number }> {
  const bomb = zlib.gzipSync(Buffer.alloc(40 * 1024 * 1024, 0x20));
  const formChunk = Buffer.from("message=".padEnd(64 * 1024, "a"));
  const shots: Shot[] = [
    ...Array.from({ length: 40 }, () => ({
      kind: "gzip bomb (40 MB inside)",
      path: "/api/contact",
      headers: { "content-type": "application/json", "content-encoding": "gzip" },
      body: bomb,
    })),
    ...Array.from({ length: 20 }, () => ({
      kind: "20 MB form post",
      path: "/api/contact",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: { repeat: formChunk, bytes: 20 * 1024 * 1024 },
    })),
    ...Array.from({ length: 3000 }, (_, index) => ({
      kind: "malformed JSON",
      path: index % 2 ? "/api/contact" : "/api/auth/login",
      headers: { "content-type": "application/json" },
      body: Buffer.from(`{"email": "x@example.com", "message": ${"[".repeat(index % 50)}`),
    })),
  ];
  const refused: Record<string, number> = {};
  let bytesSent = 0;
  const parallel = 50;
  let next = 0;
  const worker = async () => {
    while (next < shots.length) {
      const shot = shots[next++] as Shot;
      const { status, sent } = await send(base, shot);
      bytesSent += sent;
      const key = `${shot.kind}: ${status}`;
      refused[key] = (refused[key] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return { requests: shots.length, refused, bytesSent };
}

/** Sends one shot; resolves with the status (0 when the shop closed the socket first) and the bytes written. */
function send(base: string, shot: Shot): Promise<{ status: number; sent: number }> {
  return new Promise((resolve) => {
    let sent = 0;
    let settled = false;
    const done = (status: number) => {
      if (settled) return;
      settled = true;
      resolve({ status, sent });
    };
    const total = Buffer.isBuffer(shot.body) ? shot.body.length : shot.body.bytes;
    const request = http.request(`${base}${shot.path}`, {
      method: "POST",
      agent: false,
      headers: { ...shot.headers, "content-length": String(total), origin: base },
    });
    request.on("response", (response) => {
      response.resume();
      response.on("end", () => done(response.statusCode ?? 0));
      response.on("error", () => done(response.statusCode ?? 0));
    });
    request.on("error", () => done(0));
    const body = shot.body;
    const write = () => {
      while (sent < total) {
        const chunk = Buffer.isBuffer(body)
          ? body.subarray(sent, sent + 64 * 1024)
          : body.repeat.subarray(0, Math.min(body.repeat.length, total - sent));
        sent += chunk.length;
        if (!request.write(chunk)) {
          request.once("drain", write);
          return;
        }
      }
      request.end();
    };
    write();
  });
}

export const abuseHeadings = ["when", "page", "req/s", "p50 ms", "p99 ms", "target"];

export function abuseRows(result: AbuseResult): string[][] {
  return result.windows.map((window) => [
    window.label === "quiet"
      ? "quiet shop"
      : `${window.label.replace("after ", "window ")} after the flood (${windowSeconds} s each)`,
    window.page,
    Math.round(window.run.requestsPerSecond).toLocaleString("en-US"),
    window.run.p50Ms.toFixed(2),
    window.run.p99Ms.toFixed(2),
    window.label === "quiet" ? "" : window.run.p99Ms < 50 ? "p99 < 50 ms: met" : "p99 < 50 ms: missed",
  ]);
}

export function abuseNotes(result: AbuseResult): string[] {
  const refused = Object.entries(result.flood.refused)
    .map(([kind, count]) => `${kind} × ${count.toLocaleString("en-US")}`)
    .join("; ");
  return [
    ...(result.error ? [`Run failed: ${result.error.split("\n")[0]}`] : []),
    `The flood: ${result.flood.requests.toLocaleString("en-US")} requests (${Math.round(result.flood.bytesSent / 1024 / 1024).toLocaleString("en-US")} MB sent) from 50 sockets at a time in ${result.flood.seconds.toFixed(1)} s; answers (0: the shop closed the socket): ${refused}.`,
    `The shop's memory (RSS): ${result.rssMb.before} MB before the flood, ${result.rssMb.after} MB right after it, ${result.rssMb.end} MB after the windows. Load average ${result.loadAverage.start.toFixed(2)} → ${result.loadAverage.end.toFixed(2)}.`,
  ];
}

// Starts the BUILT shop (build/app/main.js) as production runs it, in a process of its own, on a
// random loopback port with a fresh DATA_DIR and the demo catalogue: what a shopper's browser
// meets. Used by the Lighthouse part of the benchmark; builds first when build/ is stale.
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import { fileURLToPath } from "node:url";
import { build, buildIsStale } from "../scripts/build.mjs";
import { freePort } from "../src/server/testing/machine.ts";
import { scratchDir } from "./databases.ts";

const root = fileURLToPath(new URL("..", import.meta.url));

export interface BuiltShop {
  url: string;
  pid: number;
  close(): Promise<void>;
}

export async function buildIfStale(): Promise<void> {
  if (!buildIsStale()) return;
  console.log("[lighthouse] building the shop (build/ is missing or older than the sources)...");
  await build();
}

/**
 * `env`: more settings for the shop (the pages part gives it an SMTP receiver, to make a member);
 * `nodeArgs`: Node's own flags for its process (e.g. `--cpu-prof` to profile it).
 */
export async function startBuiltShop(env: Record<string, string> = {}, nodeArgs: string[] = []): Promise<BuiltShop> {
  const dataDir = scratchDir("lighthouse");
  const port = await freePort();
  // BENCH_SHOP_NODE_ARGS (e.g. "--trace-gc") and BENCH_SHOP_STDOUT (a file for the shop's standard
  // output) look inside the shop while a part runs
  const extraArgs = (process.env.BENCH_SHOP_NODE_ARGS ?? "").split(" ").filter(Boolean);
  const stdout = process.env.BENCH_SHOP_STDOUT ? fs.openSync(process.env.BENCH_SHOP_STDOUT, "w") : "ignore";
  const child = spawn(process.execPath, [...extraArgs, ...nodeArgs, "build/app/main.js"], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      // production will not start without it; the shop's own address here
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      SEED_DEMO: "1",
      ADMIN_EMAIL: "bench@sattva.local",
      ADMIN_PASSWORD: "bench-admin-password",
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio: ["ignore", stdout, "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  let closing = false;
  // a shop that stops on its own mid-run (crash, or killed from outside) is named in the output
  child.once("exit", (code, signal) => {
    if (!closing) console.log(`[lighthouse] the built shop stopped by itself (exit code ${code}, signal ${signal})`);
  });
  const close = async () => {
    closing = true;
    await stop(child);
    fs.rmSync(dataDir, { recursive: true, force: true, maxRetries: 3 });
  };
  try {
    await waitForHealth(child, url);
  } catch (error) {
    await close();
    throw error;
  }
  return { url, pid: child.pid ?? 0, close };
}

async function waitForHealth(child: ChildProcess, url: string): Promise<void> {
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the built shop exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error("the built shop did not answer /healthz within 300 s");
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
  await exited;
  clearTimeout(timer);
}

/**
 * Waits until a process has used less than `busyShare` of one core over a second (or `timeoutMs`
 * passed): the demo catalogue renders its images in the background after a first start, and that
 * work would compete with the browser being measured. Reads /proc; elsewhere it returns at once.
 */
export async function waitUntilIdle(pid: number, timeoutMs = 180_000, busyShare = 0.1): Promise<number> {
  const startedAt = Date.now();
  const ticksPerSecond = 100; // USER_HZ on Linux
  let before = cpuTicks(pid);
  if (before === undefined) return 0;
  while (Date.now() - startedAt < timeoutMs) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const after = cpuTicks(pid);
    if (after === undefined) break;
    if ((after - before) / ticksPerSecond < busyShare) break;
    before = after;
  }
  return Date.now() - startedAt;
}

/** User + system CPU ticks of a process so far (/proc/{pid}/stat fields 14 and 15). */
function cpuTicks(pid: number): number | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    // the command name may hold spaces: count fields after its closing parenthesis
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return undefined;
  }
}

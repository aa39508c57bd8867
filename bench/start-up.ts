// Measures the shop's start-up with the demo catalogue: a fresh process opens an empty PGlite
// DATA_DIR and seeds it (first start), then a second fresh process opens the seeded one (restart).
import { fork } from "node:child_process";
import fs from "node:fs";
import { fileURLToPath } from "node:url";
import { scratchDir } from "./databases.ts";

export interface StartUpJob {
  dataDir: string;
}

export interface StartUpTimes {
  /** createShop: open, migrate, seed, admin, app. */
  createShopMs: number;
  /** Loading the shop's modules (tsx compiles TypeScript on the fly here; a build does not). */
  importMs: number;
  /** From the process's start to the HTTP server listening. */
  processToListeningMs: number;
  products: number;
}

export interface StartUpResult {
  firstStart?: StartUpTimes;
  restart?: StartUpTimes;
  error?: string;
}

const childModule = fileURLToPath(new URL("./start-up-child.ts", import.meta.url));

export async function measureStartUp(): Promise<StartUpResult> {
  const dataDir = scratchDir("start-up");
  try {
    const firstStart = await startOnce({ dataDir });
    const restart = await startOnce({ dataDir });
    return { firstStart, restart };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true, maxRetries: 3 });
  }
}

function startOnce(job: StartUpJob): Promise<StartUpTimes> {
  return new Promise((resolve, reject) => {
    const child = fork(childModule, [], { stdio: ["ignore", "inherit", "pipe", "ipc"] });
    let stderr = "";
    child.stderr?.on("data", (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    let answer: { times?: StartUpTimes; error?: string } | undefined;
    child.once("message", (message: typeof answer) => {
      answer = message;
    });
    child.once("error", reject);
    // settled on exit, so that the next start (or removing the folder) finds nothing still writing
    child.once("exit", (code) => {
      if (answer?.times) resolve(answer.times);
      else
        reject(new Error(answer?.error ?? `start-up process exited with code ${code}: ${stderr.trim().slice(-800)}`));
    });
    child.send(job);
  });
}

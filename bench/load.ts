// Runs the load generator (autocannon) in a child process and returns what it measured. A child
// rather than the shop's own process: autocannon in the same event loop would take turns with the
// server it measures and make both look slower (see RESULTS.md, "How it measures").
import { fork } from "node:child_process";
import { fileURLToPath } from "node:url";

export interface LoadJob {
  /** Origin of the server, "http://127.0.0.1:PORT". */
  url: string;
  /** Paths sent in turn, one per request, shared by all connections. */
  paths: string[];
  connections: number;
  warmupSeconds: number;
  durationSeconds: number;
}

export interface LoadResult {
  /** Answers with a 2xx status in the measured window. */
  ok: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  /** The status codes seen and how often. */
  statusCodes: Record<string, number>;
  durationSeconds: number;
  requestsPerSecond: number;
  /** Latency of the 2xx answers, milliseconds. */
  latency: { p50: number; p90: number; p99: number; max: number; mean: number };
  bytesPerAnswer: number;
  /** Requests sent in warm-up and measurement together, and how many distinct paths they used. */
  sent: number;
  distinctPaths: number;
}

const childModule = fileURLToPath(new URL("./load-child.ts", import.meta.url));

type ChildMessage = { measuring: true } | { result: LoadResult } | { error: string };

/**
 * Runs one job in a fresh child (the tsx loader comes along in execArgv). onMeasuring is called
 * when the warm-up is over and the measured window begins.
 */
export function runLoad(job: LoadJob, onMeasuring: () => void = () => {}): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = fork(childModule, [], { serialization: "advanced", stdio: ["ignore", "inherit", "inherit", "ipc"] });
    let answered = false;
    child.on("message", (message: ChildMessage) => {
      if ("measuring" in message) return onMeasuring();
      answered = true;
      if ("result" in message) resolve(message.result);
      else reject(new Error(`load generator failed: ${message.error}`));
    });
    child.once("error", reject);
    child.once("exit", (code) => {
      if (!answered) reject(new Error(`load generator exited with code ${code} before answering`));
    });
    child.send(job);
  });
}

// Runs the load generator and returns what it measured: wrk (C, one thread: the other core serves)
// when it is installed, as the pages part uses it; otherwise autocannon in a child process. Never in
// the shop's own process: a generator in the same event loop would take turns with the server it
// measures and make both look slower (see RESULTS.md, "How it measures").
import { execFile, execFileSync, fork } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
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

/** The generator this machine has: wrk when installed (BENCH_LOAD=autocannon picks autocannon). */
export function loadGenerator(): "wrk" | "autocannon" {
  if (process.env.BENCH_LOAD === "autocannon") return "autocannon";
  try {
    execFileSync("wrk", ["-v"], { stdio: "ignore" });
    return "wrk";
  } catch (error) {
    // wrk -v exits 1 after printing its version
    return (error as { status?: number }).status === 1 ? "wrk" : "autocannon";
  }
}

/**
 * Runs one job with the machine's generator. onMeasuring is called when the warm-up is over and
 * the measured window begins.
 */
export function runLoad(job: LoadJob, onMeasuring: () => void = () => {}): Promise<LoadResult> {
  return loadGenerator() === "wrk" ? runWrk(job, onMeasuring) : runAutocannon(job, onMeasuring);
}

/**
 * wrk with a script that sends the job's paths in turn (warm-up and measured run continue the same
 * turn, so the measured run does not repeat the warm-up's paths) and prints its numbers as JSON.
 */
async function runWrk(job: LoadJob, onMeasuring: () => void): Promise<LoadResult> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-wrk-"));
  try {
    let sentBefore = 0;
    const script = (offset: number) => {
      const file = path.join(dir, `paths-${offset}.lua`);
      fs.writeFileSync(
        file,
        [
          `local paths = {${job.paths.map((each) => JSON.stringify(each)).join(",")}}`,
          `local next = ${offset}`,
          "request = function()",
          "  next = next + 1",
          '  return wrk.format("GET", paths[(next - 1) % #paths + 1])',
          "end",
          "done = function(summary, latency, requests)",
          "  local e = summary.errors",
          '  io.write(string.format("JSON{\\"requests\\":%d,\\"duration\\":%d,\\"bytes\\":%d,\\"p50\\":%f,\\"p90\\":%f,\\"p99\\":%f,\\"max\\":%f,\\"mean\\":%f,\\"non2xx\\":%d,\\"errors\\":%d,\\"timeouts\\":%d}\\n",',
          "    summary.requests, summary.duration, summary.bytes, latency:percentile(50), latency:percentile(90),",
          "    latency:percentile(99), latency.max, latency.mean, e.status, e.connect + e.read + e.write, e.timeout))",
          "end",
        ].join("\n"),
      );
      return file;
    };
    const wrk = async (seconds: number, offset: number) => {
      const { stdout } = await new Promise<{ stdout: string }>((resolve, reject) =>
        execFile(
          "wrk",
          ["-t1", `-c${job.connections}`, `-d${seconds}s`, "-s", script(offset), job.url],
          { maxBuffer: 1 << 20 },
          (error, out) => (error ? reject(error) : resolve({ stdout: out })),
        ),
      );
      const line = /^JSON(\{.*\})$/m.exec(stdout)?.[1];
      if (!line) throw new Error(`wrk printed no result: ${stdout}`);
      return JSON.parse(line) as Record<string, number>;
    };
    if (job.warmupSeconds > 0) sentBefore = (await wrk(job.warmupSeconds, 0)).requests ?? 0;
    onMeasuring();
    const measured = await wrk(job.durationSeconds, sentBefore);
    const ms = (microseconds: number | undefined) => (microseconds ?? 0) / 1000;
    const requests = measured.requests ?? 0;
    const duration = (measured.duration ?? 1) / 1e6;
    const non2xx = measured.non2xx ?? 0;
    return {
      ok: requests - non2xx,
      non2xx,
      errors: measured.errors ?? 0,
      timeouts: measured.timeouts ?? 0,
      statusCodes: {},
      durationSeconds: duration,
      requestsPerSecond: (requests - non2xx) / duration,
      latency: {
        p50: ms(measured.p50),
        p90: ms(measured.p90),
        p99: ms(measured.p99),
        max: ms(measured.max),
        mean: ms(measured.mean),
      },
      bytesPerAnswer: requests ? Math.round((measured.bytes ?? 0) / requests) : 0,
      sent: sentBefore + requests,
      distinctPaths: Math.min(sentBefore + requests, job.paths.length),
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Runs one job with autocannon in a fresh child (the tsx loader comes along in execArgv). onMeasuring is called
 * when the warm-up is over and the measured window begins.
 */
function runAutocannon(job: LoadJob, onMeasuring: () => void): Promise<LoadResult> {
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

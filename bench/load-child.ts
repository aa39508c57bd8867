// The load generator's process: receives one LoadJob from bench/load.ts, warms the endpoint up,
// measures it with autocannon and sends back a LoadResult. Latencies are kept per answer (autocannon's
// own histogram rounds to whole milliseconds, too coarse for a 1 ms answer).
import autocannon, { type AutocannonRequest, type AutocannonResult } from "autocannon";
import type { LoadJob, LoadResult } from "./load.ts";

process.once("message", (job: LoadJob) => {
  measure(job)
    .then((result) => process.send?.({ result }))
    .catch((error: unknown) => process.send?.({ error: error instanceof Error ? error.stack : String(error) }))
    .finally(() => process.disconnect?.());
});

async function measure(job: LoadJob): Promise<LoadResult> {
  // one counter for warm-up and measurement, so the measured run does not repeat warm-up's paths
  let sent = 0;
  const nextPath = () => {
    const path = job.paths[sent % job.paths.length] ?? "/";
    sent += 1;
    return path;
  };
  const requests: AutocannonRequest[] =
    job.paths.length === 1
      ? [
          {
            method: "GET",
            path: job.paths[0] ?? "/",
            setupRequest: (request) => {
              nextPath();
              return request;
            },
          },
        ]
      : [{ method: "GET", setupRequest: (request) => ({ ...request, path: nextPath() }) }];

  if (job.warmupSeconds > 0) await run(job, requests, job.warmupSeconds, () => {});
  process.send?.({ measuring: true });
  const latencies: number[] = [];
  let bytes = 0;
  const result = await run(job, requests, job.durationSeconds, (statusCode, answerBytes, milliseconds) => {
    if (statusCode < 200 || statusCode >= 300) return;
    latencies.push(milliseconds);
    bytes += answerBytes;
  });
  latencies.sort((a, b) => a - b);
  const statusCodes = Object.fromEntries(
    Object.entries(result.statusCodeStats).map(([code, stats]) => [code, Number(stats.count)]),
  );
  return {
    ok: latencies.length,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes,
    durationSeconds: result.duration,
    requestsPerSecond: latencies.length / result.duration,
    latency: {
      p50: percentile(latencies, 0.5),
      p90: percentile(latencies, 0.9),
      p99: percentile(latencies, 0.99),
      max: latencies.at(-1) ?? 0,
      mean: latencies.reduce((sum, value) => sum + value, 0) / Math.max(1, latencies.length),
    },
    bytesPerAnswer: latencies.length ? Math.round(bytes / latencies.length) : 0,
    sent,
    distinctPaths: Math.min(sent, job.paths.length),
  };
}

type OnAnswer = (statusCode: number, bytes: number, milliseconds: number) => void;

function run(job: LoadJob, requests: AutocannonRequest[], seconds: number, onAnswer: OnAnswer) {
  return new Promise<AutocannonResult>((resolve, reject) => {
    const instance = autocannon(
      { url: job.url, connections: job.connections, duration: seconds, requests },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    instance.on("response", (_client: unknown, statusCode: number, bytes: number, milliseconds: number) =>
      onAnswer(statusCode, bytes, milliseconds),
    );
  });
}

/** Nearest-rank percentile of sorted values. */
function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? 0;
}

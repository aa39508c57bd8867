// Watches the shop process's event loop while an endpoint is measured (perf_hooks
// monitorEventLoopDelay). A stalled loop delays every request and asset, not only the slow one.
import { monitorEventLoopDelay } from "node:perf_hooks";

export interface EventLoopDelay {
  p99Ms: number;
  maxMs: number;
}

/** The sampling interval; Node records whole intervals, so it is subtracted to leave the delay. */
const resolutionMs = 5;

export function watchEventLoop(): { stop(): EventLoopDelay } {
  const histogram = monitorEventLoopDelay({ resolution: resolutionMs });
  histogram.enable();
  return {
    stop() {
      histogram.disable();
      const delay = (nanoseconds: number) => Math.max(0, nanoseconds / 1e6 - resolutionMs);
      return { p99Ms: delay(histogram.percentile(99)), maxMs: delay(histogram.max) };
    },
  };
}

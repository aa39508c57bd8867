// A small queue in front of sharp. libvips work runs off the main thread, but on a 2-core machine
// several encodings at once would still take the CPU from request handling: jobs beyond the limit
// wait their turn here, and background jobs (warming up the demo images) only start when no
// request is waiting for an encoding.

export type EncodePriority = "request" | "background";

export interface EncodeQueue {
  run<T>(job: () => Promise<T>, priority?: EncodePriority): Promise<T>;
}

export function createEncodeQueue(concurrency: number): EncodeQueue {
  const waiting: Record<EncodePriority, Array<() => void>> = { request: [], background: [] };
  let running = 0;

  const next = () => {
    if (running >= concurrency) return;
    const start = waiting.request.shift() ?? waiting.background.shift();
    if (start) {
      running += 1;
      start();
    }
  };

  return {
    run<T>(job: () => Promise<T>, priority: EncodePriority = "request"): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        waiting[priority].push(() => {
          job()
            .then(resolve, reject)
            .finally(() => {
              running -= 1;
              next();
            });
        });
        next();
      });
    },
  };
}

// Rate limits (DESIGN.md point 13): fixed-window counters kept in Redis when REDIS_URL is set, so
// every instance counts together, and in this process's memory otherwise. A Redis that stops
// answering does not stop the shop: counting falls back to memory until it is back.
import crypto from "node:crypto";
import { Redis } from "ioredis";
import { countOf } from "../../core/plural.ts";
import type { Logger } from "../log.ts";
import { TooManyRequests } from "./errors.ts";

export interface Limit {
  /** Names the counter family, e.g. "login:address". */
  name: string;
  max: number;
  windowSeconds: number;
  /** Shown with 429, e.g. "Too many sign-in attempts." */
  message: string;
}

export interface LimitState {
  allowed: boolean;
  count: number;
  retryAfterSeconds: number;
}

export interface RateLimiter {
  /** Counts one hit against `limit` for `subject` (an address, an IP) and says whether it is allowed. */
  hit(limit: Limit, subject: string): Promise<LimitState>;
  /** The state of `limit` for `subject` without counting a hit (for limits that count only failures). */
  peek(limit: Limit, subject: string): Promise<LimitState>;
  readonly kind: "redis" | "memory";
  close(): Promise<void>;
}

/** Counts a hit for each (limit, subject) pair; the first exceeded one becomes a 429 with Retry-After. */
export async function enforceLimits(
  ctx: { limiter: RateLimiter; log: Logger },
  checks: Array<[Limit, string]>,
): Promise<void> {
  for (const [limit, subject] of checks) {
    const state = await ctx.limiter.hit(limit, subject);
    if (!state.allowed) {
      // which limit, never whose address
      ctx.log.warn({ limit: limit.name, count: state.count, retryAfter: state.retryAfterSeconds }, "rate limited");
      throw new TooManyRequests(
        `${limit.message} Please try again in ${describeWait(state.retryAfterSeconds)}.`,
        state.retryAfterSeconds,
      );
    }
  }
}

/** Refuses with 429 when any (limit, subject) pair is already spent, counting nothing. */
export async function refuseSpentLimits(
  ctx: { limiter: RateLimiter; log: Logger },
  checks: Array<[Limit, string]>,
): Promise<void> {
  for (const [limit, subject] of checks) {
    const state = await ctx.limiter.peek(limit, subject);
    if (!state.allowed) throw limited(ctx, limit, state);
  }
}

function limited(ctx: { log: Logger }, limit: Limit, state: LimitState): TooManyRequests {
  ctx.log.warn({ limit: limit.name, count: state.count, retryAfter: state.retryAfterSeconds }, "rate limited");
  return new TooManyRequests(
    `${limit.message} Please try again in ${describeWait(state.retryAfterSeconds)}.`,
    state.retryAfterSeconds,
  );
}

function describeWait(seconds: number): string {
  if (seconds < 60) return `${Math.max(1, Math.ceil(seconds))} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return countOf(minutes, "minute");
}

/** Counter keys never hold an address or IP in clear. */
function counterKey(prefix: string, limit: Limit, subject: string): string {
  const digest = crypto.createHash("sha256").update(subject).digest("base64url").slice(0, 22);
  return `${prefix}${limit.name}:${digest}`;
}

export function createMemoryLimiter(): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let lastSweep = Date.now();
  return {
    kind: "memory",
    async hit(limit, subject) {
      const now = Date.now();
      if (now - lastSweep > 60_000) {
        lastSweep = now;
        for (const [key, window] of windows) if (window.resetAt <= now) windows.delete(key);
      }
      const key = counterKey("", limit, subject);
      let window = windows.get(key);
      if (!window || window.resetAt <= now) {
        window = { count: 0, resetAt: now + limit.windowSeconds * 1000 };
        windows.set(key, window);
      }
      window.count += 1;
      return {
        allowed: window.count <= limit.max,
        count: window.count,
        retryAfterSeconds: Math.max(1, Math.ceil((window.resetAt - now) / 1000)),
      };
    },
    async peek(limit, subject) {
      const now = Date.now();
      const window = windows.get(counterKey("", limit, subject));
      if (!window || window.resetAt <= now) return { allowed: true, count: 0, retryAfterSeconds: 0 };
      return {
        allowed: window.count < limit.max,
        count: window.count,
        retryAfterSeconds: Math.max(1, Math.ceil((window.resetAt - now) / 1000)),
      };
    },
    async close() {
      windows.clear();
    },
  };
}

// INCR, and start the window's clock on the first hit; answers the count and the milliseconds left.
const hitScript = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return { count, ttl }`;

export async function createRedisLimiter(url: string, log: Logger, keyPrefix = "sattva:rl:"): Promise<RateLimiter> {
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    retryStrategy: (attempt) => Math.min(attempt * 500, 5_000),
  });
  let warned = false;
  redis.on("error", (error) => {
    if (!warned) log.error({ err: error.message }, "redis unavailable: rate limits counted in memory meanwhile");
    warned = true;
  });
  redis.on("ready", () => {
    if (warned) log.info("redis is back: rate limits shared again");
    warned = false;
  });
  await redis.connect().catch(() => {});
  const fallback = createMemoryLimiter();
  return {
    kind: "redis",
    async hit(limit, subject) {
      try {
        const [count, ttl] = (await redis.eval(
          hitScript,
          1,
          counterKey(keyPrefix, limit, subject),
          String(limit.windowSeconds * 1000),
        )) as [number, number];
        return { allowed: count <= limit.max, count, retryAfterSeconds: Math.max(1, Math.ceil(ttl / 1000)) };
      } catch {
        return fallback.hit(limit, subject);
      }
    },
    async peek(limit, subject) {
      try {
        const key = counterKey(keyPrefix, limit, subject);
        const [count, ttl] = await Promise.all([redis.get(key), redis.pttl(key)]);
        const n = Number(count ?? 0);
        if (n === 0 || ttl <= 0) return { allowed: true, count: 0, retryAfterSeconds: 0 };
        return { allowed: n < limit.max, count: n, retryAfterSeconds: Math.max(1, Math.ceil(ttl / 1000)) };
      } catch {
        return fallback.peek(limit, subject);
      }
    },
    async close() {
      redis.disconnect();
      await fallback.close();
    },
  };
}

export function createRateLimiter(redisUrl: string | undefined, log: Logger): Promise<RateLimiter> {
  return redisUrl ? createRedisLimiter(redisUrl, log) : Promise.resolve(createMemoryLimiter());
}

// A seeded pseudo-random generator (mulberry32), so the demo catalogue, its reviews and its images
// are the same on every run.

export interface Random {
  /** A number in [0, 1). */
  next(): number;
  /** A whole number from min to max, both included. */
  int(min: number, max: number): number;
  /** A number from min to max. */
  between(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  /** Some distinct items, in random order. */
  sample<T>(items: readonly T[], count: number): T[];
  chance(probability: number): boolean;
  /** A UUID (version 4 layout) made from the generator, for ids that must be stable between runs. */
  uuid(): string;
}

export function createRandom(seed: number | string): Random {
  let state = typeof seed === "number" ? seed >>> 0 : hashString(seed);
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const random: Random = {
    next,
    int,
    between: (min, max) => min + next() * (max - min),
    pick<T>(items: readonly T[]): T {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error("pick from an empty list");
      return item;
    },
    sample<T>(items: readonly T[], count: number): T[] {
      const pool = [...items];
      for (let i = pool.length - 1; i > 0; i--) {
        const j = int(0, i);
        [pool[i], pool[j]] = [pool[j] as T, pool[i] as T];
      }
      return pool.slice(0, count);
    },
    chance: (probability) => next() < probability,
    uuid() {
      const hex = Array.from({ length: 32 }, () => int(0, 15).toString(16));
      hex[12] = "4";
      hex[16] = (8 + int(0, 3)).toString(16);
      const s = hex.join("");
      return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
    },
  };
  return random;
}

function hashString(text: string): number {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 16777619);
  }
  return hash >>> 0;
}

// A small seeded pseudo-random generator, so the same seed always yields the same data.
// Each generated thing gets its own stream (seeded from a name such as "title:ashen-crown"), so
// adding a title or a post does not reshuffle everything generated after it.

export interface Random {
  /** a float in [0, 1) */
  next(): number;
  /** an integer in [min, max], both included */
  int(min: number, max: number): number;
  /** a float in [min, max) */
  between(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
}

export function createRandom(seedName: string): Random {
  const next = mulberry32(hashString(seedName));
  const between = (min: number, max: number) => min + (max - min) * next();
  return {
    next,
    between,
    int: (min, max) => Math.floor(between(min, max + 1)),
    chance: (probability) => next() < probability,
    pick: (items) => {
      if (items.length === 0) throw new Error("pick from an empty list");
      return items[Math.floor(next() * items.length)] as (typeof items)[number];
    },
  };
}

// FNV-1a: turns the stream's name into a 32-bit seed.
function hashString(text: string): number {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 16777619);
  }
  return hash >>> 0;
}

// mulberry32 (public domain): tiny, fast and well distributed for test data.
function mulberry32(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A small, fast, seedable PRNG (sfc32, 128-bit state, seeded through splitmix32). A 32-bit-state
 * generator such as mulberry32 would not do: a uuid drawn from it is fixed by 32 bits of state, so
 * 860k uuids would collide about a hundred times.
 */
export interface Rng {
  /** Uniform in [0, 1). */
  next(): number;
  /** Uniform 32-bit unsigned integer. */
  uint32(): number;
  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  /** true with probability p. */
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** Standard normal deviate (Box–Muller). */
  gauss(): number;
}

function splitmix32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x9e3779b9) | 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) >>> 0;
  };
}

export function createRng(seed: number): Rng {
  const init = splitmix32(seed);
  let a = init();
  let b = init();
  let c = init();
  let d = init();
  const uint32 = (): number => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return t >>> 0;
  };
  for (let i = 0; i < 12; i++) uint32();
  const next = (): number => uint32() / 4294967296;
  return {
    next,
    uint32,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (p) => next() < p,
    pick<T>(items: readonly T[]): T {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
    gauss: () => Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next()),
  };
}

/** Derives an independent seed for a sub-stream (hotels, offers, images) from the feed's seed. */
export function deriveSeed(seed: number, stream: number): number {
  return splitmix32((seed ^ Math.imul(stream + 1, 0x27d4eb2d)) >>> 0)();
}

const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));

/** A version-4, variant-1 uuid (RFC 9562) from 122 random bits of the generator. */
export function uuidV4(rng: Rng): string {
  const w0 = rng.uint32();
  const w1 = (rng.uint32() & 0xffff0fff) | 0x00004000;
  const w2 = (rng.uint32() & 0x3fffffff) | 0x80000000;
  const w3 = rng.uint32();
  const h = (word: number, shift: number): string => HEX[(word >>> shift) & 0xff] ?? '00';
  return (
    h(w0, 24) +
    h(w0, 16) +
    h(w0, 8) +
    h(w0, 0) +
    '-' +
    h(w1, 24) +
    h(w1, 16) +
    '-' +
    h(w1, 8) +
    h(w1, 0) +
    '-' +
    h(w2, 24) +
    h(w2, 16) +
    '-' +
    h(w2, 8) +
    h(w2, 0) +
    h(w3, 24) +
    h(w3, 16) +
    h(w3, 8) +
    h(w3, 0)
  );
}

/** A sampler over fixed weights: O(log n) per draw from a cumulative table. */
export function weightedSampler<T>(items: readonly T[], weights: readonly number[]): (rng: Rng) => T {
  if (items.length === 0 || items.length !== weights.length)
    throw new Error('weighted sampler needs one weight per item');
  const cumulative = new Float64Array(weights.length);
  let total = 0;
  weights.forEach((weight, i) => {
    total += Math.max(0, weight);
    cumulative[i] = total;
  });
  if (!(total > 0)) throw new Error('weighted sampler needs a positive total weight');
  return (rng) => {
    const target = rng.next() * total;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((cumulative[mid] ?? 0) > target) hi = mid;
      else lo = mid + 1;
    }
    return items[lo] as T;
  };
}

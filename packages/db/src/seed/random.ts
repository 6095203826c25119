/** A random number source in [0, 1). */
export type Rng = () => number;

/** splitmix32: spreads a seed over 32 bits, used to seed sfc32. */
function splitmix32(state: number): () => number {
  let s = state >>> 0;
  return () => {
    s = (s + 0x9e3779b9) | 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) >>> 0;
  };
}

/** sfc32 (Chris Doty-Humphrey's Small Fast Counting generator), 32-bit state words. */
function sfc32(a: number, b: number, c: number, d: number): Rng {
  return () => {
    a |= 0;
    b |= 0;
    c |= 0;
    d |= 0;
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
}

/**
 * The random stream of one item (member i, pool image k …) under a seed: items do not depend on
 * each other, so that a row is the same whatever the batch size or the number of rows asked for.
 */
export function rngFor(seed: number, stream: number, salt = 0): Rng {
  const mix = splitmix32(Math.imul(seed ^ 0x5bd1e995, 0x27d4eb2d) ^ Math.imul(stream + 1, 0x165667b1) ^ salt);
  const rng = sfc32(mix(), mix(), mix(), mix());
  for (let i = 0; i < 8; i++) rng();
  return rng;
}

export const between = (rng: Rng, lo: number, hi: number) => lo + rng() * (hi - lo);
export const intBetween = (rng: Rng, lo: number, hi: number) => lo + Math.floor(rng() * (hi - lo + 1));
export const chance = (rng: Rng, p: number) => rng() < p;

export function pick<T>(rng: Rng, items: readonly T[]): T {
  const item = items[Math.floor(rng() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

/** Approximately normal (sum of three uniforms), mean and standard deviation given. */
export function normal(rng: Rng, mean: number, sd: number): number {
  return mean + (rng() + rng() + rng() - 1.5) * 2 * sd;
}

/** A picker over weighted choices; weights need not sum to 1. */
export function weighted<T>(entries: readonly (readonly [T, number])[]): (rng: Rng) => T {
  const values = entries.map(([value]) => value);
  const cumulative: number[] = [];
  let total = 0;
  for (const [, w] of entries) cumulative.push((total += w));
  return (rng) => {
    const x = rng() * total;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((cumulative[mid] ?? 0) > x) hi = mid;
      else lo = mid + 1;
    }
    return values[lo] as T;
  };
}

const HEX = '0123456789abcdef';

/** A version-4-shaped UUID drawn from the stream (deterministic, unlike crypto.randomUUID). */
export function uuidFrom(rng: Rng): string {
  let out = '';
  for (let i = 0; i < 32; i++) {
    let nibble = Math.floor(rng() * 16);
    if (i === 12) nibble = 4;
    else if (i === 16) nibble = 8 + (nibble & 3);
    out += HEX[nibble];
    if (i === 7 || i === 11 || i === 15 || i === 19) out += '-';
  }
  return out;
}

const TOKEN_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** A random token of the given length (push tokens). */
export function tokenFrom(rng: Rng, length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += TOKEN_CHARS[Math.floor(rng() * 64)];
  return out;
}

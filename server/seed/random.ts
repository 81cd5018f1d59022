/**
 * The seed's random streams: one small seeded PRNG and the draws the generator makes from it. The main
 * stream (generate.ts) gives every record in order; data added later draws from a stream of its own per
 * record (`streamFor`), so adding it changes no other record.
 */

/** mulberry32: a small, fast, seeded PRNG giving floats in [0, 1). */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A list with its weights and their running totals, for Random.weightedFrom. */
export class WeightTable<T> {
  readonly weights: number[];
  /** The sum of the weights before each item. */
  readonly before: number[];
  readonly total: number;
  constructor(
    readonly items: readonly T[],
    weight: (item: T) => number,
  ) {
    this.weights = items.map(weight);
    this.before = [];
    let sum = 0;
    for (const w of this.weights) {
      this.before.push(sum);
      sum += w;
    }
    this.total = this.weights.reduce((total, w) => total + w, 0);
  }
}

export class Random {
  constructor(readonly next: () => number) {}
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  }
  weighted<T>(items: readonly T[], weight: (item: T) => number): T {
    const total = items.reduce((sum, item) => sum + weight(item), 0);
    let at = this.next() * total;
    for (const item of items) {
      at -= weight(item);
      if (at < 0) return item;
    }
    return this.pick(items);
  }
  /**
   * The same draw as `weighted` over a list it has seen before: its running totals found by bisection,
   * for long lists drawn from many times (the dealers, for every vehicle).
   */
  weightedFrom<T>(table: WeightTable<T>): T {
    const at = this.next() * table.total;
    let low = 0;
    let high = table.items.length;
    // The first item whose running total exceeds `at`: the item whose weight takes `at` below 0.
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (at - (table.before[mid] ?? 0) - (table.weights[mid] ?? 0) < 0) high = mid;
      else low = mid + 1;
    }
    return table.items[low] ?? this.pick(table.items);
  }
  /** Roughly normal around 0 with standard deviation 1 (sum of uniforms). */
  normal(): number {
    return this.next() + this.next() + this.next() + this.next() - 2;
  }
}

/** FNV-1a over a string: a 32-bit seed. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

/** A record's own stream for one purpose ('history'): the same id and purpose always give the same draws. */
export const streamFor = (id: number, purpose: string) => new Random(prng(fnv1a(`${id}:${purpose}`)));

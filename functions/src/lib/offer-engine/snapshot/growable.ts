import type { ArrayOfKind, ColumnKind } from '../offer-index.ts';

export function allocate<K extends ColumnKind>(kind: K, length: number): ArrayOfKind<K> {
  switch (kind) {
    case 'u8':
      return new Uint8Array(length) as ArrayOfKind<K>;
    case 'u16':
      return new Uint16Array(length) as ArrayOfKind<K>;
    case 'u32':
      return new Uint32Array(length) as ArrayOfKind<K>;
    case 'i32':
      return new Int32Array(length) as ArrayOfKind<K>;
    default:
      return new Float64Array(length) as ArrayOfKind<K>;
  }
}

/**
 * An append-only typed array that doubles when full, so 860k+ streamed offers cost a few bytes
 * each instead of one JS object each.
 */
export class Growable<K extends ColumnKind> {
  private data: ArrayOfKind<K>;
  length = 0;

  constructor(
    readonly kind: K,
    capacity = 4096,
  ) {
    this.data = allocate(kind, capacity);
  }

  push(value: number): void {
    if (this.length === this.data.length) this.grow();
    this.data[this.length++] = value;
  }

  get(position: number): number {
    return this.data[position] ?? 0;
  }

  set(position: number, value: number): void {
    this.data[position] = value;
  }

  /** A view of the filled part (no copy; invalid after the next push). */
  view(): ArrayOfKind<K> {
    return this.data.subarray(0, this.length) as ArrayOfKind<K>;
  }

  /** An exact-size copy, detached from the growth buffer. */
  toArray(): ArrayOfKind<K> {
    return this.data.slice(0, this.length) as ArrayOfKind<K>;
  }

  private grow(): void {
    const next = allocate(this.kind, Math.max(16, this.data.length * 2));
    next.set(this.data);
    this.data = next;
  }
}

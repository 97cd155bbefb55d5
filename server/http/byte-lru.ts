/**
 * A least-recently-used map bounded by bytes: each entry weighs what `sizeOf` says (plus its key
 * and a fixed overhead, so even empty values count), and past `maxBytes` the least recently used
 * entries go. An entry heavier than the whole budget is not kept. `set` on a present key re-weighs
 * it (an answer whose compressed copies were made since).
 */
export const ENTRY_OVERHEAD_BYTES = 256;

export class ByteBoundedLru<V> {
  private readonly entries = new Map<string, { value: V; bytes: number }>();
  private total = 0;

  constructor(
    readonly maxBytes: number,
    private readonly sizeOf: (value: V) => number,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  /** Bytes held (values, keys and overhead). */
  get bytes(): number {
    return this.total;
  }

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  /**
   * The entry without counting it as used: no reordering, so a caller's fresh key string is not
   * stored in the map (a hot path's hits then leave nothing behind for the garbage collector to move
   * to the old generation).
   */
  peek(key: string): V | undefined {
    return this.entries.get(key)?.value;
  }

  set(key: string, value: V): void {
    this.delete(key);
    const bytes = this.sizeOf(value) + key.length * 2 + ENTRY_OVERHEAD_BYTES;
    if (bytes > this.maxBytes) return;
    this.entries.set(key, { value, bytes });
    this.total += bytes;
    for (const [oldest, entry] of this.entries) {
      if (this.total <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.total -= entry.bytes;
    }
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.total -= entry.bytes;
  }
}

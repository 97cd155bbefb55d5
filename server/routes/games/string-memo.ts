/**
 * Values of a pure function kept by the string they were made from (a request's raw query string),
 * bounded by the characters of the keys it holds: past the budget it starts over, so a stream of
 * distinct strings cannot grow the memory. Each key also counts a fixed overhead (the entry, the
 * value it points to).
 */
const ENTRY_OVERHEAD_CHARS = 128;

export class StringMemo<V> {
  private readonly kept = new Map<string, V>();
  private chars = 0;

  constructor(private readonly maxChars: number) {}

  get size(): number {
    return this.kept.size;
  }

  get(key: string): V | undefined {
    return this.kept.get(key);
  }

  set(key: string, value: V): void {
    if (this.kept.has(key)) return;
    const weight = key.length + ENTRY_OVERHEAD_CHARS;
    if (weight > this.maxChars) return;
    if (this.chars + weight > this.maxChars) {
      this.kept.clear();
      this.chars = 0;
    }
    this.kept.set(key, value);
    this.chars += weight;
  }
}

/** The raw query string of a request URL ('' when it has none). */
export function rawQueryOf(url: string): string {
  const q = url.indexOf('?');
  return q === -1 ? '' : url.slice(q + 1);
}

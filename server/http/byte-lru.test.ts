import { describe, expect, it } from 'vitest';
import { ByteBoundedLru, ENTRY_OVERHEAD_BYTES } from './byte-lru';

const weigh = (s: string) => s.length;
const entry = (key: string, value: string) => value.length + key.length * 2 + ENTRY_OVERHEAD_BYTES;

describe('a byte-bounded LRU', () => {
  it('keeps the total within its budget, dropping the least recently used first', () => {
    const max = 3 * entry('a', 'x'.repeat(100));
    const lru = new ByteBoundedLru<string>(max, weigh);
    for (const k of ['a', 'b', 'c']) lru.set(k, 'x'.repeat(100));
    expect(lru.size).toBe(3);
    expect(lru.get('a')).toBeDefined(); // a is now the most recent
    lru.set('d', 'x'.repeat(100));
    expect(lru.size).toBe(3);
    expect(lru.get('b')).toBeUndefined();
    expect(lru.get('a')).toBeDefined();
    expect(lru.bytes).toBeLessThanOrEqual(max);
  });

  it('counts every entry, even an empty one, so the count is bounded too', () => {
    const lru = new ByteBoundedLru<string>(10_000, weigh);
    for (let i = 0; i < 10_000; i++) lru.set(`k${i}`, '');
    expect(lru.bytes).toBeLessThanOrEqual(10_000);
    expect(lru.size).toBeLessThanOrEqual(Math.floor(10_000 / ENTRY_OVERHEAD_BYTES));
  });

  it('re-weighs an entry set again and never keeps one heavier than the budget', () => {
    const lru = new ByteBoundedLru<string>(1_000, weigh);
    lru.set('a', 'x');
    lru.set('a', 'x'.repeat(500));
    expect(lru.bytes).toBe(entry('a', 'x'.repeat(500)));
    lru.set('big', 'x'.repeat(2_000));
    expect(lru.get('big')).toBeUndefined();
    expect(lru.get('a')).toBeDefined();
  });

  it('peek finds an entry without counting it as used', () => {
    const lru = new ByteBoundedLru<string>(2 * entry('a', 'x'), weigh);
    lru.set('a', 'x');
    lru.set('b', 'y');
    expect(lru.peek('a')).toBe('x');
    expect(lru.peek('z')).toBeUndefined();
    // 'a' is still the least recently used: it goes first
    lru.set('c', 'z');
    expect(lru.peek('a')).toBeUndefined();
    expect([lru.peek('b'), lru.peek('c')]).toEqual(['y', 'z']);
  });
});

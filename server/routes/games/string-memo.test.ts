import { describe, expect, it } from 'vitest';
import { rawQueryOf, StringMemo } from './string-memo';

describe('StringMemo', () => {
  it('gives back what was kept under a string, and nothing for another', () => {
    const memo = new StringMemo<number>(10_000);
    memo.set('pageNo=1', 1);
    expect(memo.get('pageNo=1')).toBe(1);
    expect(memo.get('pageNo=2')).toBeUndefined();
  });

  it('keeps the first value of a string', () => {
    const memo = new StringMemo<number>(10_000);
    memo.set('a', 1);
    memo.set('a', 2);
    expect(memo.get('a')).toBe(1);
    expect(memo.size).toBe(1);
  });

  it('starts over past its budget, so distinct strings cannot grow it', () => {
    // each entry weighs its key's characters and 128 for the entry itself: 4 entries of 'qN' fit in 600
    const memo = new StringMemo<number>(600);
    for (let n = 0; n < 1000; n++) {
      memo.set(`q${n}`, n);
      expect(memo.size).toBeLessThanOrEqual(4);
    }
    expect(memo.get('q999')).toBe(999);
    expect(memo.get('q0')).toBeUndefined();
  });

  it('does not keep a string heavier than its whole budget', () => {
    const memo = new StringMemo<number>(200);
    memo.set('x'.repeat(100), 1);
    expect(memo.size).toBe(0);
  });
});

describe('rawQueryOf', () => {
  it('is what follows the first question mark', () => {
    expect(rawQueryOf('/wps/relay/GCSGAME_gameList?pageNo=1&pageSize=6')).toBe('pageNo=1&pageSize=6');
    expect(rawQueryOf('/a?b=1?c')).toBe('b=1?c');
    expect(rawQueryOf('/a?')).toBe('');
    expect(rawQueryOf('/a')).toBe('');
  });
});

import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { Id, IdParam, INT4_MAX, Int4Id, Int4IdParam } from './id';

const ok = (schema: v.GenericSchema, value: unknown) => v.safeParse(schema, value).success;

describe('the shared id schema', () => {
  it('takes positive safe integers and nothing else', () => {
    for (const good of [1, 42, Number.MAX_SAFE_INTEGER]) expect(ok(Id, good), String(good)).toBe(true);
    for (const bad of [0, -1, 1.5, 2 ** 63, JSON.parse('9007199254740993'), Number.NaN, Number.POSITIVE_INFINITY, '1', null, true])
      expect(ok(Id, bad), String(bad)).toBe(false);
  });

  it('bounds the ids of integer columns at 2^31 - 1', () => {
    expect(ok(Int4Id, INT4_MAX)).toBe(true);
    expect(ok(Int4Id, INT4_MAX + 1)).toBe(false);
    expect(ok(Int4IdParam, String(INT4_MAX + 1))).toBe(false);
  });

  it('reads digits of a query string or path, refusing anything else', () => {
    expect(v.parse(IdParam, '12')).toBe(12);
    expect(v.parse(IdParam, 12)).toBe(12);
    for (const bad of ['9223372036854775808', '9007199254740993', '-1', '0', '1.5', '12abc', ' 12', '', '1e3'])
      expect(ok(IdParam, bad), bad).toBe(false);
  });
});

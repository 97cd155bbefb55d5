import { describe, expect, it } from 'vitest';
import { paths, ROUTE_KEYS, ROUTE_TABLES, routeKeyOf } from './paths';

describe('route table', () => {
  it('maps every home alias to home', () => {
    for (const p of ['/', '/m', '/m/', '/m/index', '/m/index.html', '/m/home']) expect(routeKeyOf(p)).toBe('home');
  });

  it('knows aliases and returns null for unknown paths', () => {
    expect(routeKeyOf('/m/register.html')).toBe('register');
    expect(routeKeyOf('/m/transaction/record')).toBe('transactionRecord');
    expect(routeKeyOf('/m/nope')).toBeNull();
  });

  it('has unique paths, all under /m', () => {
    const all = ROUTE_KEYS.map((k) => paths[k].path);
    expect(new Set(all).size).toBe(all.length);
    for (const p of all) expect(p.startsWith('/m/')).toBe(true);
  });
});

describe('route tables', () => {
  it("no key is in two parts' tables (a spread would drop one silently)", () => {
    const all = ROUTE_TABLES.flatMap((t) => Object.keys(t));
    expect(new Set(all).size).toBe(all.length);
    expect(all.length).toBe(ROUTE_KEYS.length);
  });
});

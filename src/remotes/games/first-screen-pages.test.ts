/**
 * The server's first-screen page table (server/routes/site/first-screen-pages.ts) keeps a copy of
 * the game category pages' paths and their flags (the server cannot import the route table: its titles
 * need the Lingui macro). This proves the copy equals the table: every route with a banner group,
 * its path, its flag.
 */
import { describe, expect, it } from 'vitest';
import { CATEGORY_PATHS, PAGE_FLAGS } from '../../../server/routes/site/first-screen-pages';
import { paths, type RouteInfo, type RouteKey } from '@kernel';
import { CATEGORIES, CATEGORY_BANNER_GROUPS } from '@contracts/games/categories';

describe('first-screen page table', () => {
  it("has every game category route, at the route table's path", () => {
    const keys = Object.keys(CATEGORIES) as RouteKey[];
    for (const key of Object.keys(CATEGORY_BANNER_GROUPS)) expect(keys).toContain(key);
    expect(Object.keys(CATEGORY_PATHS).sort()).toEqual([...keys].sort());
    for (const key of keys) expect(CATEGORY_PATHS[key], key).toBe(paths[key].path);
  });

  it("has the route table's flag of every page with a first screen", () => {
    const keys: RouteKey[] = ['home', 'login', 'activity', ...(Object.keys(CATEGORIES) as RouteKey[])];
    for (const key of keys) {
      const info: RouteInfo = paths[key];
      expect(PAGE_FLAGS[info.path], key).toBe(info.flag);
    }
  });
});

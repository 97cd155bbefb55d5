/**
 * The help call reads whether the brand is seeded (`help_seeds`) until it has seen the seed done
 * once, then remembers it for that database: later calls run one statement fewer, none on
 * `help_seeds`. A forgotten memo (a new process) reads the mark once again.
 */
import { describe, expect, it } from 'vitest';
import { CONTENT_PATHS, type HelpEntry } from '../../src/contracts/content/calls';
import { fileTestApp } from '../test/app';
import { statementsDuring } from '../test/statements';
import { ensureHelpSeeded, forgetHelpSeeded } from './help-store';
import { call, type Env } from './test/support';

const t = fileTestApp();

/** The statements run through the app's database while `fn` runs. */
const counted = <T>(fn: () => Promise<T>) => statementsDuring(t.app.db, fn);

const help = async (brand: string) => {
  const res = await call(t.app, brand, 'GET', CONTENT_PATHS.helpCenter, { query: { device: 'MOBILE', moduleId: 'COMM3', lang: 'EN' } });
  expect(res.statusCode).toBe(200);
  return (res.json() as Env<HelpEntry[]>).value ?? [];
};
const onSeeds = (sql: string[]) => sql.filter((s) => /help_seeds/.test(s));

describe('help seed mark, remembered per database', () => {
  it('reads help_seeds until the seed is seen done, then no more, with the same answer', async () => {
    const first = await counted(() => help('royal'));
    expect(first.result.length).toBeGreaterThan(0);
    expect(onSeeds(first.sql).length).toBeGreaterThanOrEqual(1);

    const remembered = await counted(() => help('royal'));
    expect(onSeeds(remembered.sql)).toEqual([]);
    expect(remembered.result).toEqual(first.result);

    forgetHelpSeeded(t.app.db);
    const readAgain = await counted(() => help('royal'));
    expect(onSeeds(readAgain.sql)).toHaveLength(1);
    expect(readAgain.sql.length).toBe(remembered.sql.length + 1);
    expect(readAgain.result).toEqual(first.result);
  });

  it('remembers each brand on its own, and only once its seed is done', async () => {
    await help('royal');
    const lotus = await counted(() => help('lotus'));
    expect(onSeeds(lotus.sql).length).toBeGreaterThanOrEqual(1);
    expect(onSeeds((await counted(() => help('lotus'))).sql)).toEqual([]);
    expect(onSeeds((await counted(() => help('royal'))).sql)).toEqual([]);
  });

  it('does not remember a seed that failed', async () => {
    const tiger = t.app.tenants.get('tiger');
    if (!tiger) throw new Error('no tiger brand');
    forgetHelpSeeded(t.app.db);
    await t.app.db.query('DELETE FROM help_entries WHERE tenant_id = $1', ['tiger']);
    await t.app.db.query('DELETE FROM help_seeds WHERE tenant_id = $1', ['tiger']);
    const db = t.app.db;
    const original = db.transaction;
    db.transaction = (() => Promise.reject(new Error('transaction refused'))) as typeof db.transaction;
    try {
      await expect(ensureHelpSeeded(db, tiger, new Date())).rejects.toThrow('transaction refused');
    } finally {
      db.transaction = original;
    }
    const next = await counted(() => help('tiger'));
    // the mark is read again and the seed made (its own statements run on the transaction)
    expect(onSeeds(next.sql)).toHaveLength(1);
    expect(next.result.length).toBeGreaterThan(0);
    expect(onSeeds((await counted(() => help('tiger'))).sql)).toEqual([]);
  });
});

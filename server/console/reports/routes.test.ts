/** The reports API: the JSON and the CSV say the same, the range is checked, the permission too. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clock } from '../../clock';
import { fund, makePlayer } from '../../wallet/test/fixtures';
import { type ConsoleTestApp, consoleTestApp } from '../test-support';

let c: ConsoleTestApp;
beforeAll(async () => {
  c = await consoleTestApp({ role: 'cashier', brands: ['royal'] });
});
afterAll(async () => {
  await c.close();
});

const get = (url: string, headers = c.headers) => c.app.inject({ method: 'GET', url: `/console/api${url}`, headers });

describe('the reports API', () => {
  it("answers the last 7 days by default; the CSV's lines are the table's", async () => {
    const p = await makePlayer(c.app.db);
    await fund(c.app.db, 'royal', p.id, 12_345);
    const today = clock.now().toISOString().slice(0, 10);
    const report = (await get('/tenants/royal/reports/daily')).json().value;
    expect(report.days).toHaveLength(7);
    expect(report.to).toBe(today);
    expect(report.days.at(-1)).toMatchObject({ day: today, deposits: 12_345, depositCount: 1 });
    const csv = await get(`/tenants/royal/reports/daily.csv?from=${report.from}&to=${report.to}`);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="royal-days-${report.from}-${report.to}.csv"`);
    const lines = csv.body.trimEnd().split('\r\n');
    expect(lines).toHaveLength(1 + 7 + 1);
    expect(lines[7]?.startsWith(`${today},123.45,1,`)).toBe(true);
    const breakdown = await get('/tenants/royal/reports/daily.csv?table=breakdown');
    expect(breakdown.body.split('\r\n')[0]).toBe('vendor,gameType,bets,players,stakes,wins,ggr');
  });

  it('refuses a reversed or too long range, a non-day, another brand and a role without reports', async () => {
    expect((await get('/tenants/royal/reports/daily?from=2031-03-10&to=2031-03-01')).json().code).toBe('request.invalid');
    expect((await get('/tenants/royal/reports/daily?from=2031-01-01&to=2031-06-01')).json().code).toBe('request.invalid');
    expect((await get('/tenants/royal/reports/daily?from=2031-02-30')).json().code).toBe('request.invalid');
    expect((await get('/tenants/lotus/reports/daily')).statusCode).toBe(403);
    const content = await c.signIn({ role: 'content', brands: 'all' });
    expect((await get('/tenants/royal/reports/daily', content.headers)).statusCode).toBe(403);
  });
});

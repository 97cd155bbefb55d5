import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, opsContextOf, type TestApp } from '../test/helper';
import type { OpsContext } from './command';
import { helpText, runCommand } from './run';

let t: TestApp;
let ctx: OpsContext;
beforeAll(async () => {
  t = await buildTestApp();
  ctx = opsContextOf(t.app);
});
afterAll(() => t.close());

const run = (line: string) => runCommand(line.split(' '), ctx);
const whitelabel = async (tenant: string) =>
  (await t.app.inject({ method: 'GET', url: `/wps/system/status?tenant=${tenant}` })).json().value.info.whitelabel;

describe('npm run ops', () => {
  it('help lists every command', async () => {
    const help = await run('help');
    expect(help).toBe(helpText());
    for (const name of ['flags <tenant>', 'flag <tenant> <KEY> on|off|reset', 'maintenance', 'region', 'status']) {
      expect(help).toContain(name);
    }
  });

  it('flag on/off/reset changes the status response and flags shows the source', async () => {
    expect(await run('flag royal rewcen3 off')).toBe('royal REWCEN3 is now off (override)');
    expect((await whitelabel('royal')).REWCEN3).toBe(false);
    expect(await run('flags royal')).toMatch(/REWCEN3\s+off\s+override \(file: on\)/);
    expect(await run('flags royal')).toMatch(/CBS3\s+on\s+file/);
    expect(await run('flag royal REWCEN3 reset')).toBe('royal REWCEN3 is now on (tenant file)');
    expect((await whitelabel('royal')).REWCEN3).toBe(true);
  });

  it('maintenance and region set the status; status reports them', async () => {
    expect(await run('maintenance lotus on')).toContain('lotus: status 1 (maintenance)');
    expect(await run('region lotus on')).toContain('status 1');
    expect(await run('maintenance lotus off')).toContain('lotus: status 2 (region restricted)');
    expect(await run('region lotus off')).toContain('lotus: status 0 (normal)');
    expect(await run('status lotus')).toContain('region restriction: off');
  });

  it("identity takes a brand's identity provider down and up; the status says whether it is ready", async () => {
    expect(await run('identity lotus down')).toContain('identity service: down');
    const down = await t.app.inject({ method: 'GET', url: '/wps/system/status', headers: { host: 'lotus.localhost' } });
    expect(down.json().value.info.identity).toMatchObject({ ready: false });
    expect(await run('identity lotus up')).toContain('identity service: up');
    await expect(run('identity lotus sideways')).rejects.toThrow(/Expected on or off/);
  });

  it.each([
    ['flag nope CBS3 on', /Unknown tenant "nope". Known tenants: lotus, royal, tiger/],
    ['flag royal NOPE3 on', /Unknown flag "NOPE3"/],
    ['flag royal CBS3 maybe', /Expected on, off or reset/],
    ['maintenance royal sometimes', /Expected on or off/],
    ['status', /Name a tenant/],
    ['launch-rockets', /Unknown command "launch-rockets"/],
  ])('"%s" fails with a clear message', async (line, message) => {
    await expect(run(line)).rejects.toThrow(message);
  });
});

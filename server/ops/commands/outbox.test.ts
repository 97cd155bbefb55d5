import { beforeAll, describe, expect, it } from 'vitest';
import { writeOutbox } from '../../accounts/outbox';
import { fileTestApp } from '../../test/app';
import { opsContextOf } from '../../test/helper';
import { runCommand } from '../run';
import { parseOutboxArgs } from './outbox';

const t = fileTestApp();
beforeAll(async () => {
  const now = new Date();
  await writeOutbox(t.app.db, {
    tenantId: 'royal',
    channel: 'sms',
    recipient: '+85512345678',
    body: 'Royal: your verification code is 123456.',
    now,
  });
  await writeOutbox(t.app.db, {
    tenantId: 'tiger',
    channel: 'email',
    recipient: 'a@b.com',
    subject: 'Temp',
    body: 'line one\nline two',
    now,
  });
});

describe('ops outbox', () => {
  it('lists the latest messages, newest first, per tenant and limited', async () => {
    const ctx = opsContextOf(t.app);
    const all = await runCommand(['outbox'], ctx);
    expect(all.indexOf('EMAIL to a@b.com')).toBeLessThan(all.indexOf('SMS to +85512345678'));
    expect(all).toContain('  line two');
    expect(await runCommand(['outbox', 'royal'], ctx)).not.toContain('a@b.com');
    expect((await runCommand(['outbox', '--limit', '1'], ctx)).match(/^#/gm)).toHaveLength(1);
    expect(await runCommand(['outbox', 'lotus'], ctx)).toBe('The outbox of lotus is empty.');
    await expect(runCommand(['outbox', 'nope'], ctx)).rejects.toThrow(/Unknown tenant/);
  });

  it('checks its arguments', () => {
    expect(parseOutboxArgs(['royal', '-n', '5'])).toEqual({ tenant: 'royal', limit: 5 });
    expect(() => parseOutboxArgs(['--limit', 'x'])).toThrow(/whole number/);
    expect(() => parseOutboxArgs(['a', 'b'])).toThrow(/Unexpected/);
  });
});

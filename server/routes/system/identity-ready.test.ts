/** The status says whether the identity provider is ready: the site shows social sign-in only then. */
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/helper';

const saved = process.env.IDENTITY_PROVIDER;
afterEach(() => {
  if (saved === undefined) delete process.env.IDENTITY_PROVIDER;
  else process.env.IDENTITY_PROVIDER = saved;
});

async function ready(provider: string | undefined): Promise<unknown> {
  if (provider === undefined) delete process.env.IDENTITY_PROVIDER;
  else process.env.IDENTITY_PROVIDER = provider;
  const t = await buildTestApp();
  try {
    const res = await t.app.inject({ method: 'GET', url: '/wps/system/status', headers: { host: 'royal.localhost' } });
    return res.json().value.info.identity;
  } finally {
    await t.close();
  }
}

describe('identity readiness in the status', () => {
  it('ready with the development provider, not ready with the Firebase slot this build cannot reach', async () => {
    expect(await ready(undefined)).toEqual({ ready: true, sms: false });
    expect(await ready('firebase')).toEqual({ ready: false, sms: false });
  }, 120_000); // two apps built one after the other: slow on a loaded machine
});

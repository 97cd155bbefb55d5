/**
 * Issue 25 item 9c: with `?tenant=` (or the Merchant header) and a forged Host, the development
 * sign-in page sent the browser, id token in hand, to that Host. It now returns only to the brand's
 * own hosts: `<id>.localhost`, its domains, or a Host that names the brand by itself.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/helper';
import { accountTestApp } from './test-support';

let t: TestApp;
beforeAll(async () => {
  t = await accountTestApp();
});
afterAll(() => t.close());

const Q = { provider: 'google', state: 'state-of-this-browser-0001', nonce: 'nonce-of-this-browser-0001' };

function signIn(host: string, redirect_uri: string, o: { tenant?: string; merchant?: string } = {}) {
  const query = { ...Q, redirect_uri, ...(o.tenant ? { tenant: o.tenant } : {}) };
  const headers = { host, ...(o.merchant ? { merchant: o.merchant } : {}) };
  return Promise.all([
    t.app.inject({ method: 'GET', url: '/dev-idp/authorize', query, headers }),
    t.app.inject({
      method: 'POST',
      url: '/dev-idp/authorize',
      query: o.tenant ? { tenant: o.tenant } : {},
      headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ ...Q, redirect_uri, name: 'Vera', email: 'vera@mail.com' }).toString(),
    }),
  ]);
}

describe('the development sign-in returns only to the brand', () => {
  it.each([
    ['?tenant=', { tenant: 'royal' }],
    ['the Merchant header', { merchant: 'ROYAL01' }],
  ])('refuses a forged Host that reached the brand by %s', async (_how, o) => {
    for (const uri of ['http://evil.example/m/login', 'http://evil.example:8080/m/login']) {
      const [page, form] = await signIn('evil.example:8080', uri, o);
      expect([page.statusCode, page.json().code]).toEqual([400, 'request.invalid']);
      expect([form.statusCode, form.json().code]).toEqual([400, 'request.invalid']);
      expect(form.headers.location).toBeUndefined();
    }
  });

  it("still returns to the brand's own hosts and to a path", async () => {
    for (const [host, uri, o] of [
      ['evil.example', 'http://royal.localhost:8080/m/login', { tenant: 'royal' }],
      ['evil.example', '/m/login', { tenant: 'royal' }],
      ['royal.localhost:8080', 'http://royal.localhost:8080/m/login', {}],
      // a bare loopback host names the default brand by itself
      ['127.0.0.1:8080', 'http://127.0.0.1:8080/m/login', {}],
    ] as const) {
      const [page, form] = await signIn(host, uri, o);
      expect(page.statusCode).toBe(200);
      expect(form.statusCode).toBe(302);
      expect(String(form.headers.location)).toMatch(new RegExp(`^${uri.replace(/[.?]/g, '\\$&')}#id_token=`));
    }
  });

  it("a loopback host is not every brand's: ?tenant= for another brand on 127.0.0.1 returns by path only", async () => {
    const defaultBrand = t.app.tenants.defaultTenant.id;
    const other = t.app.tenants.all.find((b) => b.id !== defaultBrand)?.id ?? 'royal';
    const [page] = await signIn('127.0.0.1:8080', 'http://127.0.0.1:8080/m/login', { tenant: other });
    expect([page.statusCode, page.json().code]).toEqual([400, 'request.invalid']);
  });
});

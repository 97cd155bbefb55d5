import { describe, expect, it } from 'vitest';
import { scaffoldTenant } from '../../tenants/scaffold';
import { hostName, TenantRegistry } from './registry';

const alpha = { ...scaffoldTenant('alpha'), merchantCode: 'ALPHA1', domains: ['alpha.example.com', 'play.alpha.test:8443'] };
const beta = { ...scaffoldTenant('beta'), merchantCode: 'BETA2', domains: [] };

describe('tenant registry', () => {
  const open = new TenantRegistry([beta, alpha], true);
  const locked = new TenantRegistry([beta, alpha], false);

  it('strips ports and lower-cases hosts', () => {
    expect(hostName('Alpha.Example.com:8080')).toBe('alpha.example.com');
    expect(hostName('[::1]:8080')).toBe('[::1]');
    expect(hostName(undefined)).toBe('');
  });

  it('resolves by <id>.localhost and by listed domains', () => {
    expect(open.resolve({ host: 'beta.localhost:8080' })?.id).toBe('beta');
    expect(open.resolve({ host: 'alpha.example.com' })?.id).toBe('alpha');
    expect(open.resolve({ host: 'play.alpha.test' })?.id).toBe('alpha');
  });

  it('prefers ?tenant= (when allowed), then Merchant, then host', () => {
    expect(open.resolve({ tenantParam: 'beta', merchant: 'ALPHA1', host: 'alpha.localhost' })?.id).toBe('beta');
    expect(open.resolve({ merchant: 'alpha1', host: 'beta.localhost' })?.id).toBe('alpha');
    expect(locked.resolve({ tenantParam: 'beta', host: 'alpha.localhost' })?.id).toBe('alpha');
  });

  it('defaults only bare loopback hosts to the first tenant alphabetically', () => {
    expect(open.defaultTenant.id).toBe('alpha');
    expect(open.resolve({ host: 'localhost:8080' })?.id).toBe('alpha');
    expect(open.resolve({ host: '127.0.0.1' })?.id).toBe('alpha');
    expect(open.resolve({ host: 'unknown.example.org' })).toBeUndefined();
    expect(open.resolve({ host: 'gamma.localhost' })).toBeUndefined();
    expect(open.resolve({ merchant: 'NOPE', host: 'localhost' })).toBeUndefined();
  });

  it('refuses an empty tenant list', () => {
    expect(() => new TenantRegistry([], true)).toThrow(/No tenant files/);
  });
});

import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('server config', () => {
  it('has defaults', () => {
    expect(loadConfig({})).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      databaseUrl: undefined,
      dataDir: '.data/pglite',
      distDir: 'dist',
      allowTenantOverride: true,
      logLevel: 'info',
      rateLimitMax: 600,
    });
  });

  it('turns the tenant override off in production unless asked', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).allowTenantOverride).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', ALLOW_TENANT_OVERRIDE: 'true' }).allowTenantOverride).toBe(true);
  });

  it('runs the scheduled pay runs unless PAY_RUNS is false', () => {
    expect(loadConfig({}).payRuns).toBe(true);
    expect(loadConfig({ PAY_RUNS: 'false' }).payRuns).toBe(false);
    expect(() => loadConfig({ PAY_RUNS: 'sometimes' })).toThrow(/PAY_RUNS/);
  });

  it('reads TRUST_PROXY as a flag, a hop count or addresses', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1']);
  });

  it('reads values and names every bad variable', () => {
    expect(loadConfig({ PORT: '9000', DATABASE_URL: 'postgres://u@h/db', RATE_LIMIT_MAX: '5' })).toMatchObject({
      port: 9000,
      databaseUrl: 'postgres://u@h/db',
      rateLimitMax: 5,
    });
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', OPERATOR_TOKEN: 'short' })).toThrow(
      /PORT: must be a whole number[\s\S]*DATABASE_URL[\s\S]*OPERATOR_TOKEN/,
    );
  });
});

describe('development services', () => {
  it('are named at start-up; production names none but the outbox', async () => {
    const { developmentServices } = await import('./dev-services');
    const dev = developmentServices(loadConfig({}), {});
    expect(dev.join('\n')).toMatch(/identity provider[\s\S]*outbox[\s\S]*\?tenant=[\s\S]*not production/);
    const prod = developmentServices(loadConfig({ NODE_ENV: 'production' }), { NODE_ENV: 'production' });
    expect(prod).toHaveLength(1);
    expect(prod[0]).toMatch(/outbox/);
  });
});

describe('the demo payment gateway switch (DEMO_GATEWAY)', () => {
  it('is on outside production, off in production unless asked, and named among the development services', async () => {
    const { developmentServices } = await import('./dev-services');
    expect(loadConfig({}).demoGateway).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).demoGateway).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).demoGateway).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', DEMO_GATEWAY: 'true' }).demoGateway).toBe(true);
    expect(loadConfig({ DEMO_GATEWAY: 'false' }).demoGateway).toBe(false);
    expect(() => loadConfig({ DEMO_GATEWAY: 'maybe' })).toThrow(/DEMO_GATEWAY/);
    expect(developmentServices(loadConfig({}), {}).join('\n')).toMatch(/demo payment gateway at \/demo-gateway\/pay/);
    const prodOn = developmentServices(loadConfig({ NODE_ENV: 'production', DEMO_GATEWAY: 'true' }), { NODE_ENV: 'production' });
    expect(prodOn.join('\n')).toMatch(/demo payment gateway/);
  });
});

describe('the game-list cache budget (GAME_LIST_CACHE_MB)', () => {
  it('is 64 MB unless set, in whole megabytes from 1', () => {
    expect(loadConfig({}).gameListCacheBytes).toBe(64 * 1024 * 1024);
    expect(loadConfig({ GAME_LIST_CACHE_MB: '8' }).gameListCacheBytes).toBe(8 * 1024 * 1024);
    expect(() => loadConfig({ GAME_LIST_CACHE_MB: '0' })).toThrow(/GAME_LIST_CACHE_MB/);
    expect(() => loadConfig({ GAME_LIST_CACHE_MB: 'lots' })).toThrow(/GAME_LIST_CACHE_MB/);
  });
});

describe('the demo agent seed and the vendors’ own port', () => {
  it('reads SEED_DEMO_AGENTS as a switch and VENDOR_PORT as a port, refusing anything else', () => {
    expect(loadConfig({}).seedDemoAgents).toBe(false);
    expect(loadConfig({ SEED_DEMO_AGENTS: '1' }).seedDemoAgents).toBe(true);
    expect(() => loadConfig({ SEED_DEMO_AGENTS: 'please' })).toThrow(/SEED_DEMO_AGENTS/);
    expect(loadConfig({}).vendorPort).toBe(8090);
    expect(loadConfig({ VENDOR_PORT: '9100' }).vendorPort).toBe(9100);
    expect(() => loadConfig({ VENDOR_PORT: '70000' })).toThrow(/VENDOR_PORT/);
  });

  it('seeds the console demo staff only when asked and never in production, where their passwords are published', () => {
    expect(loadConfig({}).seedDemoStaff).toBe(false);
    expect(loadConfig({ SEED_DEMO_STAFF: '1' }).seedDemoStaff).toBe(true);
    expect(loadConfig({ SEED_DEMO_STAFF: '1', NODE_ENV: 'production' }).seedDemoStaff).toBe(false);
    expect(() => loadConfig({ SEED_DEMO_STAFF: 'please' })).toThrow(/SEED_DEMO_STAFF/);
  });
});

describe('the gateway deposit expiry (GATEWAY_DEPOSIT_EXPIRY_MINUTES)', () => {
  it('is 30 minutes unless set, in whole minutes from 1 to a day', () => {
    expect(loadConfig({}).gatewayDepositExpiryMs).toBe(30 * 60_000);
    expect(loadConfig({ GATEWAY_DEPOSIT_EXPIRY_MINUTES: '5' }).gatewayDepositExpiryMs).toBe(5 * 60_000);
    expect(() => loadConfig({ GATEWAY_DEPOSIT_EXPIRY_MINUTES: '0' })).toThrow(/GATEWAY_DEPOSIT_EXPIRY_MINUTES/);
    expect(() => loadConfig({ GATEWAY_DEPOSIT_EXPIRY_MINUTES: '1441' })).toThrow(/GATEWAY_DEPOSIT_EXPIRY_MINUTES/);
  });
});

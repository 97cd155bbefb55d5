/** Server configuration: environment variables validated with valibot, with defaults. */
import * as v from 'valibot';
import { parseTrustProxy, type TrustProxy } from './http/trust-proxy';

const Bool = v.pipe(
  v.picklist(['true', 'false', '1', '0', 'yes', 'no']),
  v.transform((s) => s === 'true' || s === '1' || s === 'yes'),
);
const Int = (min: number, max: number) =>
  v.pipe(v.string(), v.regex(/^\d+$/, 'must be a whole number'), v.transform(Number), v.minValue(min), v.maxValue(max));
const NonEmpty = v.pipe(v.string(), v.trim(), v.minLength(1));

const EnvSchema = v.object({
  NODE_ENV: v.optional(v.string(), 'development'),
  PORT: v.optional(Int(0, 65535), '8080'),
  HOST: v.optional(NonEmpty, '127.0.0.1'),
  DATABASE_URL: v.optional(v.pipe(v.string(), v.regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL'))),
  /** PostgreSQL only: use (and create) this schema instead of public; tests use one per file. */
  DATABASE_SCHEMA: v.optional(v.pipe(v.string(), v.regex(/^[a-z_][a-z0-9_]{0,62}$/, 'a lower-case SQL identifier'))),
  /** PostgreSQL only: a new connection that takes longer fails (the call answers 503) */
  DATABASE_CONNECT_TIMEOUT_MS: v.optional(Int(100, 120_000), '5000'),
  /** PostgreSQL only: statement_timeout of every connection; 0 = none */
  DATABASE_STATEMENT_TIMEOUT_MS: v.optional(Int(0, 3_600_000), '30000'),
  /** PostgreSQL only: idle_in_transaction_session_timeout (a transaction left open is ended); 0 = none */
  DATABASE_IDLE_TX_TIMEOUT_MS: v.optional(Int(0, 3_600_000), '60000'),
  /** PGlite data folder; `memory://` keeps it in memory (tests). */
  DATA_DIR: v.optional(NonEmpty, '.data/pglite'),
  DIST_DIR: v.optional(NonEmpty, 'dist'),
  TENANTS_DIR: v.optional(NonEmpty),
  OPERATOR_TOKEN: v.optional(v.pipe(v.string(), v.minLength(16, 'must be at least 16 characters'))),
  ALLOW_TENANT_OVERRIDE: v.optional(Bool),
  LOG_LEVEL: v.optional(v.picklist(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), 'info'),
  RATE_LIMIT_MAX: v.optional(Int(1, 1_000_000), '600'),
  /** behind a reverse proxy: a hop count (`1` behind one proxy) or the proxies' addresses/CIDRs; `true` refused in production */
  TRUST_PROXY: v.optional(v.pipe(v.string(), v.regex(/^[\w.:/, -]+$/, 'true, a hop count or addresses'))),
  /** the demo vendors call the seamless wallet here (unset: in-process, same signed requests) */
  VENDOR_OPERATOR_URL: v.optional(v.pipe(v.string(), v.url('must be a URL'))),
  /** the demo vendors' origin when they run in their own process (unset: mounted in this one) */
  VENDOR_URL: v.optional(v.pipe(v.string(), v.url('must be a URL'))),
  /** shared by operator and vendors in separate processes; unset: a random one kept in the database */
  SEAMLESS_SECRET: v.optional(v.pipe(v.string(), v.minLength(32, 'must be at least 32 characters'))),
  /** the scheduled pay runs (VIP benefits, agent contracts) on their timers; `false` leaves them to
   * `npm run ops` and the operator API (the browser tests' servers, where a timer firing mid-test
   * would pay a bonus no test asked for) */
  PAY_RUNS: v.optional(Bool),
  /** the demo payment gateway's page (`/demo-gateway/pay/*`, whose Pay button credits a deposit
   * with nothing paid): on by default outside production, off in production unless `true` */
  DEMO_GATEWAY: v.optional(Bool),
  /** minutes a gateway deposit waits for the gateway's confirmation before it expires */
  GATEWAY_DEPOSIT_EXPIRY_MINUTES: v.optional(Int(1, 1440), '30'),
  /** the byte budget of the cached game-list answers of all brands (least recently used go first) */
  GAME_LIST_CACHE_MB: v.optional(Int(1, 4096), '64'),
  /** on start, give every brand its demo agent tree (idempotent; `npm start` and `npm run dev` set it) */
  SEED_DEMO_AGENTS: v.optional(Bool),
  /** on start, create the console's demo staff with their published passwords (idempotent; `npm start` sets it; refused in production) */
  SEED_DEMO_STAFF: v.optional(Bool),
  /** the demo vendors' port when they run in their own process (`server/vendors/main.ts`) */
  VENDOR_PORT: v.optional(Int(0, 65535), '8090'),
  /** watch the tenant folder and publish a changed valid file at once (default on, off in tests) */
  TENANT_WATCH: v.optional(Bool),
  /** how often each process checks for a newly published brand configuration */
  TENANT_REFRESH_MS: v.optional(Int(100, 60_000), '1000'),
});

/** TRUST_PROXY (server/http/trust-proxy.ts); `true` in production is a configuration error. */
function trustProxy(value: string | undefined, nodeEnv: string): TrustProxy {
  try {
    return parseTrustProxy(value, nodeEnv);
  } catch (error) {
    throw new Error(`Invalid server configuration:\n${error instanceof Error ? error.message : String(error)}`);
  }
}

export type DatabaseTimeouts = { connectTimeoutMs: number; statementTimeoutMs: number; idleInTransactionTimeoutMs: number };

export type Config = {
  env: string;
  port: number;
  host: string;
  databaseUrl: string | undefined;
  databaseSchema: string | undefined;
  /** PostgreSQL connection, statement and idle-in-transaction timeouts (0 = none), in ms */
  database: DatabaseTimeouts;
  dataDir: string;
  distDir: string;
  tenantsDir: string | undefined;
  operatorToken: string | undefined;
  allowTenantOverride: boolean;
  logLevel: string;
  /** requests per minute per client address */
  rateLimitMax: number;
  /** Fastify `trustProxy`: decides `request.ip` (the status response's location.ip) */
  trustProxy: TrustProxy;
  vendorOperatorUrl: string | undefined;
  vendorUrl?: string | undefined;
  seamlessSecret: string | undefined;
  /** the VIP benefit and agent contract pay runs run on their timers */
  payRuns: boolean;
  /** the demo payment gateway is served (and gateway deposits are offered) */
  demoGateway: boolean;
  /** how long a gateway deposit waits for its payment's confirmation, then it expires */
  gatewayDepositExpiryMs: number;
  /** bytes the cached game-list answers may hold together */
  gameListCacheBytes: number;
  /** seed the demo agent trees on start */
  seedDemoAgents: boolean;
  /** create the console's demo staff on start (never in production) */
  seedDemoStaff: boolean;
  /** the demo vendors' own port (their own process) */
  vendorPort: number;
  /** publish changed tenant files as they are saved */
  tenantWatch: boolean;
  /** ms between two checks for a newly published brand configuration */
  tenantRefreshMs: number;
};

/** Reads the config from an environment; throws one error naming every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, val]) => val !== undefined && val !== ''));
  const parsed = v.safeParse(EnvSchema, present);
  if (!parsed.success) {
    const lines = parsed.issues.map((i) => `${v.getDotPath(i) ?? '(env)'}: ${i.message}`);
    throw new Error(`Invalid server configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.output;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    databaseSchema: e.DATABASE_SCHEMA,
    database: {
      connectTimeoutMs: e.DATABASE_CONNECT_TIMEOUT_MS,
      statementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
      idleInTransactionTimeoutMs: e.DATABASE_IDLE_TX_TIMEOUT_MS,
    },
    dataDir: e.DATA_DIR,
    distDir: e.DIST_DIR,
    tenantsDir: e.TENANTS_DIR,
    operatorToken: e.OPERATOR_TOKEN,
    allowTenantOverride: e.ALLOW_TENANT_OVERRIDE ?? e.NODE_ENV !== 'production',
    logLevel: e.LOG_LEVEL,
    rateLimitMax: e.RATE_LIMIT_MAX,
    trustProxy: trustProxy(e.TRUST_PROXY, e.NODE_ENV),
    vendorOperatorUrl: e.VENDOR_OPERATOR_URL,
    vendorUrl: e.VENDOR_URL,
    seamlessSecret: e.SEAMLESS_SECRET,
    payRuns: e.PAY_RUNS ?? true,
    demoGateway: e.DEMO_GATEWAY ?? e.NODE_ENV !== 'production',
    gatewayDepositExpiryMs: e.GATEWAY_DEPOSIT_EXPIRY_MINUTES * 60_000,
    gameListCacheBytes: e.GAME_LIST_CACHE_MB * 1024 * 1024,
    seedDemoAgents: e.SEED_DEMO_AGENTS ?? false,
    seedDemoStaff: (e.SEED_DEMO_STAFF ?? false) && e.NODE_ENV !== 'production',
    vendorPort: e.VENDOR_PORT,
    tenantWatch: e.TENANT_WATCH ?? e.NODE_ENV !== 'test',
    tenantRefreshMs: e.TENANT_REFRESH_MS,
  };
}

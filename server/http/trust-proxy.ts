/**
 * `TRUST_PROXY`: which hops in front of the server may say who the client is (`X-Forwarded-For`),
 * and so what `request.ip` is: the address every rate limit and login failure count keys on.
 * - unset, `false`, `0`: no proxy; `request.ip` is the socket's address and the header is ignored.
 * - a hop count `N`: the N nearest hops are proxies (`1` behind one reverse proxy): the client is the
 *   address the outermost of them appended, whatever the client itself put in the header.
 * - addresses or CIDRs, comma-separated (`127.0.0.1`, `10.0.0.0/8`, also `loopback`, `linklocal`,
 *   `uniquelocal`): the hops at those addresses are proxies.
 * - `true` trusts every hop, so a client that sends its own header picks its address (and a new rate
 *   limit count per request): refused in production, warned about everywhere else.
 */
import { isIP } from 'node:net';

export type TrustProxy = boolean | number | string[];

const NAMED = new Set(['loopback', 'linklocal', 'uniquelocal']);
const MAX_HOPS = 10;

function isAddressOrCidr(entry: string): boolean {
  if (NAMED.has(entry)) return true;
  const [address = '', prefix, extra] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

const ADVICE =
  'set the proxies in front of this server: a hop count (TRUST_PROXY=1 behind one reverse proxy) or their addresses (TRUST_PROXY=127.0.0.1)';

/** The setting from the environment value; throws (a configuration error at start) when it is unusable. */
export function parseTrustProxy(value: string | undefined, nodeEnv: string): TrustProxy {
  const v = (value ?? '').trim().toLowerCase();
  if (v === '' || v === 'false' || v === '0') return false;
  if (v === 'true') {
    if (nodeEnv === 'production') throw new Error(`TRUST_PROXY=true trusts any X-Forwarded-For a client sends; in production ${ADVICE}`);
    return true;
  }
  if (/^\d+$/.test(v)) {
    const hops = Number(v);
    if (hops > MAX_HOPS) throw new Error(`TRUST_PROXY: a hop count of at most ${MAX_HOPS}`);
    return hops;
  }
  const entries = v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const bad = entries.filter((e) => !isAddressOrCidr(e));
  if (entries.length === 0 || bad.length > 0) throw new Error(`TRUST_PROXY: not an address or CIDR: ${bad.join(', ') || value}; ${ADVICE}`);
  return entries;
}

/** The start-up warning for a setting that lets clients choose their own address; null when none. */
export function trustProxyWarning(trust: TrustProxy): string | null {
  return trust === true
    ? `TRUST_PROXY=true: every X-Forwarded-For is believed, so any client can pick its address and escape every rate limit; ${ADVICE}`
    : null;
}

/** Fastify's `trustProxy` option (proxy-addr: the socket is hop 0, then the header from the right). */
export function fastifyTrustProxy(trust: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}

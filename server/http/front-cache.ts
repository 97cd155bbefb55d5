/**
 * Ready answers of public reads (the status call, the game lists), sent before Fastify runs.
 *
 * A route opts in with `route(path, ...)` and, on its normal path, calls `keep(request, brand, valid)`
 * before sending a cached answer; its `onSend` hook (`record`, the route's own, so it runs after every
 * app-level one: the security headers are set by then) then keeps the answer as Fastify is about to
 * write it: the status, the header list (exactly what Fastify hands to `writeHead`, its
 * `content-length` included) and the body bytes. A later request with the same key is answered
 * from that, as long as `valid()` says the route would still send these very bytes (the route's
 * change markers, the catalogue's freshness) and the brands served are the same; else it takes the
 * normal path, which keeps the new answer.
 *
 * What the key holds is everything the answer depends on besides the route's own state: the raw
 * url (path and query as sent: the query's parse and every refusal are functions of it), the Host
 * header (the brand and the status's `mainDomain`), Accept-Encoding and If-None-Match (which copy,
 * or a 304), the platform headers Merchant, Language and Device, with `perAddress` the caller's
 * socket address (the status's `location.ip`), and behind a trusted proxy the forwarding headers
 * (the address and protocol Fastify reads from them). A request with Authorization, a body, or any
 * method but GET never takes this path.
 *
 * Each hit writes what the normal path writes: the same headers in the same order, a fresh request
 * id (`genReqId`, first, as the request-id hook sets it), Node's own Date and connection headers,
 * and, when the logger writes `info`, the one `request completed` line (request-log.ts).
 * `front-cache.test.ts` compares both paths header by header.
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { ByteBoundedLru } from './byte-lru';
import { REQUEST_ID_HEADER } from './request-id';
import { completedLine, levelEnabled } from './request-log';

/** Bytes the kept answers may hold: headers and bodies (bodies are mostly shared with the routes' own caches). */
export const FRONT_CACHE_BYTES = 16 * 1024 * 1024;

type FrontRoute = { perAddress: boolean };

type FrontAnswer = {
  statusCode: number;
  /** name, value, name, value, ...: the request id's value first, replaced per answer */
  headers: string[];
  body: Buffer | undefined;
  valid: () => boolean;
  /** the brands served when it was kept: a publish makes it stale */
  brands: readonly object[];
};

const KEEP = Symbol('front-cache keep');
type Kept = FastifyRequest & { [KEEP]?: { key: string; valid: () => boolean; brands: readonly object[] } };

const SEP = '\u0001';

function headerText(value: string | string[] | undefined): string {
  return value === undefined ? '' : Array.isArray(value) ? value.join('\u0002') : value;
}

function pathOf(url: string): string {
  const q = url.indexOf('?');
  return q === -1 ? url : url.slice(0, q);
}

export type FrontCacheOptions = {
  /** whether a proxy's forwarding headers are believed (Fastify's `trustProxy` is set) */
  trustProxy: boolean;
  /** the brands served now (a new list of new objects on every publish) */
  brands: () => readonly object[];
  genReqId: (req: IncomingMessage) => string;
  log: FastifyBaseLogger;
  maxBytes?: number;
};

export class FrontCache {
  private readonly routes = new Map<string, FrontRoute>();
  private readonly answers: ByteBoundedLru<FrontAnswer>;
  private closing = false;
  /** answers sent from here (tests and diagnostics) */
  hits = 0;

  constructor(private readonly options: FrontCacheOptions) {
    this.answers = new ByteBoundedLru<FrontAnswer>(options.maxBytes ?? FRONT_CACHE_BYTES, (a) =>
      a.headers.reduce((n, s) => n + s.length, a.body?.length ?? 0),
    );
  }

  /** Answers of the GET route at `path` may be kept; `perAddress`: they differ by the caller's address. */
  route(path: string, route: FrontRoute): void {
    this.routes.set(path, route);
  }

  /** Kept answers (tests and diagnostics). */
  get size(): number {
    return this.answers.size;
  }

  /** New requests take the normal path (the app is closing: Fastify answers them its way). */
  close(): void {
    this.closing = true;
  }

  /**
   * Puts the front cache before `server`'s request handler (Fastify's): a request it answers
   * never reaches Fastify.
   */
  install(server: Server): void {
    const handlers = server.listeners('request') as ((req: IncomingMessage, res: ServerResponse) => void)[];
    const [fastify] = handlers;
    if (handlers.length !== 1 || !fastify) throw new Error(`front cache: expected one request handler, found ${handlers.length}`);
    server.removeListener('request', fastify);
    server.on('request', (req: IncomingMessage, res: ServerResponse) => {
      if (!this.answer(req, res)) fastify(req, res);
    });
  }

  /** The key of a request this cache may answer, or null. */
  private keyOf(req: IncomingMessage): string | null {
    if (this.closing || req.method !== 'GET') return null;
    const url = req.url ?? '';
    const route = this.routes.get(pathOf(url));
    if (!route) return null;
    const h = req.headers;
    if (h.authorization !== undefined || h['content-length'] !== undefined || h['transfer-encoding'] !== undefined) return null;
    let key =
      url +
      SEP +
      headerText(h.host) +
      SEP +
      headerText(h['accept-encoding']) +
      SEP +
      headerText(h['if-none-match']) +
      SEP +
      headerText(h.merchant) +
      SEP +
      headerText(h.language) +
      SEP +
      headerText(h.device);
    if (route.perAddress) key += SEP + (req.socket.remoteAddress ?? '');
    if (this.options.trustProxy)
      key += `${SEP}${headerText(h['x-forwarded-for'])}${SEP}${headerText(h['x-forwarded-proto'])}${SEP}${headerText(h['x-forwarded-host'])}`;
    return key;
  }

  /** Sends the kept answer of this request when there is a current one (true), else false. */
  answer(req: IncomingMessage, res: ServerResponse): boolean {
    const key = this.keyOf(req);
    if (key === null) return false;
    // no reordering on a hit (the least recently kept go first): a hit stores nothing
    const kept = this.answers.peek(key);
    if (!kept) return false;
    if (kept.brands !== this.options.brands() || !kept.valid()) {
      this.answers.delete(key);
      return false;
    }
    const started = performance.now();
    const id = this.options.genReqId(req);
    const headers = kept.headers.slice();
    headers[1] = id;
    res.writeHead(kept.statusCode, headers);
    if (levelEnabled(this.options.log, 'info')) {
      res.once('finish', () => {
        const line = completedLine('GET', { url: req.url ?? '' }, kept.statusCode, performance.now() - started);
        this.options.log.child({ reqId: id }).info(line, 'request completed');
      });
    }
    res.end(kept.body);
    this.hits += 1;
    return true;
  }

  /**
   * The normal path of an opted-in route: the answer about to be sent may be kept, and answered
   * from here while `valid()` holds. Call before sending.
   */
  keep(request: FastifyRequest, brand: object, valid: () => boolean): void {
    const key = this.keyOf(request.raw);
    const brands = this.options.brands();
    // a publish since the request found its brand: the answer was made for brands no longer served
    if (key !== null && brands.includes(brand)) (request as Kept)[KEEP] = { key, valid, brands };
  }

  /** The opted-in routes' `onSend` hook: keeps the answer as Fastify will write it. */
  readonly record = (request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (err: null, payload: unknown) => void): void => {
    const keep = (request as Kept)[KEEP];
    if (keep && (reply.statusCode === 200 || reply.statusCode === 304) && (payload === undefined || Buffer.isBuffer(payload))) {
      const all = reply.getHeaders();
      const id = all[REQUEST_ID_HEADER];
      if (typeof id === 'string') {
        const headers: string[] = [REQUEST_ID_HEADER, id];
        let plain = true;
        for (const name in all) {
          if (name === REQUEST_ID_HEADER) continue;
          const value = all[name];
          if (typeof value !== 'string') plain = false;
          else headers.push(name, value);
        }
        // what Fastify adds as it writes the head (reply.js onSendEnd): the body's length, none on a 304
        const body = payload as Buffer | undefined;
        if (all['content-length'] === undefined && reply.statusCode !== 304) headers.push('content-length', String(body?.length ?? 0));
        if (plain) this.answers.set(keep.key, { statusCode: reply.statusCode, headers, body, valid: keep.valid, brands: keep.brands });
      }
    }
    done(null, payload);
  };
}

/** Which routes the limiter hooks: the public reads get no limiter hook, the other calls keep theirs. */
import Fastify, { type RouteOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import rateLimitPlugin, { isUnlimitedRoute } from './rate-limit';

describe('rate limit per route', () => {
  it('names as unlimited only routes whose every method is a GET or HEAD of a public read', () => {
    expect(isUnlimitedRoute({ method: 'GET', url: '/wps/system/status' })).toBe(true);
    expect(isUnlimitedRoute({ method: ['GET', 'HEAD'], url: '/wps/relay/GCSGAME_gameList' })).toBe(true);
    expect(isUnlimitedRoute({ method: 'GET', url: '/game-art/:id' })).toBe(true);
    expect(isUnlimitedRoute({ method: ['GET', 'POST'], url: '/wps/system/status' })).toBe(false);
    expect(isUnlimitedRoute({ method: 'POST', url: '/wps/system/status' })).toBe(false);
    expect(isUnlimitedRoute({ method: 'GET', url: '/wps/member/info' })).toBe(false);
    expect(isUnlimitedRoute({ method: [], url: '/wps/system/status' })).toBe(false);
  });

  it('adds no limiter hook to the status call and the game list, and keeps it on other calls and on a route with its own limit', async () => {
    const app = Fastify();
    await app.register(rateLimitPlugin, { max: 5 });
    const seen = new Map<string, RouteOptions>();
    // registered after the limiter's own onRoute hook: sees the route as the limiter left it
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) seen.set(`${method} ${route.url}`, route);
    });
    const handler = async () => ({ ok: true });
    app.get('/wps/system/status', handler);
    app.get('/wps/relay/GCSGAME_gameList', handler);
    app.get('/wps/member/info', handler);
    app.get('/game-art/:id', { config: { rateLimit: { max: 1, timeWindow: 1000 } } }, handler);
    await app.ready();
    const hooks = (key: string) => [seen.get(key)?.onRequest ?? []].flat().length;
    expect(hooks('GET /wps/system/status')).toBe(0);
    expect(hooks('HEAD /wps/system/status')).toBe(0);
    expect(hooks('GET /wps/relay/GCSGAME_gameList')).toBe(0);
    expect(hooks('GET /wps/member/info')).toBe(1);
    expect(hooks('GET /game-art/:id')).toBe(1);
    await app.close();
  });
});

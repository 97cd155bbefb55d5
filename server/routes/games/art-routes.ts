/** Generated art: `/game-art/tiles/{gameCode}.svg`, `/game-art/vendors/{CODE}-{WHITE|BLACK}.svg`, `/game-art/default.svg`. */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { DEFAULT_ART_SVG, tileSvg, vendorIconSvg } from '../../games/art';
import type { CatalogueStore } from '../../games/catalogue';
import { ART_PREFIX } from '../../games/items';
import { sendNotFound } from '../../http/not-found';

const CACHE = 'public, max-age=86400';

function svg(reply: FastifyReply, body: string) {
  return reply.type('image/svg+xml').header('cache-control', CACHE).send(body);
}

function notFound(reply: FastifyReply) {
  return sendNotFound(reply, 'No such game picture');
}

export function artRoutes(app: FastifyInstance, store: CatalogueStore): void {
  app.get(`${ART_PREFIX}/default.svg`, (_request, reply) => svg(reply, DEFAULT_ART_SVG));

  app.get<{ Params: { file: string } }>(`${ART_PREFIX}/tiles/:file`, async (request, reply) => {
    const m = /^([A-Za-z0-9_]{1,64})\.svg$/.exec(request.params.file);
    if (!m) return notFound(reply);
    const cat = await store.current();
    const game = cat.games.find((g) => g.gameCode === m[1]);
    return game ? svg(reply, tileSvg(game)) : notFound(reply);
  });

  app.get<{ Params: { file: string } }>(`${ART_PREFIX}/vendors/:file`, async (request, reply) => {
    const m = /^([A-Z0-9_]{2,32})-(WHITE|BLACK)\.svg$/.exec(request.params.file);
    const body = m ? vendorIconSvg(m[1] as string, m[2] as 'WHITE' | 'BLACK') : null;
    return body ? svg(reply, body) : notFound(reply);
  });
}

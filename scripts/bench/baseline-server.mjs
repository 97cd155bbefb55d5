// Serves a built bench baseline (bench/baselines/) the way the site's server serves dist/: the
// Brotli/gzip files written beside each asset (@fastify/static preCompressed), hashed assets cached
// as immutable, the HTML no-cache for every extension-less path:
//   node scripts/bench/baseline-server.mjs <dir> <port>
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';

const [root, portArg] = process.argv.slice(2);
const HASHED = /[.-][0-9a-f]{8,}\.(js|css)$/;
const app = Fastify({ logger: false });
await app.register(fastifyStatic, { root, preCompressed: true, index: false, cacheControl: false, wildcard: false });
app.addHook('onSend', async (request, reply) => {
  reply.header('cache-control', HASHED.test(request.url.split('?')[0] ?? '') ? 'public, max-age=31536000, immutable' : 'no-cache');
});
const page = (_request, reply) => reply.sendFile('index.html', root);
app.get('/', page);
app.setNotFoundHandler((request, reply) => {
  if (/\.[a-z0-9]+$/i.test(request.url.split('?')[0] ?? '')) return reply.code(404).send('not found');
  return page(request, reply);
});
await app.listen({ port: Number(portArg), host: '127.0.0.1' });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));

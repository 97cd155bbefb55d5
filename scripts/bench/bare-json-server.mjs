// The floor of the public-reads bench: a bare Fastify app (no hooks, no plugins, no logger) in its
// own Node process on 127.0.0.1 serving, on one plain route each, the very JSON bytes the real
// server answered for the measured calls (fetched by the bench before the runs), with the same
// content type. `node scripts/bench/bare-json-server.mjs <port> <bodies.json>`, where the file maps
// each bare path to its JSON text.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const port = Number(process.argv[2]);
const bodies = JSON.parse(readFileSync(process.argv[3], 'utf8'));
const app = Fastify({ logger: false });
for (const [path, json] of Object.entries(bodies)) {
  app.get(path, async (_request, reply) => reply.type('application/json; charset=utf-8').send(json));
}
await app.listen({ port, host: '127.0.0.1' });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));

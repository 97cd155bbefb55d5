// A bare Fastify route, started the same way as the real server (its own Node process on
// 127.0.0.1), as the yardstick of the load run: `node scripts/bench/bare-server.mjs <port>`.
import Fastify from 'fastify';

const port = Number(process.argv[2]);
const app = Fastify({ logger: false });
app.get('/bare', async () => ({ success: true, code: 'ok', message: '', value: { status: 0 } }));
await app.listen({ port, host: '127.0.0.1' });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));

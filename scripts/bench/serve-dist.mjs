// A throwaway server on a built site, for measuring by hand (e.g. Lighthouse against two builds side
// by side): fresh PGlite folder, no build step. `node scripts/bench/serve-dist.mjs [distDir]` prints
// its port and serves until stopped.
import { resolve } from 'node:path';
import { startServer } from './server.mjs';

const dist = process.argv[2] ?? 'dist';
const server = await startServer(resolve(dist));
console.log(`serving ${dist} on port ${server.port}`);
const stop = () => server.stop().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);

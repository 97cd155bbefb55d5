/**
 * The real server for the flag matrix: `server/main.ts`'s app with the operator API registered
 * (a no-op when app.ts already registers it). Environment as for the server (PORT, DATA_DIR,
 * OPERATOR_TOKEN...). Used by `npm run qa:matrix` when no --base-url is given.
 */
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import operatorRoutes from '../../server/routes/operator/index';

const config = loadConfig();
const app = await buildApp(config);
await app.register(operatorRoutes, { token: config.operatorToken });
const stop = () => {
  app.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
// started by the matrix with an IPC channel: its end means the matrix is gone (even by SIGKILL)
if (process.send) process.on('disconnect', stop);
const address = await app.listen({ host: config.host, port: config.port });
console.log(`[qa-server] listening on ${address}`);

/**
 * The real server with the demo agents seeded on royal (server/agent/seed.ts: what `npm start`
 * seeds) and royal's username sign-up without the SMS step (the accounts suite covers SMS).
 * Started per Playwright worker by ./fixtures.ts on a temp data folder.
 */
import { seedAgentDemo } from '../../../../server/agent/seed';
import { buildApp } from '../../../../server/app';
import { loadConfig } from '../../../../server/config';

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp(config);
  const royal = app.tenants.get('royal');
  if (!royal) throw new Error('royal missing');
  await seedAgentDemo(app.db, royal);
  await app.runtimeRepository.setFlag('royal', 'REGMOBVERF3', false);
  await app.listen({ host: config.host, port: config.port });
  const stop = () => void app.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

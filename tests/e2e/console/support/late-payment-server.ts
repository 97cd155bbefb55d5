/**
 * The real server (server/app.ts buildApp, same config from the environment) plus one test-only
 * route: POST /__e2e/gateway/callback-lost/:orderNo, the demo gateway taking an order's payment while
 * its callback does not reach the site (as a real gateway's callback lost on the network). The
 * gateway's page of the order then shows it paid, and its Back repeats the callback, the late one.
 * Needed because the demo gateway's Pay sends its callback at once, and a cashier's rejection closes
 * an unpaid order. Started per Playwright worker by the cashier browser test on a temp database.
 */
import { buildApp } from '../../../../server/app';
import { clock } from '../../../../server/clock';
import { loadConfig } from '../../../../server/config';
import { markPaid } from '../../../../server/gateway/orders';

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp(config);
  app.post('/__e2e/gateway/callback-lost/:orderNo', async (request, reply) => {
    const orderNo = String((request.params as { orderNo?: string }).orderNo ?? '');
    const order = await markPaid(app.db, orderNo, clock.now());
    if (!order) return reply.code(404).send({ error: `no order ${orderNo}` });
    return { orderNo, status: order.status };
  });
  await app.listen({ host: config.host, port: config.port });
  const stop = () => void app.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

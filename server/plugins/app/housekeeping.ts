/** Deletes rows that stopped mattering (accounts/housekeeping.ts) at start and every 10 minutes. */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { purgeExpired } from '../../accounts/housekeeping';

const EVERY_MS = 10 * 60 * 1000;

export default fp(
  async (app: FastifyInstance) => {
    const run = async () => {
      try {
        const removed = await purgeExpired(app.db, new Date());
        app.log.debug({ removed }, 'housekeeping');
      } catch (error) {
        app.log.warn({ err: error }, 'housekeeping failed');
      }
    };
    await run();
    const timer = setInterval(run, EVERY_MS);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'housekeeping', dependencies: ['db'] },
);

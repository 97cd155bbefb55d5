/** Deletes rows that stopped mattering (accounts/housekeeping.ts) at start and every 10 minutes. */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { purgeExpired } from '../../accounts/housekeeping';
import { clock } from '../../clock';
import { every } from './every';

const EVERY_MS = 10 * 60 * 1000;

export default fp(
  async (app: FastifyInstance) => {
    const run = every(app, 'housekeeping', EVERY_MS, async () => {
      const removed = await purgeExpired(app.db, clock.now());
      app.log.debug({ removed }, 'housekeeping');
    });
    await run();
  },
  { name: 'housekeeping', dependencies: ['db'] },
);

/**
 * A job on a timer: runs every `everyMs`, never keeps the process alive, stops when the app closes;
 * a failure is logged and the next run carries on. Returns the guarded run (to also run it now).
 */
import type { FastifyInstance } from 'fastify';

export function every(app: FastifyInstance, what: string, everyMs: number, job: () => Promise<void>): () => Promise<void> {
  const run = async () => {
    try {
      await job();
    } catch (error) {
      app.log.warn({ err: error }, `${what} failed`);
    }
  };
  const timer = setInterval(run, everyMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
  return run;
}

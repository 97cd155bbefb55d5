/** Repositories over `app.db`. Later issues add theirs here (one decorator each). */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { RuntimeRepository } from '../../tenants/runtime-repository';

declare module 'fastify' {
  interface FastifyInstance {
    runtimeRepository: RuntimeRepository;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('runtimeRepository', new RuntimeRepository(app.db));
  },
  { name: 'repositories', dependencies: ['db'] },
);

/**
 * Compresses API answers above 1 kB (Brotli or gzip, by the request's Accept-Encoding, with
 * `Vary: Accept-Encoding`). The built site's files are compressed at build time
 * (`scripts/compress-dist.mjs`) and sent as they are, so they are not compressed again here.
 */

import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const COMPRESS_THRESHOLD = 1024;

export default fp(
  async (app: FastifyInstance) => {
    await app.register(compress, {
      global: true,
      threshold: COMPRESS_THRESHOLD,
      encodings: ['br', 'gzip'],
      // fast settings: answers are built per request, unlike the files compressed at build time
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
      zlibOptions: { level: 6 },
    });
  },
  { name: 'compress-config' },
);

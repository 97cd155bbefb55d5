/**
 * Simulates an unreachable database on a test app: its calls fail the way the PostgreSQL
 * layer fails them (a refused connection, marked unavailable) until `restore()`. Works on PGlite too.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/types';
import { markUnavailable } from '../db/unavailable';

type MutableDb = { -readonly [K in keyof Db]: Db[K] };

export function databaseAway(app: FastifyInstance): { restore(): void } {
  const db = app.db as MutableDb;
  const saved = { query: db.query, exec: db.exec, transaction: db.transaction, withLock: db.withLock, statements: db.statements };
  const refused = () =>
    Promise.reject(markUnavailable(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })));
  db.query = refused;
  db.exec = refused;
  db.transaction = refused;
  db.withLock = refused;
  // PGlite: "no statement ran since the last read" would spare the status cache its read
  db.statements = () => Number.NaN;
  return { restore: () => Object.assign(db, saved) };
}

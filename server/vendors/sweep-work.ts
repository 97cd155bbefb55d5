/**
 * The schedule's one read: which of its jobs have anything to do. The sweep runs every few seconds
 * in every process, and on most runs nothing is due; asking each job's question in one statement
 * (each job's own condition, from its module) instead of running six jobs' queries keeps an idle
 * sweep at one round trip (PGlite: one statement on the event loop, not six to seven) and makes an
 * idle sweep write nothing. A job with work then runs as before, with its own query and limits.
 */
import type { Queryable, SqlParam } from '../db/types';

/** Adds a value to a statement's parameters and answers its placeholder (`$1`, `$2`, ...). */
export type Param = (value: SqlParam) => string;

/** A statement's parameters, filled as its text is built. */
export function sqlParams(): { values: SqlParam[]; at: Param } {
  const values: SqlParam[] = [];
  return {
    values,
    at: (value) => {
      values.push(value);
      return `$${values.length}`;
    },
  };
}

/** One job's question: `EXISTS (...)` built with the statement's parameters. */
export type WorkQuestion = (at: Param) => string;

/** Which of `questions` have work, in one statement. */
export async function workWaiting<K extends string>(db: Queryable, questions: Record<K, WorkQuestion>): Promise<Record<K, boolean>> {
  const { values, at } = sqlParams();
  const names = Object.keys(questions) as K[];
  const columns = names.map((name) => `${questions[name](at)} AS "${name}"`).join(',\n  ');
  const [row] = await db.query<Record<K, boolean>>(`SELECT\n  ${columns}`, values);
  if (!row) throw new Error('the sweep read answered no row');
  return row;
}

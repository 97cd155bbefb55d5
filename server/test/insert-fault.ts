/**
 * A failing insert, for the tests that a change commits whole or not at all: while `run` runs, an
 * insert into `table` whose new row meets `when` (SQL on `NEW`) raises `message`, as a failed write
 * would. The trigger is removed afterwards whatever `run` does.
 */
import type { Queryable } from '../db/types';

let made = 0;
const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

export async function whileInsertsFail(
  db: Queryable,
  fault: { table: string; when: string; message?: string },
  run: () => Promise<void>,
): Promise<void> {
  const name = `test_insert_fault_${process.pid}_${++made}`;
  await db.query(`CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN IF ${fault.when} THEN RAISE EXCEPTION ${literal(fault.message ?? 'test fault')}; END IF; RETURN NEW; END $$`);
  await db.query(`CREATE TRIGGER ${name} BEFORE INSERT ON ${fault.table} FOR EACH ROW EXECUTE FUNCTION ${name}()`);
  try {
    await run();
  } finally {
    await db.query(`DROP TRIGGER ${name} ON ${fault.table}`);
    await db.query(`DROP FUNCTION ${name}()`);
  }
}

/**
 * A failing `console_audit` write: a record of one of `actions`, or of any action under `prefix`
 * (such as `content.help.`), cannot be inserted while `run` runs.
 */
export async function whileAuditFails(
  db: Queryable,
  failing: { actions?: readonly string[]; prefix?: string },
  run: () => Promise<void>,
): Promise<void> {
  const conditions = [
    ...(failing.actions ?? []).map((action) => `NEW.action = ${literal(action)}`),
    ...(failing.prefix === undefined ? [] : [`left(NEW.action, ${failing.prefix.length}) = ${literal(failing.prefix)}`]),
  ];
  if (conditions.length === 0) throw new Error('whileAuditFails: name the actions or a prefix');
  await whileInsertsFail(db, { table: 'console_audit', when: conditions.join(' OR '), message: 'audit test fault' }, run);
}

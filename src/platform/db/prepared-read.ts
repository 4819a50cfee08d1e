import type { EntityManager } from './orm.ts';

// MikroORM sends every statement as plain text with the parameters written into it, so PostgreSQL
// parses and plans each one anew. A hot read declared with `prepared` goes as a named prepared
// statement instead: parsed and planned once per pooled connection, then only bound and run.

export interface PreparedStatement {
  name: string;
  /** The SQL with `?` placeholders, as `em.execute` takes it. */
  sql: string;
  /** The same with `$1`, `$2` … for PostgreSQL. */
  text: string;
}

/** A read to send prepared. `name` must be unique in the process; `sql` uses `?` placeholders. */
export function prepared(name: string, sql: string): PreparedStatement {
  let position = 0;
  return { name, sql, text: sql.replace(/\?/g, () => `$${++position}`) };
}

/**
 * Runs a prepared read on a pooled connection, logged as `em.execute` logs (so statement counts see
 * it). Inside a transaction it runs through `em.execute` instead, on the transaction's connection.
 */
export async function preparedRead<T>(
  em: EntityManager,
  statement: PreparedStatement,
  params: unknown[],
): Promise<T[]> {
  if (em.isInTransaction()) return em.execute<T[]>(statement.sql, params);
  const pool = await em.getConnection().getNativeClient();
  const started = Date.now();
  const { rows } = await pool.query({ name: statement.name, text: statement.text, values: params });
  em.config
    .getLogger()
    .logQuery({ query: statement.text, took: Date.now() - started, results: rows.length, level: 'info' });
  return rows as T[];
}

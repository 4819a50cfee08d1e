/**
 * What a subscriber throws when a row its event names by id is not in the database: `requireRow`
 * makes it. The worker, not the subscriber, decides what it means. The worker has already checked
 * that this database recorded the event (a job for another database's event never reaches a
 * subscriber), so the row existed and was deleted after the event (a game called off, an invite
 * accepted): the job completes as `row-gone`, logged, with nothing applied and no retry, since
 * no retry would bring the row back.
 */
export class MissingRow extends Error {
  readonly table: string;
  readonly id: string;

  constructor(table: string, id: string) {
    super(`No ${table} row ${id} in this database`);
    this.name = 'MissingRow';
    this.table = table;
    this.id = id;
  }
}

/** The row the event names, or a MissingRow for the worker to report (instead of returning quietly). */
export function requireRow<T>(row: T | null | undefined, table: string, id: string): T {
  if (row === null || row === undefined) throw new MissingRow(table, id);
  return row;
}

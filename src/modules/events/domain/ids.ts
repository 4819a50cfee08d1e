const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids in paths are uuids; anything else cannot name a row, so it is a 404 without asking PostgreSQL. */
export const isUuid = (value: string | undefined | null): value is string =>
  typeof value === 'string' && UUID.test(value);

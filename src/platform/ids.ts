const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `value` is a uuid: what an id must be before it goes into a uuid column's statement. */
export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);

// Small text rules the marketplace's queries share.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids come from addresses: anything that is no uuid is simply not found (never a database error). */
export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);

/** A LIKE pattern matching `text` anywhere, its own %, _ and \ taken literally (escape '\'). */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The where clause of a filtered list: `add` a condition with its one value only when the filter is
 * given, so a page is one statement whatever the filters and each condition stays one an index serves.
 */
export function conditions(...always: string[]) {
  const parts = [...always];
  const params: unknown[] = [];
  return {
    add(condition: string, value: unknown) {
      if (value === undefined) return;
      parts.push(condition);
      params.push(value);
    },
    /** A condition with no value, when `on`. */
    when(on: boolean | undefined, condition: string) {
      if (on) parts.push(condition);
    },
    where: () => parts.join(' and '),
    params,
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: string | undefined | null): value is string =>
  typeof value === 'string' && UUID.test(value);

/** A pickup game id from a path: a positive whole number (spec §2), else undefined (a 404). */
export function gameIdOf(value: string | number): number | undefined {
  const id = typeof value === 'number' ? value : /^\d{1,15}$/.test(value) ? Number(value) : Number.NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/** The delayed job that ends a hold: one id per (registration, hold), so re-offering makes a new one. */
export const holdJobId = (registrationId: string, holdSeq: number) =>
  `pickup-hold_${registrationId}_${holdSeq}`;

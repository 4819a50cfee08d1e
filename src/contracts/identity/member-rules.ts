// The plain part of spec §5's member rules: values and checks that need no zod, so a first route of
// the SPA (sign-up, the e-mailed links) can use them without loading a schema library. rules.ts
// re-exports them beside the zod rules built on them.

/** The special characters the password policy counts. */
export const PASSWORD_SPECIALS = '!@#$%^&.*';

export const MINIMUM_AGE = 18;
export const SIGN_UP_PASSWORD_MIN = 8;
export const CHANGE_PASSWORD_MIN = 5;

/** Avatar uploads: at most 5,000,000 bytes (spec §9). */
export const MAX_IMAGE_BYTES = 5_000_000;

export const GENDERS = ['MALE', 'FEMALE', 'PREFER_NOT_TO_SAY'] as const;
export type Gender = (typeof GENDERS)[number];
export const GENDER_LABELS: Record<Gender, string> = {
  MALE: 'Male',
  FEMALE: 'Female',
  PREFER_NOT_TO_SAY: 'Prefer Not To Say',
};

/** Whole years: one less if the birthday has not come yet this year. `birthday` is YYYY-MM-DD. */
export function ageOn(birthday: string, today: Date = new Date()): number {
  const [year, month, day] = birthday.split('-').map(Number) as [number, number, number];
  const todayYear = today.getUTCFullYear();
  const todayMonth = today.getUTCMonth() + 1;
  const todayDay = today.getUTCDate();
  const hadBirthday = todayMonth > month || (todayMonth === month && todayDay >= day);
  return todayYear - year - (hadBirthday ? 0 : 1);
}

/** A real calendar date written YYYY-MM-DD (rejects 2023-02-30). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

export const isFutureDate = (value: string, today: Date = new Date()) =>
  value > today.toISOString().slice(0, 10);

import { z } from 'zod';

// Spec §5 rules shared by sign-up, profile, password and e-mail forms, on the server and in the SPA.

export {
  digitsOf,
  EMAIL_PATTERN,
  formatPhone,
  PHONE_PATTERN,
  POSTAL_CODE_PATTERN,
} from '../common/patterns.ts';

/** The special characters the password policy counts. */
export const PASSWORD_SPECIALS = '!@#$%^&.*';

export const MINIMUM_AGE = 18;
export const SIGN_UP_PASSWORD_MIN = 8;
export const CHANGE_PASSWORD_MIN = 5;

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

export const PASSWORD_MESSAGES = {
  required: 'Password is required',
  min: 'Password must be at least 8 characters long',
  uppercase: 'Password must contain at least one uppercase letter',
  lowercase: 'Password must contain at least one lowercase letter',
  number: 'Password must contain at least one number',
  special: 'Password must contain at least one special character',
  confirmRequired: 'Confirm password is required',
  mismatch: 'Passwords do not match',
  changeMin: 'Password must be at least 5 character long',
} as const;

const escapedSpecials = PASSWORD_SPECIALS.replace(/[.*^$]/g, '\\$&');

/** The sign-up and set-password policy, each rule with its own message. */
export const passwordPolicy = z
  .string({ error: PASSWORD_MESSAGES.required })
  .min(1, PASSWORD_MESSAGES.required)
  .min(SIGN_UP_PASSWORD_MIN, PASSWORD_MESSAGES.min)
  .max(128, 'Password must not exceed 128 characters')
  .regex(/[A-Z]/, PASSWORD_MESSAGES.uppercase)
  .regex(/[a-z]/, PASSWORD_MESSAGES.lowercase)
  .regex(/\d/, PASSWORD_MESSAGES.number)
  .regex(new RegExp(`[${escapedSpecials}]`), PASSWORD_MESSAGES.special);

/**
 * Refinement arguments adding 'Passwords do not match' on `confirmPassword` when it differs from
 * `field`. `when` lets it run even while other fields fail, so a form shows every error at once.
 */
export function confirmMatches<T extends { confirmPassword: string }>(
  field: keyof T & string,
): [
  (value: T) => boolean,
  { message: string; path: PropertyKey[]; when: (payload: z.core.ParsePayload) => boolean },
] {
  return [
    (value) => !value.confirmPassword || value.confirmPassword === value[field],
    {
      message: PASSWORD_MESSAGES.mismatch,
      path: ['confirmPassword'],
      when: (payload) =>
        typeof payload.value === 'object' &&
        payload.value !== null &&
        !payload.issues.some((issue) => issue.path?.[0] === field || issue.path?.[0] === 'confirmPassword'),
    },
  ];
}

export const requiredText = (message: string, max = 100) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Must be at most ${max} characters`);

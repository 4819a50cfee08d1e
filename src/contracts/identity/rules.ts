import { z } from 'zod';
import { PASSWORD_SPECIALS, SIGN_UP_PASSWORD_MIN } from './member-rules.ts';
import { PASSWORD_MESSAGES } from './messages.ts';

// Spec §5 rules shared by sign-up, profile, password and e-mail forms, on the server and in the SPA.

export {
  digitsOf,
  EMAIL_PATTERN,
  formatPhone,
  PHONE_PATTERN,
  POSTAL_CODE_PATTERN,
} from '../common/patterns.ts';

export {
  ageOn,
  CHANGE_PASSWORD_MIN,
  GENDER_LABELS,
  GENDERS,
  type Gender,
  isCalendarDate,
  isFutureDate,
  MINIMUM_AGE,
  PASSWORD_SPECIALS,
  SIGN_UP_PASSWORD_MIN,
} from './member-rules.ts';
export { PASSWORD_MESSAGES } from './messages.ts';

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

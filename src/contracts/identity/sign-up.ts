import { z } from 'zod';
import { SIGN_UP_MESSAGES } from './messages.ts';
import {
  ageOn,
  confirmMatches,
  digitsOf,
  EMAIL_PATTERN,
  GENDERS,
  isCalendarDate,
  isFutureDate,
  MINIMUM_AGE,
  PASSWORD_MESSAGES,
  PHONE_PATTERN,
  POSTAL_CODE_PATTERN,
  passwordPolicy,
  requiredText,
} from './rules.ts';

export { SIGN_UP_MESSAGES };

export const EARLIEST_BIRTHDAY = '1900-01-01';

/** A location is a place name ("Austin, TX"), as long as the profile form allows. */
const LOCATION_MAX = 120;

export const emailField = (required: string = SIGN_UP_MESSAGES.emailRequired) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(254, SIGN_UP_MESSAGES.email)
    .regex(EMAIL_PATTERN, SIGN_UP_MESSAGES.email)
    .transform((value) => value.toLowerCase());

export const phoneField = (invalid: string = SIGN_UP_MESSAGES.phone) =>
  z
    .string({ error: SIGN_UP_MESSAGES.phoneRequired })
    .trim()
    .min(1, SIGN_UP_MESSAGES.phoneRequired)
    .refine((value) => digitsOf(value).length >= 10, SIGN_UP_MESSAGES.phoneDigits)
    .refine((value) => digitsOf(value).length < 10 || PHONE_PATTERN.test(value), invalid);

export const birthdayField = (ageMessage: string = SIGN_UP_MESSAGES.age) =>
  z
    .string({ error: SIGN_UP_MESSAGES.birthdayRequired })
    .trim()
    .min(1, SIGN_UP_MESSAGES.birthdayRequired)
    // Before 1900 is a typo, and PostgreSQL has no year 0.
    .refine((value) => isCalendarDate(value) && value >= EARLIEST_BIRTHDAY, SIGN_UP_MESSAGES.birthday)
    .refine((value) => !isCalendarDate(value) || !isFutureDate(value), SIGN_UP_MESSAGES.birthdayFuture)
    .refine(
      (value) => !isCalendarDate(value) || isFutureDate(value) || ageOn(value) >= MINIMUM_AGE,
      ageMessage,
    );

const signUpFields = {
  firstName: requiredText(SIGN_UP_MESSAGES.firstName, 50),
  lastName: requiredText(SIGN_UP_MESSAGES.lastName, 50),
  email: emailField(),
  phone: phoneField(),
  zipCode: z
    .string({ error: SIGN_UP_MESSAGES.zipRequired })
    .trim()
    .min(1, SIGN_UP_MESSAGES.zipRequired)
    .regex(POSTAL_CODE_PATTERN, SIGN_UP_MESSAGES.zip),
  birthday: birthdayField(),
  gender: z.enum(GENDERS, { error: SIGN_UP_MESSAGES.gender }),
  password: passwordPolicy,
  confirmPassword: z
    .string({ error: PASSWORD_MESSAGES.confirmRequired })
    .min(1, PASSWORD_MESSAGES.confirmRequired),
  captchaToken: z.string().max(4096).optional(),
};

const passwordsMatch = confirmMatches<{ password: string; confirmPassword: string }>('password');

/**
 * POST /api/auth/register (spec §3 Sign-up, §5 messages). `location` is the profile's (where the member
 * plays): with it the new account is complete (spec §5 Profile completeness) and an invite applies
 * without a COMPLETE REGISTRATION step. It stays optional here for clients that follow §3's field list;
 * their accounts complete the profile afterwards.
 */
export const signUpSchema = z
  .object({
    ...signUpFields,
    location: z.string().trim().max(LOCATION_MAX, `Must be at most ${LOCATION_MAX} characters`).optional(),
  })
  .refine(...passwordsMatch);

/** The SPA's sign-up form: the same rules, with the location it always asks for. */
export const signUpFormSchema = z
  .object({ ...signUpFields, location: requiredText(SIGN_UP_MESSAGES.location, LOCATION_MAX) })
  .refine(...passwordsMatch);

export type SignUpInput = z.input<typeof signUpSchema>;
export type SignUp = z.output<typeof signUpSchema>;
export type SignUpForm = z.output<typeof signUpFormSchema>;

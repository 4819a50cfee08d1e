import { z } from 'zod';
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

export const SIGN_UP_MESSAGES = {
  firstName: 'First name is required',
  lastName: 'Last name is required',
  emailRequired: 'Email is required',
  email: 'Invalid email address',
  phoneRequired: 'Phone number is required',
  phoneDigits: 'Phone number must be at least 10 digits',
  phone: 'Invalid phone number',
  zipRequired: 'Zip code is required',
  zip: 'Invalid zip code',
  birthdayRequired: 'Birthday is required',
  birthday: 'Enter a valid date',
  birthdayFuture: 'Birthday cannot be in the future',
  age: 'You must be at least 18 years old to register.',
  gender: 'Please select a gender option',
  emailTaken: 'An account with this email already exists',
} as const;

export const EARLIEST_BIRTHDAY = '1900-01-01';

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

/** POST /api/auth/register (spec §3 Sign-up, §5 messages). */
export const signUpSchema = z
  .object({
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
  })
  .refine(...confirmMatches<{ password: string; confirmPassword: string }>('password'));

export type SignUpInput = z.input<typeof signUpSchema>;
export type SignUp = z.output<typeof signUpSchema>;

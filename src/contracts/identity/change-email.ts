import { z } from 'zod';
import { emailField } from './sign-up.ts';

export const CHANGE_EMAIL_MESSAGES = {
  passwordRequired: 'Password is required',
  emailRequired: 'Email is required',
  confirmRequired: 'Confirm email is required',
  mismatch: 'Emails do not match',
  passwordWrong: 'Password is incorrect',
  same: 'This is already your email',
} as const;

/**
 * PATCH /api/member/change-email: data is the new address. The change stays pending until the link
 * mailed to it is opened; the old address keeps signing in until then and gets a link to cancel.
 */
export const changeEmailSchema = z.object({
  password: z
    .string({ error: CHANGE_EMAIL_MESSAGES.passwordRequired })
    .min(1, CHANGE_EMAIL_MESSAGES.passwordRequired)
    .max(128),
  email: emailField(CHANGE_EMAIL_MESSAGES.emailRequired),
});

export const changeEmailFormSchema = z
  .object({
    password: changeEmailSchema.shape.password,
    email: changeEmailSchema.shape.email,
    confirmEmail: z
      .string({ error: CHANGE_EMAIL_MESSAGES.confirmRequired })
      .trim()
      .min(1, CHANGE_EMAIL_MESSAGES.confirmRequired),
  })
  .refine((value) => value.email === value.confirmEmail.toLowerCase(), {
    message: CHANGE_EMAIL_MESSAGES.mismatch,
    path: ['confirmEmail'],
    when: (payload) =>
      !payload.issues.some((issue) => issue.path?.[0] === 'email' || issue.path?.[0] === 'confirmEmail'),
  });

/** The screens the two links of an e-mail change open, with what each outcome says. */
export const EMAIL_CHANGE_PATHS = {
  confirm: '/email-change/confirm',
  cancel: '/email-change/cancel',
} as const;

export const EMAIL_CHANGE_MESSAGES = {
  pending: 'Follow it to finish changing your email.',
  confirmed: 'Your email address is changed',
  alreadyConfirmed: 'This link was already used: your email address is already changed.',
  cancelled: 'The email change is cancelled',
  alreadyCancelled: 'This link was already used: the email change is already cancelled.',
  expired: 'This link has expired. Change your email again from your settings to get a new one.',
  invalid: 'This link is invalid.',
  withdrawn: 'This email change was cancelled, so the link no longer works.',
  superseded: 'A newer email change replaced this one. Use the link in the latest email.',
  tooLateToCancel:
    'This email change was already confirmed, so it can no longer be cancelled. If you did not make it, contact us right away.',
} as const;

/** The `code` of each refusal, so the screen can say which it was. */
export const EMAIL_CHANGE_ERROR_CODES = {
  invalid: 'InvalidLink',
  expired: 'LinkExpired',
  withdrawn: 'EmailChangeCancelled',
  superseded: 'EmailChangeSuperseded',
  confirmed: 'EmailChangeConfirmed',
} as const;

/** POST /api/auth/email-change/confirm and /cancel: the token from the mailed link. */
export const emailChangeLinkSchema = z.object({
  token: z
    .string({ error: EMAIL_CHANGE_MESSAGES.invalid })
    .min(1, EMAIL_CHANGE_MESSAGES.invalid)
    .max(512, EMAIL_CHANGE_MESSAGES.invalid),
});

/** data of POST /api/auth/email-change/confirm: `email` is the account's address now. */
export interface EmailChangeConfirmed {
  outcome: 'confirmed' | 'already-confirmed';
  email: string;
}

/** data of POST /api/auth/email-change/cancel: `email` is the address the account keeps. */
export interface EmailChangeCancelled {
  outcome: 'cancelled' | 'already-cancelled';
  email: string;
}

/** data of GET /api/member/email-change: the address a pending change waits to move to, if any. */
export interface PendingEmailChange {
  pendingEmail: string | null;
}

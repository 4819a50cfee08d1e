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

/** PATCH /api/member/change-email: data is the new address (unverified until its link is followed). */
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

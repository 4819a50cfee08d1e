import { z } from 'zod';
import { CHANGE_PASSWORD_MIN, confirmMatches, PASSWORD_MESSAGES, passwordPolicy } from './rules.ts';
import { emailField } from './sign-up.ts';

export const PASSWORD_FLOW_MESSAGES = {
  recoverSent: 'If an account exists for this email, we sent a link to reset your password.',
  invalidResetLink: 'Invalid reset password link',
  resetFailed: 'Reset password failed',
  updateFailed: 'Failed to update password',
  updated: 'Password updated successfully!',
  changed: 'Password Changed Successfully',
  currentWrong: 'Current password is incorrect',
} as const;

/** POST /api/auth/recover-password. */
export const recoverPasswordSchema = z.object({ email: emailField() });

const confirmField = z
  .string({ error: PASSWORD_MESSAGES.confirmRequired })
  .min(1, PASSWORD_MESSAGES.confirmRequired);

/** POST /api/auth/reset-password. */
export const resetPasswordSchema = z
  .object({
    resetToken: z
      .string({ error: PASSWORD_FLOW_MESSAGES.invalidResetLink })
      .min(1, PASSWORD_FLOW_MESSAGES.invalidResetLink)
      .max(512),
    newPassword: passwordPolicy,
    confirmPassword: confirmField,
  })
  .refine(...confirmMatches<{ newPassword: string; confirmPassword: string }>('newPassword'));

/** auth.setPassword over /trpc: the reset link's auto-login gives `authorization`. */
export const setPasswordSchema = z
  .object({
    newPassword: passwordPolicy,
    confirmPassword: confirmField,
    authorization: z.string().min(1).max(4096),
  })
  .refine(...confirmMatches<{ newPassword: string; confirmPassword: string }>('newPassword'));

/**
 * PATCH /api/member/change-password. The form asks for at least 5 characters (spec §5); the server
 * also holds the new password to the sign-up policy, so the two meet on the stricter rule.
 */
export const changePasswordSchema = z.object({
  currentPassword: z
    .string({ error: PASSWORD_MESSAGES.changeMin })
    .min(CHANGE_PASSWORD_MIN, PASSWORD_MESSAGES.changeMin)
    .max(128),
  newPassword: z
    .string({ error: PASSWORD_MESSAGES.changeMin })
    .min(CHANGE_PASSWORD_MIN, PASSWORD_MESSAGES.changeMin)
    .pipe(passwordPolicy),
});

/** The change-password form: the request plus its confirmation. */
export const changePasswordFormSchema = z
  .object({
    currentPassword: changePasswordSchema.shape.currentPassword,
    newPassword: changePasswordSchema.shape.newPassword,
    confirmPassword: confirmField,
  })
  .refine(...confirmMatches<{ newPassword: string; confirmPassword: string }>('newPassword'));

import { z } from 'zod';
import { PASSWORD_FLOW_MESSAGES } from './messages.ts';
import { CHANGE_PASSWORD_MIN, confirmMatches, PASSWORD_MESSAGES, passwordPolicy } from './rules.ts';
import { emailField } from './sign-up.ts';

export { PASSWORD_FLOW_MESSAGES };

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
const changePasswordFields = {
  currentPassword: z
    .string({ error: PASSWORD_MESSAGES.changeMin })
    .min(CHANGE_PASSWORD_MIN, PASSWORD_MESSAGES.changeMin)
    .max(128),
  newPassword: z
    .string({ error: PASSWORD_MESSAGES.changeMin })
    .min(CHANGE_PASSWORD_MIN, PASSWORD_MESSAGES.changeMin)
    .pipe(passwordPolicy),
};

/**
 * A new password equal to the current one changes nothing while it looks like it did (and signs
 * out the other devices): refuse it. Only checked once both fields pass their own rules.
 */
const differsFromCurrent: [
  (value: { currentPassword: string; newPassword: string }) => boolean,
  { message: string; path: PropertyKey[]; when: (payload: z.core.ParsePayload) => boolean },
] = [
  (value) => value.newPassword !== value.currentPassword,
  {
    message: PASSWORD_FLOW_MESSAGES.sameAsCurrent,
    path: ['newPassword'],
    when: (payload) =>
      !payload.issues.some(
        (issue) => issue.path?.[0] === 'currentPassword' || issue.path?.[0] === 'newPassword',
      ),
  },
];

export const changePasswordSchema = z.object(changePasswordFields).refine(...differsFromCurrent);

/** The change-password form: the request plus its confirmation. */
export const changePasswordFormSchema = z
  .object({ ...changePasswordFields, confirmPassword: confirmField })
  .refine(...differsFromCurrent)
  .refine(...confirmMatches<{ newPassword: string; confirmPassword: string }>('newPassword'));

import { z } from 'zod';
import { emailField } from './sign-up.ts';

export const LOGIN_MESSAGES = {
  invalidCredentials: 'Invalid email or password',
  passwordRequired: 'Password is required',
  inviteTeam: 'Invalid invite team, please try to re-login.',
  fallback: 'An error occurred. Please try again.',
} as const;

/** POST /api/auth/login/member. */
export const loginSchema = z.object({
  email: emailField(),
  password: z
    .string({ error: LOGIN_MESSAGES.passwordRequired })
    .min(1, LOGIN_MESSAGES.passwordRequired)
    .max(128),
  inviteToken: z.string().max(2048).optional(),
});
export type LoginInput = z.input<typeof loginSchema>;

/** POST /api/auth/refresh and /api/auth/logout: the token may instead come from its cookie. */
export const refreshSchema = z.object({ refreshToken: z.string().max(512).optional() });

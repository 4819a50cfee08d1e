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

/**
 * POST /api/auth/refresh and /api/auth/logout. A browser sends nothing: its refresh token is the
 * httpOnly cookie. A non-browser (Bearer) client sends the token it was given in the body.
 */
export const refreshSchema = z.object({ refreshToken: z.string().max(512).optional() });

/**
 * A non-browser client asks for its tokens in the JSON body of login and sign-up by sending this
 * header with the value `bearer`. Without it the tokens travel only in httpOnly cookies, so no script
 * on a page can read them. A refresh answers in the body only when the token came in the body.
 */
export const SESSION_TRANSPORT_HEADER = 'x-session-transport';
export const BEARER_TRANSPORT = 'bearer';

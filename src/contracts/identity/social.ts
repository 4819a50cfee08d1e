import { z } from 'zod';
import { AUTH_PROVIDERS, type AuthProvider } from './member.ts';

export const SOCIAL_MESSAGES = {
  disconnected: 'Your social media account was disconnected.',
  lastMethod: 'Set a password or connect another account before disconnecting this one.',
  notLinked: 'This account is not connected.',
  unknownProvider: 'Choose Google or Apple',
} as const;

/**
 * Why social sign-in sent the browser back to `/?authError=<code>` instead of signing in; the SPA
 * shows the message for the code.
 */
export const SOCIAL_ERRORS = {
  'account-exists':
    'An account with this email already exists. Sign in with your password, then connect this account from your settings.',
  'linked-to-another-member': 'This account is already connected to another player.',
  'sign-in-required': 'Sign in first to connect an account.',
  'provider-unavailable': 'This sign-in method is not available.',
  'sign-in-failed': 'We could not sign you in. Please try again.',
  'account-deactivated': 'This account was deactivated.',
} as const;
export type SocialErrorCode = keyof typeof SOCIAL_ERRORS;

/** auth.revokeSocial over /trpc. */
export const revokeSocialSchema = z.object({
  provider: z.enum(AUTH_PROVIDERS, { error: SOCIAL_MESSAGES.unknownProvider }),
});

/** auth.autoLoginJwt over /trpc: `authorization` is the resetToken of the reset link. */
export const autoLoginSchema = z.object({
  authorization: z
    .string({ error: 'Invalid reset password link' })
    .min(1, 'Invalid reset password link')
    .max(512),
});

/** GET /api/auth/providers. */
export interface SocialProviderDto {
  provider: AuthProvider;
  /** Where the browser goes to sign in; add `returnTo=/path`, or `link=1` to connect while signed in. */
  startUrl: string;
}

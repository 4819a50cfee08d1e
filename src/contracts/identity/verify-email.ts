import { z } from 'zod';

export const VERIFY_MESSAGES = {
  invalidLink: 'This verification link is invalid or has expired.',
  verified: 'Your email address is verified.',
  resent: 'We sent a new verification link to your email address.',
} as const;

/** GET /api/auth/verify/?email&verificationToken (the link in the verification e-mail). */
export const verifyEmailQuerySchema = z.object({
  email: z
    .string({ error: VERIFY_MESSAGES.invalidLink })
    .trim()
    .min(1, VERIFY_MESSAGES.invalidLink)
    .max(254)
    .toLowerCase(),
  verificationToken: z
    .string({ error: VERIFY_MESSAGES.invalidLink })
    .min(1, VERIFY_MESSAGES.invalidLink)
    .max(512, VERIFY_MESSAGES.invalidLink),
});

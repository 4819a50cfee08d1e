import { z } from 'zod';
import { VERIFY_MESSAGES } from './messages.ts';

export { VERIFY_MESSAGES };

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

import { z } from 'zod';
import type { OnboardVerifyEmailResult } from '../../../contracts/clubs/index.ts';
import { onboardTeamSchema, onboardVerifyEmailSchema } from '../../../contracts/clubs/onboard.ts';
import type { CaptchaVerifier } from '../../../platform/captcha/captcha-verifier.ts';
import { created, defineRoutes, ok } from '../../../platform/http/declared-routes.ts';
import type { RateLimiter } from '../../../platform/rate-limit/rate-limiter.ts';
import type { MemberEligibilityReader } from '../../identity/index.ts';
import type { ClubsDeps } from '../application/clubs-deps.ts';
import { onboardTeam, verifyOnboardingEmail } from '../application/onboard/onboard.handler.ts';

export interface OnboardServices {
  deps: ClubsDeps;
  captcha: CaptchaVerifier;
  accounts: MemberEligibilityReader;
  limiter: RateLimiter;
}

const teamCreated = z.object({
  team: z.object({ id: z.string(), name: z.string() }).loose(),
  message: z.string(),
});

/** `/api/onboard`: a new visitor's first team, both steps behind the captcha check and a rate limit. */
export const onboardRoutes = defineRoutes<OnboardServices>(
  { mount: '/onboard', tags: ['Onboarding'] },
  (route) => [
    route.post('/verify-email', {
      auth: 'public',
      summary: 'Whether an address signs in or needs an account (behind the captcha)',
      request: { body: onboardVerifyEmailSchema },
      example: { email: 'alex@example.com', captchaToken: 'reCAPTCHA token' },
      reply: ok(
        z.object({
          email: z.string(),
          hasAccount: z.boolean(),
        }) satisfies z.ZodType<OnboardVerifyEmailResult>,
      ),
      errors: [403],
      limit: ({ limiter }) => limiter,
      handler: ({ deps: services, body, req }) =>
        verifyOnboardingEmail(services.captcha, services.accounts, body, req.ip),
    }),
    route.post('/', {
      auth: 'member',
      summary: "Create a new visitor's first team (behind the captcha)",
      request: { body: onboardTeamSchema },
      example: {
        name: 'Austin Armadillos',
        abbreviation: 'ATX',
        established: 2019,
        location: 'Austin, TX',
        zip: '78701',
        jerseyColor: 'Purple',
        captchaToken: 'reCAPTCHA token',
      },
      reply: created(teamCreated),
      errors: [403],
      limit: ({ limiter }) => limiter,
      handler: async ({ deps: services, member, body, req }) => {
        const { team, message } = await onboardTeam(services.deps, services.captcha, member, body, req.ip);
        return { team: { ...team }, message };
      },
    }),
  ],
);

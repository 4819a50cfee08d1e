import { Router } from 'express';
import type { TeamForm } from '../../../contracts/clubs/index.ts';
import { onboardTeamSchema, onboardVerifyEmailSchema } from '../../../contracts/clubs/onboard.ts';
import { type AuthGuards, requireCurrentMember } from '../../../platform/auth/index.ts';
import type { CaptchaVerifier } from '../../../platform/captcha/captcha-verifier.ts';
import { success } from '../../../platform/http/envelope.ts';
import { input, validate } from '../../../platform/http/validate.ts';
import { limitByIp, type RateLimiter } from '../../../platform/rate-limit/rate-limiter.ts';
import type { MemberEligibilityReader } from '../../identity/index.ts';
import type { ClubsDeps } from '../application/clubs-deps.ts';
import { onboardTeam, verifyOnboardingEmail } from '../application/onboard/onboard.handlers.ts';

export interface OnboardServices {
  deps: ClubsDeps;
  captcha: CaptchaVerifier;
  accounts: MemberEligibilityReader;
  limiter: RateLimiter;
}

/** `/api/onboard`: a new visitor's first team, both steps behind the captcha check and a rate limit. */
export function onboardRoutes(services: OnboardServices, guards: AuthGuards): Router {
  const router = Router();
  router.post(
    '/verify-email',
    limitByIp(services.limiter),
    validate({ body: onboardVerifyEmailSchema }),
    async (req, res) => {
      const { body } = input<{ body: { email: string; captchaToken?: string } }>(res);
      res.json(success(await verifyOnboardingEmail(services.captcha, services.accounts, body, req.ip)));
    },
  );
  router.post(
    '/',
    guards.requireMember,
    limitByIp(services.limiter),
    validate({ body: onboardTeamSchema }),
    async (req, res) => {
      const { body } = input<{ body: TeamForm & { captchaToken?: string } }>(res);
      const result = await onboardTeam(
        services.deps,
        services.captcha,
        requireCurrentMember(res),
        body,
        req.ip,
      );
      res.status(201).json(success(result));
    },
  );
  return router;
}

import { captchaRequestSchema, captchaResultSchema } from '../../contracts/captcha.ts';
import { defineRoutes, ok } from '../http/declared-routes.ts';
import type { CaptchaVerifier } from './captcha-verifier.ts';

/** `POST /api/captcha`: the reCAPTCHA v3 check the sign-up and onboarding pages ask first. */
export const captchaRoutes = defineRoutes<CaptchaVerifier>(
  { mount: '/captcha', tags: ['Platform'] },
  (route) => [
    route.post('/', {
      auth: 'public',
      summary: 'Verify a reCAPTCHA v3 token',
      description: 'Human when `success` and `score` above 0.65. Without `CAPTCHA_SECRET` everyone is human.',
      request: { body: captchaRequestSchema },
      example: { token: 'the token grecaptcha.execute gave the page' },
      reply: ok(captchaResultSchema),
      errors: [502],
      handler: ({ deps: verifier, body, req }) => verifier.verify(body.token, req.ip),
    }),
  ],
);

import { captchaRequestSchema, captchaResultSchema } from '../../contracts/captcha.ts';
import { type ApiPaths, errors, jsonBody, ok } from '../openapi/api-paths.ts';

export const captchaApiPaths: ApiPaths = {
  '/api/captcha': {
    post: {
      tags: ['Platform'],
      summary: 'Verify a reCAPTCHA v3 token',
      description: 'Human when `success` and `score` above 0.65. Without `CAPTCHA_SECRET` everyone is human.',
      requestBody: jsonBody(captchaRequestSchema, { token: 'the token grecaptcha.execute gave the page' }),
      responses: { ...ok(captchaResultSchema), ...errors(400, 415, 502) },
    },
  },
};

import { Router } from 'express';
import { type CaptchaRequest, captchaRequestSchema } from '../../contracts/captcha.ts';
import { success } from '../http/envelope.ts';
import { input, validate } from '../http/validate.ts';
import type { CaptchaVerifier } from './captcha-verifier.ts';

export function captchaRoutes(verifier: CaptchaVerifier): Router {
  const router = Router();
  router.post('/', validate({ body: captchaRequestSchema }), async (req, res) => {
    const { body } = input<{ body: CaptchaRequest }>(res);
    res.json(success(await verifier.verify(body.token, req.ip)));
  });
  return router;
}

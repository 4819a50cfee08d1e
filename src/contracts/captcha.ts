import { z } from 'zod';

/** Spec §5: a visitor is human only if the check succeeded and scored above 0.65. */
export const CAPTCHA_HUMAN_THRESHOLD = 0.65;

export const captchaRequestSchema = z.object({
  token: z.string({ error: 'Captcha token is required' }).max(4096, 'Captcha token is too long'),
});

export const captchaResultSchema = z.object({
  success: z.boolean(),
  score: z.number(),
});

export type CaptchaRequest = z.infer<typeof captchaRequestSchema>;
export type CaptchaResult = z.infer<typeof captchaResultSchema>;

export const isHuman = (result: CaptchaResult): boolean =>
  result.success && result.score > CAPTCHA_HUMAN_THRESHOLD;

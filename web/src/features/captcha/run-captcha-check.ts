import { ApiError } from '../../api/api-error';
import { type ApiClient, api } from '../../api/client';
import type { CaptchaResult } from './captcha-verdict';
import { recaptchaToken } from './recaptcha';

interface CaptchaCheckDependencies {
  client?: Pick<ApiClient, 'post'>;
  siteKey?: string | undefined;
  getToken?: (siteKey: string | undefined) => Promise<string>;
}

/** POST /api/captcha { token } and read { success, score }; an unreadable reply counts as a failure. */
export async function runCaptchaCheck({
  client = api,
  siteKey = import.meta.env.VITE_RECAPTCHA_SITE_KEY,
  getToken = recaptchaToken,
}: CaptchaCheckDependencies = {}): Promise<CaptchaResult> {
  const token = await getToken(siteKey);
  const reply = await client.post<unknown>('/captcha', { token });
  if (
    typeof reply === 'object' &&
    reply !== null &&
    'success' in reply &&
    'score' in reply &&
    typeof reply.success === 'boolean' &&
    typeof reply.score === 'number'
  ) {
    return { success: reply.success, score: reply.score };
  }
  throw new ApiError(200, [{ message: 'The captcha check answered without a score.' }]);
}

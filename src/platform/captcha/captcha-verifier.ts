import { type CaptchaResult, isHuman } from '../../contracts/captcha.ts';
import { AppError, forbidden } from '../errors/app-error.ts';
import type { Logger } from '../logging/logger.ts';

export interface CaptchaVerifier {
  verify(token: string, remoteIp?: string): Promise<CaptchaResult>;
  /** For guards (sign-up, demo booking): true when the visitor passes or the check cannot run. */
  isHuman(token: string, remoteIp?: string): Promise<boolean>;
}

/**
 * The guard of a form a bot must not submit (sign-up, demo booking): a 403 with the same message
 * wherever a visitor fails the check.
 */
export async function assertHuman(
  captcha: CaptchaVerifier,
  token: string | undefined,
  remoteIp: string | undefined,
): Promise<void> {
  if (!(await captcha.isHuman(token ?? '', remoteIp))) {
    throw forbidden('We could not verify that you are human. Please try again.');
  }
}

export interface CaptchaSettings {
  secret: string | undefined;
  verifyUrl: string;
  logger: Logger;
  timeoutMs?: number;
}

export class CaptchaUnavailableError extends AppError {
  constructor() {
    super(502, 'Captcha verification is unavailable. Please try again later.');
  }
}

/**
 * reCAPTCHA v3 siteverify. Without a secret (development, tests of other features) every visitor is
 * human, as configured. A verify endpoint that cannot be reached is an outage of ours, not evidence
 * of a bot: the endpoint reports it, and guards let the visitor through (spec §4: stays human).
 */
export function createCaptchaVerifier(settings: CaptchaSettings): CaptchaVerifier {
  const verify = async (token: string, remoteIp?: string): Promise<CaptchaResult> => {
    if (!settings.secret) return { success: true, score: 1 };
    const body = new URLSearchParams({ secret: settings.secret, response: token });
    if (remoteIp) body.set('remoteip', remoteIp);
    let reply: unknown;
    try {
      const response = await fetch(settings.verifyUrl, {
        method: 'POST',
        body,
        signal: AbortSignal.timeout(settings.timeoutMs ?? 5000),
      });
      if (!response.ok) throw new Error(`siteverify answered ${response.status}`);
      reply = await response.json();
    } catch (error) {
      settings.logger.warn({ err: error }, 'captcha verification failed');
      throw new CaptchaUnavailableError();
    }
    const { success, score } = (reply ?? {}) as { success?: unknown; score?: unknown };
    return { success: success === true, score: typeof score === 'number' ? score : 0 };
  };
  return {
    verify,
    async isHuman(token, remoteIp) {
      try {
        return isHuman(await verify(token, remoteIp));
      } catch {
        return true;
      }
    },
  };
}

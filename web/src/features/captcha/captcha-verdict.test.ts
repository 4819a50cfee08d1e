import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error';
import { captchaVerdict, isHuman } from './captcha-verdict';

describe('captcha human rule', () => {
  it.each([
    [{ success: true, score: 0.9 }, true],
    [{ success: true, score: 0.66 }, true],
    [{ success: true, score: 0.65 }, false],
    [{ success: true, score: 0.1 }, false],
    [{ success: false, score: 0.9 }, false],
    [{ success: false, score: 0 }, false],
  ])('judges %o human: %s', (result, human) => {
    expect(isHuman(result)).toBe(human);
  });
});

describe('captcha verdict', () => {
  it('presumes a visitor human before the check has answered', () => {
    expect(captchaVerdict({ status: 'idle' })).toBe(true);
    expect(captchaVerdict({ status: 'fetching' })).toBe(true);
  });

  it('keeps the visitor human when the check call fails', () => {
    expect(captchaVerdict({ status: 'failed', error: new ApiError(500, [{ message: 'down' }]) })).toBe(true);
  });

  it('follows the score once the check completes', () => {
    expect(captchaVerdict({ status: 'complete', data: { success: true, score: 0.3 } })).toBe(false);
    expect(captchaVerdict({ status: 'complete', data: { success: true, score: 0.8 } })).toBe(true);
  });
});

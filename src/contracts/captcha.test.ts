import { describe, expect, it } from 'vitest';
import { isHuman } from './captcha.ts';

describe('isHuman', () => {
  it('is true only for a successful check scoring above 0.65', () => {
    expect(isHuman({ success: true, score: 0.66 })).toBe(true);
    expect(isHuman({ success: true, score: 0.65 })).toBe(false);
    expect(isHuman({ success: false, score: 0.99 })).toBe(false);
  });
});

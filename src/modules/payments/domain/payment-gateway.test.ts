import { describe, expect, it } from 'vitest';
import { checkoutExpiry } from './payment-gateway.ts';

describe('checkoutExpiry', () => {
  const now = new Date('2030-03-14T12:00:00Z');
  const minutes = (date: Date) => (date.getTime() - now.getTime()) / 60_000;

  it('keeps a session open at least the processor minimum (30 minutes and a margin)', () => {
    expect(minutes(checkoutExpiry(now, new Date(now.getTime() + 5 * 60_000)))).toBe(31);
  });

  it('keeps a wanted expiry inside the bounds', () => {
    expect(minutes(checkoutExpiry(now, new Date(now.getTime() + 90 * 60_000)))).toBe(90);
  });

  it('never asks for more than 24 hours', () => {
    expect(minutes(checkoutExpiry(now, new Date(now.getTime() + 48 * 3_600_000)))).toBe(24 * 60 - 1);
  });
});

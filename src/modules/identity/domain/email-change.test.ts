import { describe, expect, it } from 'vitest';
import { decideCancel, decideConfirm, EMAIL_CHANGE_LIFETIME_MS, emailChangeExpiry } from './email-change.ts';

const requestedAt = new Date('2026-11-23T10:00:00Z');
const expiresAt = emailChangeExpiry(requestedAt);
const before = new Date(expiresAt.getTime() - 1);

describe('e-mail change links', () => {
  it('work for 7 days', () => {
    expect(EMAIL_CHANGE_LIFETIME_MS).toBe(7 * 24 * 60 * 60 * 1000);
    expect(expiresAt.toISOString()).toBe('2026-11-30T10:00:00.000Z');
  });

  it('confirm a pending change until it expires, and only then', () => {
    expect(decideConfirm({ status: 'pending', expiresAt }, before)).toBe('confirm');
    expect(decideConfirm({ status: 'pending', expiresAt }, expiresAt)).toBe('expired');
  });

  it('say what became of a change that is no longer pending', () => {
    expect(decideConfirm({ status: 'confirmed', expiresAt }, before)).toBe('already-confirmed');
    expect(decideConfirm({ status: 'confirmed', expiresAt }, expiresAt)).toBe('already-confirmed');
    expect(decideConfirm({ status: 'cancelled', expiresAt }, before)).toBe('cancelled');
    expect(decideConfirm({ status: 'superseded', expiresAt }, before)).toBe('superseded');
  });

  it('cancel a pending change, expired or not, but not one already made', () => {
    expect(decideCancel({ status: 'pending', expiresAt })).toBe('cancel');
    expect(decideCancel({ status: 'cancelled', expiresAt })).toBe('already-cancelled');
    expect(decideCancel({ status: 'confirmed', expiresAt })).toBe('already-confirmed');
    expect(decideCancel({ status: 'superseded', expiresAt })).toBe('superseded');
  });
});

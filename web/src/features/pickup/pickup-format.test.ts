import { describe, expect, it } from 'vitest';
import { gameFixture, paidGame } from './pickup-fixtures';
import {
  countdownLabel,
  gameDateLabel,
  gamePriceLabel,
  priceLabel,
  spotsLeftLabel,
  viewerState,
  viewerTag,
} from './pickup-format';

describe('price labels (spec §9)', () => {
  it.each([
    [null, 'No Set Price'],
    [{ amountCents: 0, currency: 'USD' as const }, 'Free'],
    [{ amountCents: 800, currency: 'USD' as const }, '$8'],
    [{ amountCents: 850, currency: 'USD' as const }, '$8.50'],
    [{ amountCents: 1200, currency: 'CAD' as const }, 'CA$12'],
  ])('%j reads %s', (price, label) => {
    expect(priceLabel(price)).toBe(label);
    expect(gamePriceLabel({ price, priceLabel: '' })).toBe(label);
  });
});

describe('a game card', () => {
  it('shows the kick-off in the group’s zone in the spec’s format', () => {
    expect(gameDateLabel(gameFixture())).toBe('Thursday / March 18 / 07:30 PM CDT');
  });

  it('counts the spots left, or says Full', () => {
    expect(spotsLeftLabel({ spotsLeft: 11, capacity: 14 })).toBe('11 of 14 spots left');
    expect(spotsLeftLabel({ spotsLeft: 0, capacity: 14 })).toBe('Full');
  });

  it('tags the viewer’s own place', () => {
    expect(viewerTag(gameFixture({ isRegistered: true }))?.label).toBe('Registered');
    expect(viewerTag(gameFixture({ waitlistPosition: 3 }))?.label).toBe('Waitlist #3');
    expect(
      viewerTag(gameFixture({ hold: { expiresAt: '2027-01-01T00:00:00Z', claimPath: '', releasePath: '' } }))
        ?.label,
    ).toBe('Spot held for you');
    expect(viewerTag(gameFixture())).toBeNull();
    expect(viewerTag(gameFixture({ isRegistered: true, isCancelled: true }))).toBeNull();
  });
});

describe('where the viewer stands', () => {
  const hold = { expiresAt: '2027-01-01T00:00:00Z', claimPath: '/x', releasePath: '/y' };
  it.each([
    ['a free game with room', gameFixture(), 'open-free'],
    ['a paid game with room', paidGame(), 'open-paid'],
    ['a full game', gameFixture({ spotsLeft: 0 }), 'full'],
    ['a registered player', gameFixture({ isRegistered: true, spotsLeft: 0 }), 'registered'],
    ['a waiting player', gameFixture({ spotsLeft: 0, waitlistPosition: 2 }), 'waitlisted'],
    ['a player holding a spot', paidGame({ spotsLeft: 0, waitlistPosition: 1, hold }), 'hold'],
    ['a payment being confirmed', paidGame({ paymentPending: true }), 'payment-pending'],
    ['a cancelled game', gameFixture({ isCancelled: true, isRegistered: true }), 'cancelled'],
    ['a game that started', gameFixture({ isPast: true, isRegistered: true }), 'past'],
    [
      'a stranger',
      gameFixture({ viewer: { isSignedIn: true, isMember: false, isAdmin: false, isBlocked: false } }),
      'not-member',
    ],
    [
      'a blocked member',
      gameFixture({ viewer: { isSignedIn: true, isMember: true, isAdmin: false, isBlocked: true } }),
      'blocked',
    ],
  ])('%s', (_name, game, state) => {
    expect(viewerState(game, true)).toBe(state);
  });

  it('signed out, only logging in is offered', () => {
    expect(viewerState(gameFixture(), false)).toBe('signed-out');
  });
});

describe('the hold countdown', () => {
  it('reads hours, minutes and seconds, never below zero', () => {
    expect(countdownLabel(2 * 3600_000)).toBe('2 h 00 min 00 s');
    expect(countdownLabel(65_500)).toBe('1 min 05 s');
    expect(countdownLabel(-5)).toBe('0 min 00 s');
  });
});

import { describe, expect, it } from 'vitest';
import {
  CHECKOUT_HOLD_MS,
  decidePaidRegistration,
  holdDeadline,
  offerDeadline,
  refundsOnWithdrawal,
  registrationWindow,
  teamSpotsLeft,
} from './registration-rules.ts';

const at = (iso: string) => new Date(iso);

describe('league registration rules', () => {
  const window = {
    state: 'open' as const,
    opensAt: at('2027-01-10T00:00:00Z'),
    closesAt: at('2027-02-01T00:00:00Z'),
  };

  it('is open from opensAt up to (not including) closesAt, and never once closed', () => {
    expect(registrationWindow(window, at('2027-01-09T23:59:59Z'))).toBe('not-open-yet');
    expect(registrationWindow(window, at('2027-01-10T00:00:00Z'))).toBe('open');
    expect(registrationWindow(window, at('2027-01-31T23:59:59Z'))).toBe('open');
    expect(registrationWindow(window, at('2027-02-01T00:00:00Z'))).toBe('ended');
    expect(registrationWindow({ ...window, state: 'closed' }, at('2027-01-15T00:00:00Z'))).toBe('closed');
  });

  it('counts registered teams and live holds against the spots, never below zero', () => {
    expect(teamSpotsLeft({ maxTeams: 8, registered: 5, held: 2 })).toBe(1);
    expect(teamSpotsLeft({ maxTeams: 8, registered: 7, held: 1 })).toBe(0);
    expect(teamSpotsLeft({ maxTeams: 4, registered: 6, held: 0 })).toBe(0);
  });

  it('keeps a new spot 35 minutes, and a spot already kept until its first deadline, never longer', () => {
    const now = at('2027-01-15T12:00:00Z');
    expect(holdDeadline(now, null)?.getTime()).toBe(now.getTime() + CHECKOUT_HOLD_MS);
    const offered = at('2027-01-15T12:10:00Z');
    expect(holdDeadline(now, offered)).toEqual(offered);
    const later = at('2027-01-16T12:00:00Z');
    expect(holdDeadline(now, later)).toEqual(later);
    expect(holdDeadline(now, at('2027-01-15T11:59:59Z'))).toBeNull();
  });

  it('offers a waitlisted team 48 hours, or until registration closes, at least one hour', () => {
    const now = at('2027-01-15T12:00:00Z');
    expect(offerDeadline(now, at('2027-03-01T00:00:00Z'))).toEqual(at('2027-01-17T12:00:00Z'));
    expect(offerDeadline(now, at('2027-01-16T00:00:00Z'))).toEqual(at('2027-01-16T00:00:00Z'));
    expect(offerDeadline(now, at('2027-01-15T12:05:00Z'))).toEqual(at('2027-01-15T13:00:00Z'));
  });

  it('registers a paid kept spot once, and refunds a payment that has no spot any more', () => {
    expect(
      decidePaidRegistration({ status: 'checkout', paidWithThisSession: false, spotAvailable: true }),
    ).toBe('register');
    expect(
      decidePaidRegistration({ status: 'registered', paidWithThisSession: true, spotAvailable: true }),
    ).toBe('already-applied');
    expect(
      decidePaidRegistration({ status: 'expired', paidWithThisSession: false, spotAvailable: false }),
    ).toBe('refund');
    expect(
      decidePaidRegistration({ status: 'expired', paidWithThisSession: false, spotAvailable: true }),
    ).toBe('register');
    expect(
      decidePaidRegistration({ status: 'declined', paidWithThisSession: false, spotAvailable: true }),
    ).toBe('refund');
    expect(
      decidePaidRegistration({ status: 'registered', paidWithThisSession: false, spotAvailable: true }),
    ).toBe('refund');
  });

  it('refunds a withdrawal strictly before the cut-off', () => {
    const cutoff = at('2027-02-01T00:00:00Z');
    expect(refundsOnWithdrawal(at('2027-01-31T23:59:59Z'), cutoff)).toBe(true);
    expect(refundsOnWithdrawal(cutoff, cutoff)).toBe(false);
  });
});

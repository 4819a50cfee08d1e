import { describe, expect, it } from 'vitest';
import { messagesFor } from '../../../tests/support/schema-messages.ts';
import { ageOn, isCalendarDate, isFutureDate, PASSWORD_MESSAGES, passwordPolicy } from './rules.ts';

describe('ageOn: whole years, one less before this year’s birthday', () => {
  const on = (date: string) => new Date(`${date}T12:00:00Z`);
  it.each([
    ['2000-06-15', '2018-06-14', 17],
    ['2000-06-15', '2018-06-15', 18],
    ['2000-06-15', '2018-12-31', 18],
    ['2000-12-31', '2018-01-01', 17],
    ['2000-02-29', '2018-02-28', 17],
    ['2000-02-29', '2018-03-01', 18],
  ])('born %s is %s years old on %s', (birthday, today, age) => {
    expect(ageOn(birthday, on(today))).toBe(age);
  });
});

describe('calendar dates', () => {
  it('accepts real YYYY-MM-DD dates only', () => {
    expect(isCalendarDate('1994-05-17')).toBe(true);
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2023-02-29')).toBe(false);
    expect(isCalendarDate('2023-13-01')).toBe(false);
    expect(isCalendarDate('05/17/1994')).toBe(false);
  });

  it('knows a future date', () => {
    const today = new Date('2026-11-22T10:00:00Z');
    expect(isFutureDate('2026-11-23', today)).toBe(true);
    expect(isFutureDate('2026-11-22', today)).toBe(false);
  });
});

describe('password policy (sign-up and set-password)', () => {
  it('accepts a password meeting every rule', () => {
    expect(passwordPolicy.safeParse('Kickoff#2024').success).toBe(true);
  });

  it.each([
    ['', PASSWORD_MESSAGES.required],
    ['Ab#1', PASSWORD_MESSAGES.min],
    ['kickoff#2024', PASSWORD_MESSAGES.uppercase],
    ['KICKOFF#2024', PASSWORD_MESSAGES.lowercase],
    ['Kickoff#game', PASSWORD_MESSAGES.number],
    ['Kickoff2024', PASSWORD_MESSAGES.special],
  ])('rejects "%s" with "%s"', (password, message) => {
    expect(messagesFor(passwordPolicy, password)['']).toBe(message);
  });

  it.each([...'!@#$%^&.*'])('counts %s as a special character', (special) => {
    expect(passwordPolicy.safeParse(`Kickoff2024${special}`).success).toBe(true);
  });

  it('does not count other symbols as special', () => {
    expect(messagesFor(passwordPolicy, 'Kickoff2024-')['']).toBe(PASSWORD_MESSAGES.special);
  });

  it('has the spec wording', () => {
    expect(PASSWORD_MESSAGES.min).toBe('Password must be at least 8 characters long');
    expect(PASSWORD_MESSAGES.uppercase).toBe('Password must contain at least one uppercase letter');
    expect(PASSWORD_MESSAGES.mismatch).toBe('Passwords do not match');
  });
});

import { describe, expect, it } from 'vitest';
import { messagesFor } from '../../../tests/support/schema-messages.ts';
import { CHANGE_EMAIL_MESSAGES, changeEmailFormSchema, changeEmailSchema } from './change-email.ts';

describe('changeEmailSchema', () => {
  it('accepts a password and a new e-mail, lower-cased', () => {
    expect(changeEmailSchema.parse({ password: 'x', email: 'New@Example.com' })).toEqual({
      password: 'x',
      email: 'new@example.com',
    });
  });

  it('names missing fields', () => {
    expect(messagesFor(changeEmailSchema, {})).toEqual({
      password: CHANGE_EMAIL_MESSAGES.passwordRequired,
      email: CHANGE_EMAIL_MESSAGES.emailRequired,
    });
  });

  it('rejects a malformed e-mail', () => {
    expect(messagesFor(changeEmailSchema, { password: 'x', email: 'new@' })).toEqual({
      email: 'Invalid email address',
    });
  });
});

describe('changeEmailFormSchema', () => {
  it('needs the confirmation to match, ignoring case (spec: "Emails do not match")', () => {
    expect(CHANGE_EMAIL_MESSAGES.mismatch).toBe('Emails do not match');
    expect(
      messagesFor(changeEmailFormSchema, { password: 'x', email: 'a@b.co', confirmEmail: 'c@b.co' }),
    ).toEqual({
      confirmEmail: 'Emails do not match',
    });
    expect(
      changeEmailFormSchema.safeParse({ password: 'x', email: 'a@b.co', confirmEmail: 'A@B.co' }).success,
    ).toBe(true);
  });

  it('asks for the confirmation', () => {
    expect(messagesFor(changeEmailFormSchema, { password: 'x', email: 'a@b.co' })).toEqual({
      confirmEmail: CHANGE_EMAIL_MESSAGES.confirmRequired,
    });
  });
});

import { describe, expect, it } from 'vitest';
import { messagesFor } from '../../../tests/support/schema-messages.ts';
import {
  changePasswordFormSchema,
  changePasswordSchema,
  PASSWORD_FLOW_MESSAGES,
  recoverPasswordSchema,
  resetPasswordSchema,
  setPasswordSchema,
} from './password.ts';
import { PASSWORD_MESSAGES } from './rules.ts';

const strong = 'Fresh#Start9';

describe('recoverPasswordSchema', () => {
  it('needs a valid e-mail', () => {
    expect(messagesFor(recoverPasswordSchema, {})).toEqual({ email: 'Email is required' });
    expect(messagesFor(recoverPasswordSchema, { email: 'x@y' })).toEqual({ email: 'Invalid email address' });
  });
});

describe('resetPasswordSchema', () => {
  it('accepts a token and a matching strong password', () => {
    expect(
      resetPasswordSchema.safeParse({ resetToken: 't', newPassword: strong, confirmPassword: strong })
        .success,
    ).toBe(true);
  });

  it('calls a missing token an invalid link', () => {
    expect(messagesFor(resetPasswordSchema, { newPassword: strong, confirmPassword: strong })).toEqual({
      resetToken: PASSWORD_FLOW_MESSAGES.invalidResetLink,
    });
    expect(PASSWORD_FLOW_MESSAGES.invalidResetLink).toBe('Invalid reset password link');
  });

  it('applies the sign-up policy and the confirmation', () => {
    expect(
      messagesFor(resetPasswordSchema, { resetToken: 't', newPassword: 'weak', confirmPassword: 'weak' }),
    ).toEqual({
      newPassword: PASSWORD_MESSAGES.min,
    });
    expect(
      messagesFor(resetPasswordSchema, { resetToken: 't', newPassword: strong, confirmPassword: 'x' }),
    ).toEqual({
      confirmPassword: PASSWORD_MESSAGES.mismatch,
    });
    expect(messagesFor(resetPasswordSchema, { resetToken: 't', newPassword: strong })).toEqual({
      confirmPassword: PASSWORD_MESSAGES.confirmRequired,
    });
  });
});

describe('setPasswordSchema', () => {
  it('needs the authorization from the reset link', () => {
    expect(setPasswordSchema.safeParse({ newPassword: strong, confirmPassword: strong }).success).toBe(false);
    expect(
      setPasswordSchema.safeParse({ newPassword: strong, confirmPassword: strong, authorization: 'a' })
        .success,
    ).toBe(true);
  });

  it('applies the sign-up policy', () => {
    expect(
      messagesFor(setPasswordSchema, {
        newPassword: 'NoSpecial1',
        confirmPassword: 'NoSpecial1',
        authorization: 'a',
      }),
    ).toEqual({
      newPassword: PASSWORD_MESSAGES.special,
    });
  });
});

describe('changePasswordSchema', () => {
  it('asks for at least 5 characters with the spec wording', () => {
    expect(messagesFor(changePasswordSchema, { currentPassword: 'abcd', newPassword: 'abcd' })).toEqual({
      currentPassword: 'Password must be at least 5 character long',
      newPassword: 'Password must be at least 5 character long',
    });
  });

  it('holds the new password to the sign-up policy', () => {
    expect(messagesFor(changePasswordSchema, { currentPassword: 'abcde', newPassword: 'abcdefgh' })).toEqual({
      newPassword: PASSWORD_MESSAGES.uppercase,
    });
    expect(changePasswordSchema.safeParse({ currentPassword: 'abcde', newPassword: strong }).success).toBe(
      true,
    );
  });

  it('refuses a new password equal to the current one, with a clear message', () => {
    expect(messagesFor(changePasswordSchema, { currentPassword: strong, newPassword: strong })).toEqual({
      newPassword: 'New password must be different from your current password',
    });
    expect(
      messagesFor(changePasswordFormSchema, {
        currentPassword: strong,
        newPassword: strong,
        confirmPassword: strong,
      }),
    ).toEqual({ newPassword: PASSWORD_FLOW_MESSAGES.sameAsCurrent });
  });

  it('keeps the 5-character message for a short new password, never the "different" one', () => {
    expect(messagesFor(changePasswordSchema, { currentPassword: 'abc', newPassword: 'abc' })).toEqual({
      currentPassword: 'Password must be at least 5 character long',
      newPassword: 'Password must be at least 5 character long',
    });
  });

  it('checks the confirmation in the form', () => {
    expect(
      messagesFor(changePasswordFormSchema, {
        currentPassword: 'abcde',
        newPassword: strong,
        confirmPassword: 'x',
      }),
    ).toEqual({
      confirmPassword: PASSWORD_MESSAGES.mismatch,
    });
  });
});

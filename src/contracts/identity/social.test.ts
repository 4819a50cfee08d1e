import { describe, expect, it } from 'vitest';
import { messagesFor } from '../../../tests/support/schema-messages.ts';
import { autoLoginSchema, revokeSocialSchema, SOCIAL_ERRORS, SOCIAL_MESSAGES } from './social.ts';
import { VERIFY_MESSAGES, verifyEmailQuerySchema } from './verify-email.ts';

describe('revokeSocialSchema', () => {
  it('accepts google and apple only', () => {
    expect(revokeSocialSchema.safeParse({ provider: 'google' }).success).toBe(true);
    expect(revokeSocialSchema.safeParse({ provider: 'apple' }).success).toBe(true);
    expect(messagesFor(revokeSocialSchema, { provider: 'facebook' })).toEqual({
      provider: SOCIAL_MESSAGES.unknownProvider,
    });
  });

  it('has the spec wording for a disconnected account', () => {
    expect(SOCIAL_MESSAGES.disconnected).toBe('Your social media account was disconnected.');
    expect(Object.keys(SOCIAL_ERRORS)).toContain('account-exists');
  });
});

describe('autoLoginSchema', () => {
  it('calls a missing authorization an invalid reset link', () => {
    expect(messagesFor(autoLoginSchema, {})).toEqual({ authorization: 'Invalid reset password link' });
  });
});

describe('verifyEmailQuerySchema', () => {
  it('lower-cases the e-mail and needs the token', () => {
    expect(verifyEmailQuerySchema.parse({ email: 'A@B.co', verificationToken: 't' })).toEqual({
      email: 'a@b.co',
      verificationToken: 't',
    });
    expect(messagesFor(verifyEmailQuerySchema, { email: 'a@b.co' })).toEqual({
      verificationToken: VERIFY_MESSAGES.invalidLink,
    });
  });
});

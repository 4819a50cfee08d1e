import { describe, expect, it } from 'vitest';
import { messagesFor } from '../../../tests/support/schema-messages.ts';
import { PASSWORD_MESSAGES } from './rules.ts';
import { SIGN_UP_MESSAGES, type SignUpInput, signUpFormSchema, signUpSchema } from './sign-up.ts';

const valid: SignUpInput = {
  firstName: 'Ana',
  lastName: 'Silva',
  email: 'Ana.Silva@Example.com',
  phone: '(512) 555-0142',
  zipCode: '78701',
  birthday: '1994-05-17',
  gender: 'FEMALE',
  password: 'Kickoff#2024',
  confirmPassword: 'Kickoff#2024',
};

const errors = (overrides: Partial<Record<keyof SignUpInput, unknown>>) =>
  messagesFor(signUpSchema, { ...valid, ...overrides });

describe('signUpSchema', () => {
  it('accepts a complete sign-up and lower-cases the e-mail', () => {
    const parsed = signUpSchema.parse(valid);
    expect(parsed.email).toBe('ana.silva@example.com');
  });

  it('names every missing field with the spec messages', () => {
    expect(messagesFor(signUpSchema, {})).toEqual({
      firstName: SIGN_UP_MESSAGES.firstName,
      lastName: SIGN_UP_MESSAGES.lastName,
      email: SIGN_UP_MESSAGES.emailRequired,
      phone: SIGN_UP_MESSAGES.phoneRequired,
      zipCode: SIGN_UP_MESSAGES.zipRequired,
      birthday: SIGN_UP_MESSAGES.birthdayRequired,
      gender: SIGN_UP_MESSAGES.gender,
      password: PASSWORD_MESSAGES.required,
      confirmPassword: PASSWORD_MESSAGES.confirmRequired,
    });
  });

  it('uses the spec wording', () => {
    expect(SIGN_UP_MESSAGES).toMatchObject({
      email: 'Invalid email address',
      phoneDigits: 'Phone number must be at least 10 digits',
      zip: 'Invalid zip code',
      gender: 'Please select a gender option',
      firstName: 'First name is required',
      lastName: 'Last name is required',
      emailRequired: 'Email is required',
      phoneRequired: 'Phone number is required',
      zipRequired: 'Zip code is required',
      birthdayRequired: 'Birthday is required',
    });
  });

  it.each([
    [{ email: 'ana@example' }, 'email', SIGN_UP_MESSAGES.email],
    [{ phone: '512-555-014' }, 'phone', SIGN_UP_MESSAGES.phoneDigits],
    [{ phone: '512/555/0142' }, 'phone', SIGN_UP_MESSAGES.phone],
    [{ zipCode: 'ABCDE' }, 'zipCode', SIGN_UP_MESSAGES.zip],
    [{ gender: 'Female' }, 'gender', SIGN_UP_MESSAGES.gender],
    [{ birthday: '1994-02-30' }, 'birthday', SIGN_UP_MESSAGES.birthday],
    [{ birthday: '2999-01-01' }, 'birthday', SIGN_UP_MESSAGES.birthdayFuture],
    [{ birthday: '0000-01-01' }, 'birthday', SIGN_UP_MESSAGES.birthday],
    [{ birthday: '1899-12-31' }, 'birthday', SIGN_UP_MESSAGES.birthday],
    [{ birthday: `${new Date().getUTCFullYear() - 10}-01-01` }, 'birthday', SIGN_UP_MESSAGES.age],
    [{ firstName: '  ' }, 'firstName', SIGN_UP_MESSAGES.firstName],
    [{ confirmPassword: 'Kickoff#2025' }, 'confirmPassword', PASSWORD_MESSAGES.mismatch],
  ])('rejects %o: %s says "%s"', (overrides, field, message) => {
    expect(errors(overrides)).toEqual({ [field]: message });
  });

  it.each(['MALE', 'FEMALE', 'PREFER_NOT_TO_SAY'])('accepts the gender %s', (gender) => {
    expect(errors({ gender })).toEqual({});
  });

  it('reports a confirmation mismatch even while another field fails', () => {
    expect(errors({ firstName: '', confirmPassword: 'nope' })).toEqual({
      firstName: SIGN_UP_MESSAGES.firstName,
      confirmPassword: PASSWORD_MESSAGES.mismatch,
    });
  });

  it('does not report a mismatch on top of a failing password', () => {
    expect(errors({ password: 'short', confirmPassword: 'other' })).toEqual({
      password: PASSWORD_MESSAGES.min,
    });
  });
});

describe('signUpFormSchema', () => {
  it('asks for the location, so a new account is complete (issue 15)', () => {
    expect(messagesFor(signUpFormSchema, { ...valid, location: '  ' })).toEqual({
      location: SIGN_UP_MESSAGES.location,
    });
    expect(SIGN_UP_MESSAGES.location).toBe('Location is required');
    expect(signUpFormSchema.parse({ ...valid, location: ' Austin, TX ' }).location).toBe('Austin, TX');
  });
});

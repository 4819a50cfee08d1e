import { describe, expect, it } from 'vitest';
import { messagesFor } from '../../../tests/support/schema-messages.ts';
import { PROFILE_MESSAGES, profileCompleteness, profileFormSchema, updateProfileSchema } from './profile.ts';

const valid = {
  firstName: 'Sam',
  lastName: 'Okafor',
  location: 'Denver, CO',
  birthday: '1988-11-03',
  gender: 'MALE',
  phoneNumber: '(303) 555-0199',
  zip: '80202',
};

describe('profileFormSchema (spec §5 Profile)', () => {
  it('accepts a complete profile', () => {
    expect(profileFormSchema.safeParse(valid).success).toBe(true);
  });

  it('asks for every field of the form', () => {
    expect(messagesFor(profileFormSchema, {})).toEqual({
      firstName: PROFILE_MESSAGES.required,
      lastName: PROFILE_MESSAGES.required,
      location: PROFILE_MESSAGES.required,
      birthday: 'Birthday is required',
      gender: PROFILE_MESSAGES.gender,
      phoneNumber: PROFILE_MESSAGES.phone,
      zip: PROFILE_MESSAGES.postalCode,
    });
  });

  it.each(['', '555', '5551234567890', 'abc'])('calls the phone %j "Invalid phone number"', (phoneNumber) => {
    expect(messagesFor(profileFormSchema, { ...valid, phoneNumber })).toEqual({
      phoneNumber: 'Invalid phone number',
    });
  });
});

describe('updateProfileSchema (PATCH /api/member, partial)', () => {
  it('accepts any subset of the fields, including none', () => {
    expect(updateProfileSchema.parse({})).toEqual({});
    expect(updateProfileSchema.parse({ location: ' Boulder ' })).toEqual({ location: 'Boulder' });
  });

  it('holds a field sent to the form’s rule, null included', () => {
    expect(messagesFor(updateProfileSchema, { phoneNumber: '555', firstName: null })).toEqual({
      firstName: PROFILE_MESSAGES.required,
      phoneNumber: PROFILE_MESSAGES.phone,
    });
  });

  it.each([
    [{ firstName: '' }, 'firstName', PROFILE_MESSAGES.required],
    [{ lastName: '' }, 'lastName', PROFILE_MESSAGES.required],
    [{ location: '' }, 'location', PROFILE_MESSAGES.required],
    [{ birthday: '2015-06-01' }, 'birthday', 'You must be at least 18 years old to register.'],
    [{ gender: undefined }, 'gender', 'Please select a gender'],
    [{ phoneNumber: '303 555 01990' }, 'phoneNumber', 'Invalid phone number'],
    [{ zip: '' }, 'zip', 'Invalid postal code'],
    [{ zip: 'A1A1A' }, 'zip', 'Invalid postal code'],
  ])('rejects %o: %s says "%s"', (overrides, field, message) => {
    expect(messagesFor(profileFormSchema, { ...valid, ...overrides })).toEqual({ [field]: message });
  });
});

describe('profileCompleteness', () => {
  const today = new Date('2026-11-22T12:00:00Z');
  it('is complete with every field and an adult', () => {
    expect(profileCompleteness(valid as never, today)).toEqual({ complete: true });
  });

  it('asks to complete the profile when a field is missing or the phone is short', () => {
    for (const missing of [{ zip: '' }, { location: null }, { phoneNumber: '555-0199' }, { gender: null }]) {
      expect(profileCompleteness({ ...valid, ...missing } as never, today)).toEqual({
        complete: false,
        reason: 'incomplete',
        message: 'Please complete your profile to proceed',
      });
    }
  });

  it('turns away a member under 18', () => {
    expect(profileCompleteness({ ...valid, birthday: '2010-01-01' } as never, today)).toEqual({
      complete: false,
      reason: 'tooYoung',
      message: 'You need to be at least 18 years old to use the app',
    });
  });
});

import { describe, expect, it } from 'vitest';
import { updateProfileSchema } from '../../../../contracts/identity/index.ts';
import { profileChanges } from './update-profile.handler.ts';

describe('profileChanges (PATCH /api/member)', () => {
  it('sets only the fields that were sent', () => {
    expect(profileChanges(updateProfileSchema.parse({ location: 'Boulder, CO' }))).toEqual({
      location: 'Boulder, CO',
    });
    expect(profileChanges(updateProfileSchema.parse({}))).toEqual({});
  });

  it('stores the phone in the mask and the postal code upper-cased, as the full form does', () => {
    expect(
      profileChanges(
        updateProfileSchema.parse({ phoneNumber: '303-555-0199', zip: 'k1a 0b1', firstName: ' Sam ' }),
      ),
    ).toEqual({ firstName: 'Sam', phoneNumber: '(303) 555-0199', zip: 'K1A 0B1' });
  });
});

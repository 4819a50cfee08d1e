import { describe, expect, it } from 'vitest';
import { contactFields, organizerRole, profileMenu } from './profile-menu';

const viewer = (providers: Array<'google' | 'apple'>, hasPassword: boolean) => ({
  authSchemas: { providers, hasPassword },
});

describe('profile card menus (spec §2, §6)', () => {
  it('gives the owner Edit profile, Logout, Update email and Update password with a password-only account', () => {
    expect(profileMenu({ isSelf: true, isBlocked: false }, viewer([], true))).toEqual([
      'edit-profile',
      'logout',
      'update-email',
      'update-password',
    ]);
  });

  it('drops Update email once a provider is linked, and Update password without a password', () => {
    expect(profileMenu({ isSelf: true, isBlocked: false }, viewer(['google'], true))).toEqual([
      'edit-profile',
      'logout',
      'update-password',
    ]);
    expect(profileMenu({ isSelf: true, isBlocked: false }, viewer(['apple'], false))).toEqual([
      'edit-profile',
      'logout',
    ]);
  });

  it('gives another player’s card Report user and Block or Unblock user', () => {
    expect(profileMenu({ isSelf: false, isBlocked: false }, viewer([], true))).toEqual(['report', 'block']);
    expect(profileMenu({ isSelf: false, isBlocked: true }, viewer([], true))).toEqual(['report', 'unblock']);
  });

  it('gives a signed-out visitor no menu', () => {
    expect(profileMenu({ isSelf: false, isBlocked: false }, null)).toEqual([]);
  });
});

describe('profile card content', () => {
  it('badges coordinators and referees as verified organizers', () => {
    expect(organizerRole('coordinator')).toBe('Coordinator');
    expect(organizerRole('referee')).toBe('Referee');
    expect(organizerRole('player')).toBeNull();
  });

  it('shows the contact block only with a contact field', () => {
    expect(contactFields(null)).toEqual([]);
    expect(contactFields({})).toEqual([]);
    expect(contactFields({ phoneNumber: '5551234567' })).toEqual([{ kind: 'phone', value: '5551234567' }]);
  });
});

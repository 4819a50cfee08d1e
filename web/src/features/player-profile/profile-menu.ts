import type { MemberDto, PlayerProfileDto } from '../../../../src/contracts/identity/index.ts';
import { canUpdateEmail, canUpdatePassword } from '../settings/account-rules';

export type ProfileActionId =
  | 'edit-profile'
  | 'logout'
  | 'update-email'
  | 'update-password'
  | 'report'
  | 'block'
  | 'unblock';

export const profileActionLabels: Record<ProfileActionId, string> = {
  'edit-profile': 'Edit profile',
  logout: 'Logout',
  'update-email': 'Update email',
  'update-password': 'Update password',
  report: 'Report user',
  block: 'Block user',
  unblock: 'Unblock user',
};

/**
 * Spec §2 and §6: the own profile offers Edit profile, Logout, Update email (password-only accounts
 * without linked providers) and Update password (accounts with a password); another player's offers
 * Report user and Block or Unblock user. A visitor who is not signed in gets no menu.
 */
export function profileMenu(
  profile: Pick<PlayerProfileDto, 'isSelf' | 'isBlocked'>,
  viewer: Pick<MemberDto, 'authSchemas'> | null | undefined,
): ProfileActionId[] {
  if (!viewer) return [];
  if (profile.isSelf) {
    const actions: ProfileActionId[] = ['edit-profile', 'logout'];
    if (canUpdateEmail(viewer.authSchemas)) actions.push('update-email');
    if (canUpdatePassword(viewer.authSchemas)) actions.push('update-password');
    return actions;
  }
  return ['report', profile.isBlocked ? 'unblock' : 'block'];
}

/** Spec §6: organizers (coordinators) and referees wear the verified badge with their role. */
export function organizerRole(role: PlayerProfileDto['role']): string | null {
  if (role === 'coordinator') return 'Coordinator';
  if (role === 'referee') return 'Referee';
  return null;
}

/** The contact block shows only when at least one contact field is present (spec §2). */
export function contactFields(
  contact: PlayerProfileDto['contact'],
): Array<{ kind: 'email' | 'phone'; value: string }> {
  const fields: Array<{ kind: 'email' | 'phone'; value: string }> = [];
  if (contact?.email) fields.push({ kind: 'email', value: contact.email });
  if (contact?.phoneNumber) fields.push({ kind: 'phone', value: contact.phoneNumber });
  return fields;
}

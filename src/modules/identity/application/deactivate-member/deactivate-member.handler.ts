import { PROFILE_MESSAGES } from '../../../../contracts/identity/index.ts';
import type { AuthenticatedMember } from '../../../../platform/auth/index.ts';
import { revokeMemberSessions } from '../../infrastructure/session-store.ts';
import type { HandlerDeps } from '../handler-deps.ts';

/**
 * Deletes the account as far as the member is concerned: sign-in stops everywhere, personal data is
 * erased, the e-mail is freed. The row stays so content keeps pointing at someone, shown as
 * "Deleted player" (reports about the member also stay, for moderators).
 */
export async function deactivateMember(
  deps: HandlerDeps,
  actor: AuthenticatedMember,
): Promise<{ message: string }> {
  const now = deps.clock.now();
  await deps.em.transactional(async (em) => {
    await em.execute(
      `update member set status = 'deactivated', deactivated_at = ?, updated_at = ?, email = null,
         email_verified = false, password_hash = null, first_name = '', last_name = '', phone_number = null,
         gender = null, birthday = null, location = null, street = null, state = null, zip = null,
         favorite_team = null, avatar = null
       where id = ? and status = 'active'`,
      [now, now, actor.memberId],
      'run',
    );
    await em.execute('delete from member_auth_provider where member_id = ?', [actor.memberId], 'run');
    await em.execute('delete from member_token where member_id = ?', [actor.memberId], 'run');
    await em.execute('delete from member_block where blocker_id = ?', [actor.memberId], 'run');
    await revokeMemberSessions(em, actor.memberId, 'deactivated', now);
    deps.bus.record(em, 'identity.member-deactivated', { memberId: actor.memberId });
  });
  return { message: PROFILE_MESSAGES.deactivated };
}

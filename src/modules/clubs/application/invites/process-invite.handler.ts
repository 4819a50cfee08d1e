import { INVITE_MESSAGES, type InviteResult } from '../../../../contracts/clubs/invite.ts';
import { recordEvent } from '../../../../platform/bus/index.ts';
import type { Clock } from '../../../../platform/container/tokens.ts';
import type { EntityManager } from '../../../../platform/db/orm.ts';
import { AppError, badRequest } from '../../../../platform/errors/app-error.ts';
import type { IdentityReadApi, MemberEligibilityReader } from '../../../identity/index.ts';
import { GroupRuleViolation } from '../../domain/group-membership.ts';
import { hashInviteToken } from '../../domain/invite-token.ts';
import { type Invite, InviteEntity } from '../../infrastructure/invite.entity.ts';
import { addMemberToRoster } from '../add-to-roster/add-member-to-roster.ts';
import { addMemberToGroup } from '../pickup-groups/change-group-membership.handler.ts';

export interface ProcessInviteDeps {
  em: EntityManager;
  clock: Clock;
  identity: IdentityReadApi;
  eligibility: MemberEligibilityReader;
}

const couldNotProcess = () => badRequest(INVITE_MESSAGES.couldNotProcess);

interface Target {
  kind: 'team' | 'group';
  id: string;
  name: string;
}

async function targetOf(em: EntityManager, invite: Invite): Promise<Target | undefined> {
  const rows = invite.teamId
    ? await em.execute<Array<{ id: string; name: string }>>('select id, name from team where id = ?', [
        invite.teamId,
      ])
    : await em.execute<Array<{ id: string; name: string }>>(
        `select id, name from pickup_group where id = ? and status = 'active'`,
        [invite.pickupGroupId],
      );
  const row = rows[0];
  return row ? { kind: invite.teamId ? 'team' : 'group', id: row.id, name: row.name } : undefined;
}

/**
 * `/api/public/invite/process` (and sign-in with an `inviteToken`): what the token is for, and, for a
 * signed-in member whose profile is complete and who is at least 18 (spec §4), adds them. A token
 * that names nothing usable is a 400 (the SPA drops it and shows 'Could not process invite token.');
 * an incomplete profile is a 403 that keeps it ('Please complete your profile to proceed').
 */
export async function processInvite(
  deps: ProcessInviteDeps,
  memberId: string | undefined,
  token: string,
): Promise<InviteResult> {
  const invite = await deps.em.findOne(InviteEntity, { tokenHash: hashInviteToken(token) });
  if (!invite) throw couldNotProcess();
  const target = await targetOf(deps.em, invite);
  if (!target) throw couldNotProcess();
  // An e-mail invite is for one person: once someone used it, it is theirs.
  if (invite.status === 'accepted' && invite.acceptedBy !== memberId) throw couldNotProcess();
  const inviter = (await deps.identity.memberSummaries([invite.inviterId])).get(invite.inviterId);
  const inviterName = inviter ? `${inviter.firstName} ${inviter.lastName}`.trim() : '';
  const result: InviteResult = {
    ...(target.kind === 'team'
      ? { team: { id: target.id, name: target.name } }
      : { pickupGroup: { id: target.id, name: target.name } }),
    inviter: { firstName: inviter?.firstName ?? '', lastName: inviter?.lastName ?? '' },
    type: invite.type,
    alreadyAdded: false,
    addedToTeam: false,
    loggedInMember: memberId !== undefined,
    message: null,
  };
  if (!memberId) return result;

  const eligibility = await deps.eligibility.eligibility(memberId, deps.clock.now());
  if (!eligibility) throw couldNotProcess();
  if (!eligibility.complete) {
    const code = eligibility.reason === 'tooYoung' ? 'TooYoung' : 'ProfileIncomplete';
    throw new AppError(403, [{ message: eligibility.message, code }]);
  }

  const alreadyAdded = await deps.em.transactional(async (em) => {
    const now = deps.clock.now();
    let added: { alreadyAdded: boolean };
    try {
      added =
        target.kind === 'team'
          ? await addMemberToRoster(em, {
              teamId: target.id,
              memberId,
              via: invite.channel === 'email' ? 'invite' : 'invite-link',
            })
          : await addMemberToGroup(em, now, {
              pickupGroupId: target.id,
              memberId,
              via: invite.channel === 'email' ? 'invite' : 'invite-link',
            });
    } catch (error) {
      if (error instanceof GroupRuleViolation) throw badRequest(INVITE_MESSAGES.blockedFromGroup);
      throw error;
    }
    if (invite.channel === 'email' && invite.status === 'pending') {
      const fresh = await em.findOneOrFail(InviteEntity, { id: invite.id });
      em.assign(fresh, { status: 'accepted', acceptedBy: memberId, acceptedAt: now });
    }
    if (!added.alreadyAdded) {
      recordEvent(em, 'clubs.invite-accepted', {
        inviteId: invite.id,
        memberId,
        type: invite.type,
        teamId: invite.teamId ?? null,
        pickupGroupId: invite.pickupGroupId ?? null,
        inviterId: invite.inviterId,
      });
    }
    return added.alreadyAdded;
  });
  return {
    ...result,
    alreadyAdded,
    addedToTeam: !alreadyAdded,
    message: alreadyAdded
      ? INVITE_MESSAGES.alreadyAdded(target.kind)
      : INVITE_MESSAGES.congrats(target.name, target.kind, inviterName),
  };
}

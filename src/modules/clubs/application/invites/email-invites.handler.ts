import { randomUUID } from 'node:crypto';
import {
  type CreateInvitesInput,
  INVITE_MESSAGES,
  type InvitedMemberDto,
  type InviteType,
} from '../../../../contracts/clubs/invite.ts';
import type { AuthenticatedMember } from '../../../../platform/auth/index.ts';
import { recordEvent } from '../../../../platform/bus/index.ts';
import type { Clock } from '../../../../platform/container/tokens.ts';
import type { EntityManager } from '../../../../platform/db/orm.ts';
import type { MemberLimits } from '../../../../platform/rate-limit/member-limits.ts';
import { InviteEntity } from '../../infrastructure/invite.entity.ts';
import { assertTeamCaptain } from './invite-access.ts';

interface InviteDeps {
  em: EntityManager;
  clock: Clock;
  /** Per-member limits on writes that reach others (src/platform/rate-limit/member-limits.ts). */
  limits: MemberLimits;
}

type CreateInvites = {
  teamId: string;
  leagueId?: string | undefined;
  organizationId?: number | undefined;
  type: 'as_roster' | 'as_sub';
  invites: Array<{ email: string; firstName: string; lastName: string }>;
};

/**
 * A captain invites players by e-mail. Each row becomes a pending invite (an address already pending
 * for the team is invited again, with the new names) and an 'invite sent' event whose subscriber
 * issues the token and mails the link. Answers the team's invite list.
 */
export async function createEmailInvites(
  deps: InviteDeps,
  actor: AuthenticatedMember,
  input: CreateInvites,
): Promise<{ message: string; invites: InvitedMemberDto[] }> {
  await assertTeamCaptain(deps.em, input.teamId, actor.memberId);
  const rows = [...new Map(input.invites.map((row) => [row.email, row])).values()];
  // Each address is an e-mail: they count one by one against the captain's invites an hour.
  await deps.limits.consume('invite', actor.memberId, { points: rows.length });
  await deps.em.transactional(async (em) => {
    const pending = await em.find(InviteEntity, {
      teamId: input.teamId,
      channel: 'email',
      status: 'pending',
      email: { $in: rows.map((row) => row.email) },
    });
    const byEmail = new Map(pending.map((invite) => [invite.email, invite]));
    const now = deps.clock.now();
    for (const row of rows) {
      const existing = byEmail.get(row.email);
      const id = existing?.id ?? randomUUID();
      if (existing) {
        em.assign(existing, {
          firstName: row.firstName,
          lastName: row.lastName,
          type: input.type,
          inviterId: actor.memberId,
        });
      } else {
        em.create(InviteEntity, {
          id,
          tokenHash: null,
          channel: 'email',
          type: input.type,
          teamId: input.teamId,
          pickupGroupId: null,
          leagueId: input.leagueId ?? null,
          organizationId: input.organizationId ?? null,
          inviterId: actor.memberId,
          email: row.email,
          firstName: row.firstName,
          lastName: row.lastName,
          status: 'pending',
          acceptedBy: null,
          acceptedAt: null,
          sentAt: null,
          sendCount: 0,
          createdAt: now,
        });
      }
      recordEvent(em, 'clubs.invite-sent', { inviteId: id, resend: existing !== undefined });
    }
  });
  return { message: INVITE_MESSAGES.sent, invites: await listTeamInvites(deps.em, input.teamId) };
}

/** The captain's list of invited players with their status, newest first. */
export async function listInvites(
  deps: InviteDeps,
  actor: AuthenticatedMember,
  teamId: string,
): Promise<InvitedMemberDto[]> {
  await assertTeamCaptain(deps.em, teamId, actor.memberId);
  return listTeamInvites(deps.em, teamId);
}

async function listTeamInvites(em: EntityManager, teamId: string): Promise<InvitedMemberDto[]> {
  const rows = await em.execute<
    Array<{
      id: string;
      email: string;
      first_name: string;
      last_name: string;
      type: InviteType;
      status: 'pending' | 'accepted';
      accepted_by: string | null;
      sent_at: Date | null;
      created_at: Date;
      accepted_at: Date | null;
    }>
  >(
    `select id, email, first_name, last_name, type, status, accepted_by, sent_at, created_at, accepted_at
     from invite where team_id = ? and channel = 'email' order by created_at desc, id`,
    [teamId],
  );
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    type: row.type,
    status: row.status,
    isActive: row.status === 'pending',
    memberId: row.accepted_by,
    sentAt: new Date(row.sent_at ?? row.created_at).toISOString(),
    acceptedAt: row.accepted_at ? new Date(row.accepted_at).toISOString() : null,
  }));
}

/** Resends pending invites (all of the team's, or the ones named): captains only. */
export async function resendInvites(
  deps: InviteDeps,
  actor: AuthenticatedMember,
  input: { teamId: string; inviteIds?: string[] | undefined },
): Promise<{ message: string; resent: number }> {
  await assertTeamCaptain(deps.em, input.teamId, actor.memberId);
  let resent = 0;
  await deps.em.transactional(async (em) => {
    const pending = await em.find(InviteEntity, {
      teamId: input.teamId,
      channel: 'email',
      status: 'pending',
      ...(input.inviteIds ? { id: { $in: input.inviteIds } } : {}),
    });
    // A resend mails again: each one counts (a 429 here rolls the transaction back, nothing is sent).
    if (pending.length > 0) await deps.limits.consume('invite', actor.memberId, { points: pending.length });
    for (const invite of pending) recordEvent(em, 'clubs.invite-sent', { inviteId: invite.id, resend: true });
    resent = pending.length;
  });
  return { message: INVITE_MESSAGES.sent, resent };
}

export type { CreateInvitesInput };

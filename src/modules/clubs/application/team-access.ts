import { LockMode } from '@mikro-orm/core';
import { ROSTER_MESSAGES, TEAM_MESSAGES } from '../../../contracts/clubs/index.ts';
import type { EntityManager } from '../../../platform/db/orm.ts';
import { AppError, forbidden, notFound } from '../../../platform/errors/app-error.ts';
import { isUuid } from '../domain/ids.ts';
import { type Team, TeamEntity } from '../infrastructure/team.entity.ts';

export interface TeamAccess {
  teamId: string;
  isMember: boolean;
  isCaptain: boolean;
  isOwner: boolean;
}

/** Who `memberId` is to the team, in one statement; 404 when there is no such team. */
export async function teamAccess(
  em: EntityManager,
  teamId: string,
  memberId: string | undefined,
): Promise<TeamAccess> {
  if (!isUuid(teamId)) throw notFound(TEAM_MESSAGES.notFound);
  const rows = await em.execute<Array<{ id: string; is_captain: boolean | null; created_by: string | null }>>(
    `select t.id, t.created_by, r.is_captain from team t
     left join roster_entry r on r.team_id = t.id and r.member_id = ?
     where t.id = ?`,
    [isUuid(memberId) ? memberId : null, teamId],
  );
  const row = rows[0];
  if (!row) throw notFound(TEAM_MESSAGES.notFound);
  return {
    teamId: row.id,
    isMember: row.is_captain !== null,
    isCaptain: row.is_captain === true,
    isOwner: memberId !== undefined && row.created_by === memberId,
  };
}

export function assertCaptain(access: TeamAccess): void {
  if (!access.isCaptain) throw forbidden(TEAM_MESSAGES.captainOnly);
}

export function assertMember(access: TeamAccess): void {
  if (!access.isMember) throw forbidden(TEAM_MESSAGES.membersOnly);
}

/**
 * Loads the team inside a transaction with its row locked (SELECT … FOR UPDATE): roster changes of one
 * team take turns, so "at least one captain" is checked against what is really there, never against a
 * snapshot another transaction is about to change.
 */
export async function lockTeam(tx: EntityManager, teamId: string): Promise<Team> {
  if (!isUuid(teamId)) throw notFound(TEAM_MESSAGES.notFound);
  const team = await tx.findOne(TeamEntity, { id: teamId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  if (!team) throw notFound(TEAM_MESSAGES.notFound);
  return team;
}

/** The 409 the SPA shows under 'NOT SO FAST CAPTAIN'. */
export const soleCaptain = () =>
  new AppError(409, [{ message: ROSTER_MESSAGES.soleCaptain, code: ROSTER_MESSAGES.soleCaptainCode }]);

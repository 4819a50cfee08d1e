import {
  type ListedRegistrationDto,
  REGISTRATION_MESSAGES as M,
  type RegistrationDto,
} from '../../../../contracts/leagues/registration.ts';
import type { AuthenticatedMember } from '../../../../platform/auth/index.ts';
import { forbidden, notFound } from '../../../../platform/errors/app-error.ts';
import { teamRoleOf } from '../../../clubs/index.ts';
import { staffRoleOf } from '../../../organizations/index.ts';
import { REGISTRATION_COLUMNS, type RegistrationRow } from '../../infrastructure/registration.store.ts';
import { coordinatorOfLeague, isUuid, leagueRef } from '../league-access.ts';
import type { LeaguesDeps } from '../leagues-deps.ts';
import { registrationDto } from './registration-dto.ts';

/**
 * GET /api/league/{leagueId}/registrations: every registration with its payment state and who registered
 * by name, oldest first (coordinators). The names come from identity's read API in one batch, so the
 * statements are the same for 5 registrations or 200.
 */
export async function listRegistrations(
  deps: LeaguesDeps,
  actor: AuthenticatedMember,
  leagueId: string,
): Promise<ListedRegistrationDto[]> {
  await coordinatorOfLeague(deps.em, leagueId, actor.memberId);
  const rows = await deps.em.execute<RegistrationRow[]>(
    `select ${REGISTRATION_COLUMNS} from league_registration where league_id = ? order by created_at, id`,
    [leagueId],
  );
  const members = await deps.identity.memberSummaries([...new Set(rows.map((row) => row.member_id))]);
  return rows.map((row) => {
    const member = members.get(row.member_id);
    const memberName = member ? [member.firstName, member.lastName].filter(Boolean).join(' ') : null;
    return { ...registrationDto(row), memberName };
  });
}

/**
 * GET /api/league-common/league/{leagueId}/payments/{teamId}: the team's latest registration in the league
 * with its payment state, for the team's captains and the league's coordinators (the success page polls it).
 */
export async function teamRegistrationPayment(
  deps: LeaguesDeps,
  actor: AuthenticatedMember,
  leagueId: string,
  teamId: string,
): Promise<RegistrationDto> {
  const league = await leagueRef(deps.em, leagueId);
  if (!isUuid(teamId)) throw notFound(M.registrationNotFound);
  const role = await teamRoleOf(deps.em, teamId, actor.memberId);
  if (
    !role?.isCaptain &&
    (await staffRoleOf(deps.em, league.organization_id, actor.memberId)) !== 'coordinator'
  )
    throw forbidden(M.captainsOnly);
  const [row] = await deps.em.execute<RegistrationRow[]>(
    `select ${REGISTRATION_COLUMNS} from league_registration where league_id = ? and team_id = ?
     order by created_at desc, id desc limit 1`,
    [leagueId, teamId],
  );
  if (!row) throw notFound(M.registrationNotFound);
  return registrationDto(row);
}

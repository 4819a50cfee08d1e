import {
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

/** GET /api/league/{leagueId}/registrations: every registration with its payment state, oldest first (coordinators). */
export async function listRegistrations(
  deps: LeaguesDeps,
  actor: AuthenticatedMember,
  leagueId: string,
): Promise<RegistrationDto[]> {
  await coordinatorOfLeague(deps.em, leagueId, actor.memberId);
  const rows = await deps.em.execute<RegistrationRow[]>(
    `select ${REGISTRATION_COLUMNS} from league_registration where league_id = ? order by created_at, id`,
    [leagueId],
  );
  return rows.map(registrationDto);
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

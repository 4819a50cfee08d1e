import type { MyRegistrationDto } from '../../../../contracts/leagues/registration.ts';
import type { AuthenticatedMember } from '../../../../platform/auth/index.ts';
import { memberTeamRoles } from '../../../clubs/index.ts';
import { REGISTRATION_COLUMNS, type RegistrationRow } from '../../infrastructure/registration.store.ts';
import { leagueRef } from '../league-access.ts';
import type { LeaguesDeps } from '../leagues-deps.ts';
import { registrationDto } from './registration-dto.ts';

type MyRow = RegistrationRow & { waitlist_position: string | number | null; refund_cutoff: Date };

/**
 * GET /api/league-common/league/{leagueId}/registrations/mine: the live registrations the member may
 * withdraw (the same rule as the withdraw route: their own free-agent one, or a team they captain), with
 * the team's name, the place on the waitlist and the refund cut-off, so the league page can say what a
 * withdrawal does before asking. One statement over the league's registrations whatever the member's teams.
 */
export async function myRegistrations(
  deps: LeaguesDeps,
  actor: AuthenticatedMember,
  leagueId: string,
): Promise<MyRegistrationDto[]> {
  await leagueRef(deps.em, leagueId);
  const captainOf = (await memberTeamRoles(deps.em, actor.memberId)).filter((role) => role.isCaptain);
  const names = new Map(captainOf.map((role) => [role.team.id, role.team.name]));
  const rows = await deps.em.execute<MyRow[]>(
    `select r.*, s.refund_cutoff from (
       select ${REGISTRATION_COLUMNS},
         case when status = 'waitlisted'
           then count(*) filter (where status = 'waitlisted')
                over (order by waitlist_seq nulls last, created_at, id rows unbounded preceding) end
           as waitlist_position
       from league_registration where league_id = ? and status in ('checkout', 'registered', 'waitlisted')
     ) r join league_registration_settings s on s.league_id = r.league_id
     where (r.kind = 'free_agent' and r.member_id = ?) or (r.kind = 'team' and r.team_id = any(?::uuid[]))
     order by r.created_at, r.id`,
    [leagueId, actor.memberId, `{${[...names.keys()].join(',')}}`],
  );
  return rows.map((row) => ({
    ...registrationDto(row),
    teamName: row.team_id ? (names.get(row.team_id) ?? null) : null,
    waitlistPosition: row.waitlist_position === null ? null : Number(row.waitlist_position),
    refundCutoff: new Date(row.refund_cutoff).toISOString(),
  }));
}

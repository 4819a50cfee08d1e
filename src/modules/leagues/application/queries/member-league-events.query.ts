import type { LeagueEventDto } from '../../../../contracts/leagues/index.ts';
import type { MemberLeagueEventsQuery } from '../../../../contracts/leagues/member-league-events.ts';
import { memberTeamRoles } from '../../../clubs/index.ts';
import type { LeaguesDeps } from '../leagues-deps.ts';
import {
  LEAGUE_EVENT_SELECT,
  type LeagueEventRow,
  refereeNames,
  toLeagueEventDto,
} from './league-event.query.ts';

/**
 * GET /api/member/league-events: the games (not canceled) of published leagues in which one of the
 * member's teams plays or they play as a marketplace sub (issue 20), still to come soonest first or (`past`) started latest first, with the member's
 * RSVP, as the member's team events are listed. A fixed number of statements
 * whatever the schedule's size: the member's teams (clubs), one page of games, their referees' names.
 */
export async function listMemberLeagueEvents(
  deps: LeaguesDeps,
  memberId: string,
  query: MemberLeagueEventsQuery,
): Promise<{ data: LeagueEventDto[]; hasNext: boolean }> {
  const teams = await memberTeamRoles(deps.em, memberId);
  const teamIds = teams.map((role) => role.team.id);
  // No team: only the games they sub in.
  const ofTeams = teamIds.length === 0 ? 'false' : 'e.home_team_id in (?) or e.away_team_id in (?)';
  const now = deps.clock.now();
  const future = query.filter !== 'past';
  const rows = await deps.em.execute<LeagueEventRow[]>(
    `${LEAGUE_EVENT_SELECT}
     where (${ofTeams}
            or e.id in (select s.league_event_id from league_event_sub s where s.member_id = ?))
       and e.status = 'scheduled' and l.status = 'published' and ${future ? 'e.starts_at > ?' : 'e.starts_at <= ?'}
     order by e.starts_at ${future ? 'asc' : 'desc'}, e.id
     limit ? offset ?`,
    [
      memberId,
      ...(teamIds.length === 0 ? [] : [teamIds, teamIds]),
      memberId,
      now,
      query.limit + 1,
      (query.page - 1) * query.limit,
    ],
  );
  const page = rows.slice(0, query.limit);
  const referees = await refereeNames(deps.identity, page);
  return {
    data: page.map((row) => toLeagueEventDto(row, now, referees)),
    hasNext: rows.length > query.limit,
  };
}

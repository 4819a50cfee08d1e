import type { EventDto, MemberEventsQuery } from '../../../../contracts/events/index.ts';
import { memberTeamRoles, teamRoleOf } from '../../../clubs/index.ts';
import { EVENT_COLUMNS, type EventRow, toEventDto } from '../event-access.ts';
import type { EventsDeps } from '../events-deps.ts';

/**
 * GET /api/member/events: the events of every team the member is on, with their RSVP, and the games they
 * play as a sub; two statements (the member's teams, then one page of events), and one for each team of
 * a sub's game not the member's. Future: not started yet, soonest first; past: started,
 * latest first.
 */
export async function getMemberEvents(
  deps: EventsDeps,
  memberId: string,
  query: MemberEventsQuery,
): Promise<{ data: EventDto[]; hasNext: boolean }> {
  const teams = await memberTeamRoles(deps.em, memberId);
  const now = deps.clock.now();
  const future = query.filter === 'future';
  // The member's teams' games, and the games they play as a sub (issue 20) for a team they are not on.
  const rows = await deps.em.execute<EventRow[]>(
    `select ${EVENT_COLUMNS}, r.status as member_status from team_event e
     left join team_event_rsvp r on r.event_id = e.id and r.member_id = ?
     where (e.team_id = any(?::uuid[])
         or e.id in (select s.event_id from team_event_sub s where s.member_id = ?))
       and ${future ? 'e.starts_at > ?' : 'e.starts_at <= ?'}
     order by e.starts_at ${future ? 'asc' : 'desc'}, e.id
     limit ? offset ?`,
    [
      memberId,
      `{${teams.map((role) => role.team.id).join(',')}}`,
      memberId,
      now,
      query.limit + 1,
      (query.page - 1) * query.limit,
    ],
  );
  const teamById = new Map(teams.map((role) => [role.team.id, role.team]));
  // A sub's game names a team the member is not on: one read each of those few teams (subs are rare).
  for (const teamId of new Set(rows.map((row) => row.team_id)))
    if (!teamById.has(teamId)) {
      const role = await teamRoleOf(deps.em, teamId, undefined);
      if (role) teamById.set(teamId, role.team);
    }
  const data = rows.slice(0, query.limit).flatMap((row) => {
    const team = teamById.get(row.team_id);
    return team ? [toEventDto(row, team, now)] : [];
  });
  return { data, hasNext: rows.length > query.limit };
}

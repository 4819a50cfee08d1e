import type { EventDto, MemberEventsQuery } from '../../../../contracts/events/index.ts';
import { memberTeamRoles } from '../../../clubs/index.ts';
import { EVENT_COLUMNS, type EventRow, toEventDto } from '../event-access.ts';
import type { EventsDeps } from '../events-deps.ts';

/**
 * GET /api/member/events: the events of every team the member is on, with their RSVP; two statements
 * (the member's teams, then one page of events). Future: not started yet, soonest first; past: started,
 * latest first.
 */
export async function getMemberEvents(
  deps: EventsDeps,
  memberId: string,
  query: MemberEventsQuery,
): Promise<{ data: EventDto[]; hasNext: boolean }> {
  const teams = await memberTeamRoles(deps.em, memberId);
  if (teams.length === 0) return { data: [], hasNext: false };
  const now = deps.clock.now();
  const future = query.filter === 'future';
  const rows = await deps.em.execute<EventRow[]>(
    `select ${EVENT_COLUMNS}, r.status as member_status from team_event e
     left join team_event_rsvp r on r.event_id = e.id and r.member_id = ?
     where e.team_id in (?) and ${future ? 'e.starts_at > ?' : 'e.starts_at <= ?'}
     order by e.starts_at ${future ? 'asc' : 'desc'}, e.id
     limit ? offset ?`,
    [memberId, teams.map((role) => role.team.id), now, query.limit + 1, (query.page - 1) * query.limit],
  );
  const teamById = new Map(teams.map((role) => [role.team.id, role.team]));
  const data = rows.slice(0, query.limit).flatMap((row) => {
    const team = teamById.get(row.team_id);
    return team ? [toEventDto(row, team, now)] : [];
  });
  return { data, hasNext: rows.length > query.limit };
}

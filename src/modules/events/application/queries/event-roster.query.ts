import {
  type EventRosterDto,
  type EventRosterEntryDto,
  type RsvpStatus,
  sortEventRoster,
} from '../../../../contracts/events/index.ts';
import { teamRosterMemberIds } from '../../../clubs/index.ts';
import { assertEventMember, eventAccess } from '../event-access.ts';
import type { EventsDeps } from '../events-deps.ts';

interface Row {
  kind: 'rsvp' | 'vote' | 'stats' | 'mine' | 'sub';
  member_id: string;
  status: RsvpStatus | null;
  first: number | null;
  second: number | null;
}

/**
 * GET /api/event/{eventId}/roster: every roster member of the team, split into attendees and
 * non-attendees (no answer is `unknown`), sorted as spec §4 says. Five statements whatever the roster's
 * size: the event, the viewer's role, the roster, the names, and one for answers, votes and stats.
 */
export async function getEventRoster(
  deps: EventsDeps,
  viewerId: string,
  eventId: string,
): Promise<EventRosterDto> {
  const access = await eventAccess(deps.em, eventId, viewerId);
  assertEventMember(access);
  const roster = await teamRosterMemberIds(deps.em, access.row.team_id);
  const rows = await deps.em.execute<Row[]>(
    `select 'rsvp' as kind, member_id, status, null::int as first, null::int as second
       from team_event_rsvp where event_id = ?
     union all
     select 'vote', mvp_id, null, count(*)::int, null from team_event_mvp_vote where event_id = ? group by mvp_id
     union all
     select 'stats', member_id, null, goals, assists from team_event_game_stats where event_id = ?
     union all
     select 'mine', mvp_id, null, null, null from team_event_mvp_vote where event_id = ? and voter_id = ?
     union all
     select 'sub', member_id, null, null, null from team_event_sub where event_id = ?`,
    [eventId, eventId, eventId, eventId, viewerId, eventId],
  );
  // Subs (issue 20) play this game without being on the team: listed beside the roster, marked.
  const onTeam = new Set(roster.map((entry) => entry.memberId));
  const subs = rows
    .filter((row) => row.kind === 'sub' && !onTeam.has(row.member_id))
    .map((row) => ({ memberId: row.member_id, isCaptain: false, isSub: true }));
  const everyone = [...roster.map((entry) => ({ ...entry, isSub: false })), ...subs];
  const names = await deps.identity.memberSummaries(everyone.map((entry) => entry.memberId));
  const status = new Map<string, RsvpStatus>();
  const votes = new Map<string, number>();
  const stats = new Map<string, { goals: number; assists: number }>();
  let mvpVote: string | null = null;
  for (const row of rows) {
    if (row.kind === 'rsvp' && row.status) status.set(row.member_id, row.status);
    else if (row.kind === 'vote') votes.set(row.member_id, row.first ?? 0);
    else if (row.kind === 'stats')
      stats.set(row.member_id, { goals: row.first ?? 0, assists: row.second ?? 0 });
    else if (row.kind === 'mine') mvpVote = row.member_id;
  }
  const entries: EventRosterEntryDto[] = everyone.map(({ memberId, isCaptain, isSub }) => {
    const name = names.get(memberId);
    return {
      memberId,
      status: status.get(memberId) ?? 'unknown',
      mvpVotes: votes.get(memberId) ?? 0,
      firstName: name?.firstName ?? '',
      lastName: name?.lastName ?? '',
      avatar: name?.avatar ?? null,
      goals: stats.get(memberId)?.goals ?? 0,
      assists: stats.get(memberId)?.assists ?? 0,
      isCaptain,
      ...(isSub ? { isSub } : {}),
    };
  });
  return { eventId, ...sortEventRoster(entries), mvpVote };
}

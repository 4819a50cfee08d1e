import type { RsvpStatus } from '../../../../contracts/events/index.ts';
import { memberTeamRoles, teamRoleOf } from '../../../clubs/index.ts';
import { leagueGamesOfTeams, leagueGameTitle } from '../../../leagues/index.ts';
import { CALENDAR_TOKEN_PATTERN, hashCalendarToken } from '../../domain/calendar-token.ts';
import type { EventBaseRow } from '../event-access.ts';
import type { EventsDeps } from '../events-deps.ts';
import type { CalendarEntry, CalendarOwner } from './render-calendar.ts';

/** How far back the feed goes: a season of past games, so apps keep their history. */
const PAST_DAYS = 180;
/** A bound on the document, far above any real team schedule. */
const MAX_ENTRIES = 1000;

interface EventRow extends EventBaseRow {
  team_score: number | null;
  opponent_score: number | null;
  updated_at: Date | string;
  cancelled: boolean;
  rsvp: RsvpStatus | null;
}

export interface CalendarFeedData {
  owner: CalendarOwner;
  entries: CalendarEntry[];
}

/**
 * The feed behind a calendar URL, or undefined when the token names no feed. Six statements whatever
 * the schedule's size: the feed, the member's teams, their games (live and cancelled, with the
 * member's RSVP, and the games they play as a sub), their teams' league games (from the leagues read
 * API, canceled ones too), and the member's name and address (two identity reads); and one for each team
 * of a sub's game the member is not on.
 */
export async function calendarFeedOf(
  deps: EventsDeps,
  token: string,
  eventUrl: (eventId: string, kind?: 'league_event') => string,
): Promise<CalendarFeedData | undefined> {
  if (!CALENDAR_TOKEN_PATTERN.test(token)) return undefined;
  const [feed] = await deps.em.execute<Array<{ member_id: string }>>(
    'select member_id from calendar_feed where token_hash = ?',
    [hashCalendarToken(token)],
  );
  if (!feed) return undefined;
  const memberId = feed.member_id;
  const teams = await memberTeamRoles(deps.em, memberId);
  const teamNames = new Map(teams.map((role) => [role.team.id, role.team.name]));
  const since = new Date(deps.clock.now().getTime() - PAST_DAYS * 86_400_000);
  const teamIds = `{${[...teamNames.keys()].join(',')}}`;
  // The member's teams' games, and the games they play as a sub (issue 20) for a team they are not on.
  const rows = await deps.em.execute<EventRow[]>(
    `select e.id, e.team_id, e.title, e.address_name, e.starts_at, e.time_zone, e.team_score,
            e.opponent_score, e.updated_at, false as cancelled, r.status as rsvp
       from team_event e
       left join team_event_rsvp r on r.event_id = e.id and r.member_id = ?
      where (e.team_id = any(?::uuid[])
          or e.id in (select s.event_id from team_event_sub s where s.member_id = ?))
        and e.starts_at >= ?
     union all
     select c.event_id, c.team_id, c.title, c.address_name, c.starts_at, c.time_zone, null, null,
            c.cancelled_at, true, null
       from cancelled_team_event c
      where c.team_id = any(?::uuid[]) and c.starts_at >= ?
      order by starts_at
      limit ?`,
    [memberId, teamIds, memberId, since, teamIds, since, MAX_ENTRIES],
  );
  // A sub's game names a team the member is not on: one read each of those few teams.
  for (const teamId of new Set(rows.map((row) => row.team_id)))
    if (!teamNames.has(teamId)) {
      const role = await teamRoleOf(deps.em, teamId, undefined);
      if (role) teamNames.set(teamId, role.team.name);
    }
  // The member's own teams' league games and the ones they sub in (a team event's sub is not in its team).
  const leagueGames = await leagueGamesOfTeams(deps.em, {
    teamIds: teams.map((role) => role.team.id),
    memberId,
    since,
    limit: MAX_ENTRIES,
  });
  const [recipient] = await deps.identity.mailRecipients([memberId]);
  const summary = (await deps.identity.memberSummaries([memberId])).get(memberId);
  return {
    owner: {
      firstName: summary?.firstName ?? recipient?.firstName ?? '',
      lastName: summary?.lastName ?? '',
      email: recipient?.email ?? null,
    },
    entries: [
      ...rows.map((row) => ({
        eventId: row.id,
        teamName: teamNames.get(row.team_id) ?? '',
        title: row.title,
        addressName: row.address_name,
        startsAt: new Date(row.starts_at),
        timeZone: row.time_zone,
        cancelled: row.cancelled,
        rsvp: row.rsvp ?? 'unknown',
        teamScore: row.team_score,
        opponentScore: row.opponent_score,
        updatedAt: new Date(row.updated_at),
        url: eventUrl(row.id),
      })),
      ...leagueGames.map((game) => ({
        eventId: game.id,
        teamName: game.leagueName,
        title: leagueGameTitle(game),
        addressName: game.venue,
        startsAt: game.startsAt,
        timeZone: game.timeZone,
        cancelled: game.status === 'canceled',
        rsvp: game.rsvp,
        teamScore: null,
        opponentScore: null,
        updatedAt: game.updatedAt,
        sequence: game.sequence,
        url: eventUrl(game.id, 'league_event'),
      })),
    ]
      .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime())
      .slice(0, MAX_ENTRIES),
  };
}

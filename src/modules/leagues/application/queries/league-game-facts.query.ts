import type { RsvpStatus } from '../../../../contracts/events/index.ts';
import type { EntityManager } from '../../../../platform/db/orm.ts';
import { isUuid } from '../league-access.ts';

// The read API other modules use for league games (notifications tell the teams and remind them, events
// puts the games in calendars): facts straight from SQL, one statement whatever the number of games.

export interface LeagueGameFacts {
  id: string;
  leagueId: string;
  leagueName: string;
  /** A draft's games are known to its staff only: nobody is told about them. */
  leaguePublished: boolean;
  homeTeam: { id: string; name: string };
  awayTeam: { id: string; name: string };
  startsAt: Date;
  timeZone: string;
  venue: string;
  status: 'scheduled' | 'canceled';
  /** Raised by every move and cancellation (the events carry it too). */
  sequence: number;
  updatedAt: Date;
  /** The member named to referee the game, if any (told of its moves, cancellation and deletion). */
  refereeId: string | null;
}

interface FactsRow {
  id: string;
  league_id: string;
  league_name: string;
  league_status: string;
  home_team_id: string;
  home_name: string | null;
  away_team_id: string;
  away_name: string | null;
  starts_at: Date | string;
  time_zone: string;
  venue: string;
  status: 'scheduled' | 'canceled';
  sequence: number;
  updated_at: Date | string;
  referee_id: string | null;
  rsvp?: RsvpStatus | null;
}

const FACTS_SELECT = `select e.id, e.league_id, l.name as league_name, l.status as league_status,
    e.home_team_id, ht.name as home_name, e.away_team_id, at.name as away_name,
    e.starts_at, e.time_zone, e.venue, e.status, e.sequence, e.updated_at, e.referee_id
  from league_event e
  join league l on l.id = e.league_id
  left join league_team ht on ht.league_id = e.league_id and ht.team_id = e.home_team_id
  left join league_team at on at.league_id = e.league_id and at.team_id = e.away_team_id`;

const factsOf = (row: FactsRow): LeagueGameFacts => ({
  id: row.id,
  leagueId: row.league_id,
  leagueName: row.league_name,
  leaguePublished: row.league_status === 'published',
  homeTeam: { id: row.home_team_id, name: row.home_name ?? 'Home team' },
  awayTeam: { id: row.away_team_id, name: row.away_name ?? 'Away team' },
  startsAt: new Date(row.starts_at),
  timeZone: row.time_zone,
  venue: row.venue,
  status: row.status,
  sequence: row.sequence,
  updatedAt: new Date(row.updated_at),
  refereeId: row.referee_id,
});

/** A game's title as players read it: 'Lions vs Tigers'. */
export const leagueGameTitle = (game: Pick<LeagueGameFacts, 'homeTeam' | 'awayTeam'>) =>
  `${game.homeTeam.name} vs ${game.awayTeam.name}`;

/** The games asked for that exist (canceled ones included), in one statement. */
export async function leagueGameFacts(
  em: EntityManager,
  gameIds: readonly string[],
): Promise<LeagueGameFacts[]> {
  const ids = gameIds.filter(isUuid);
  if (ids.length === 0) return [];
  const rows = await em.execute<FactsRow[]>(`${FACTS_SELECT} where e.id in (?) order by e.starts_at, e.id`, [
    ids,
  ]);
  return rows.map(factsOf);
}

/** A league's games still on (not canceled), soonest first: what its season schedule e-mail lists. */
export async function leagueScheduleFacts(em: EntityManager, leagueId: string): Promise<LeagueGameFacts[]> {
  if (!isUuid(leagueId)) return [];
  const rows = await em.execute<FactsRow[]>(
    `${FACTS_SELECT} where e.league_id = ? and e.status = 'scheduled' order by e.starts_at, e.id`,
    [leagueId],
  );
  return rows.map(factsOf);
}

/** The ids of the teams in a league (whose rosters hear about its schedule). */
export async function leagueTeamIds(em: EntityManager, leagueId: string): Promise<string[]> {
  if (!isUuid(leagueId)) return [];
  const rows = await em.execute<Array<{ team_id: string }>>(
    'select team_id from league_team where league_id = ?',
    [leagueId],
  );
  return rows.map((row) => row.team_id);
}

export type LeagueGameOfMember = LeagueGameFacts & { rsvp: RsvpStatus };

/**
 * The games of published leagues that the given teams play, or `memberId` plays as a marketplace sub
 * (issue 20), from `since` on (canceled ones too, for calendars to drop), with `memberId`'s answer; one
 * statement, at most `limit`.
 */
export async function leagueGamesOfTeams(
  em: EntityManager,
  query: { teamIds: readonly string[]; memberId: string; since: Date; limit: number },
): Promise<LeagueGameOfMember[]> {
  const teamIds = query.teamIds.filter(isUuid);
  if (!isUuid(query.memberId)) return [];
  const ofTeams = teamIds.length === 0 ? 'false' : 'e.home_team_id in (?) or e.away_team_id in (?)';
  const rows = await em.execute<FactsRow[]>(
    `select f.*, r.status as rsvp from (${FACTS_SELECT}
      where (${ofTeams}
             or e.id in (select s.league_event_id from league_event_sub s where s.member_id = ?))
        and l.status = 'published' and e.starts_at >= ?
     ) f
     left join league_event_rsvp r on r.league_event_id = f.id and r.member_id = ?
     order by f.starts_at, f.id
     limit ?`,
    [
      ...(teamIds.length === 0 ? [] : [teamIds, teamIds]),
      query.memberId,
      query.since,
      query.memberId,
      query.limit,
    ],
  );
  return rows.map((row) => ({ ...factsOf(row), rsvp: row.rsvp ?? 'unknown' }));
}

/** Of `memberIds`, those who have not answered for the game (the 72-hour reminder's audience). */
export async function membersWithoutLeagueRsvp(
  em: EntityManager,
  gameId: string,
  memberIds: readonly string[],
): Promise<string[]> {
  if (!isUuid(gameId) || memberIds.length === 0) return [...memberIds];
  const rows = await em.execute<Array<{ member_id: string }>>(
    `select member_id from league_event_rsvp where league_event_id = ? and status <> 'unknown' and member_id in (?)`,
    [gameId, memberIds],
  );
  const answered = new Set(rows.map((row) => row.member_id));
  return memberIds.filter((id) => !answered.has(id));
}

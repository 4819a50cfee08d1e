import type { RsvpStatus } from '../../../../contracts/events/index.ts';
import type { LeagueEventRostersDto, LeagueRosterEntryDto } from '../../../../contracts/leagues/index.ts';
import { teamsRosterEntries } from '../../../clubs/index.ts';
import { assertParticipant, gameAccess } from '../league-access.ts';
import type { LeaguesDeps } from '../leagues-deps.ts';

interface GameSides {
  /** Marketplace subs for this game (issue 20): they play for one team without being on it. */
  subs: Array<{ member_id: string; team_id: string }>;
  rsvps: Array<{ member_id: string; status: RsvpStatus }>;
  /** The season rosters say who may be carded and with which shirt number (issue 19). */
  season_roster: Array<{ member_id: string; team_id: string; shirt_number: string | null }>;
  teams: Array<{ team_id: string; name: string }>;
}

// What leagues knows of both sides of a game, in one statement (its tables only; the club rosters are
// clubs' to read).
const GAME_SIDES = `select
  coalesce((select json_agg(json_build_object('member_id', s.member_id, 'team_id', s.team_id))
    from league_event_sub s where s.league_event_id = ?), '[]') as subs,
  coalesce((select json_agg(json_build_object('member_id', r.member_id, 'status', r.status))
    from league_event_rsvp r where r.league_event_id = ?), '[]') as rsvps,
  coalesce((select json_agg(json_build_object('member_id', sr.member_id, 'team_id', sr.team_id,
      'shirt_number', sr.shirt_number))
    from league_season_roster sr where sr.league_id = ? and sr.team_id in (?, ?)), '[]') as season_roster,
  coalesce((select json_agg(json_build_object('team_id', t.team_id, 'name', t.name))
    from league_team t where t.league_id = ? and t.team_id in (?, ?)), '[]') as teams`;

/**
 * Both teams' rosters for a game with each player's answer: the access check, then the two club
 * rosters (clubs) and the game's sides (leagues) together, then the names (identity, remembered).
 */
export async function getLeagueEventRosters(
  deps: LeaguesDeps,
  viewerId: string,
  gameId: string,
): Promise<LeagueEventRostersDto> {
  const access = await gameAccess(deps.em, gameId, viewerId);
  assertParticipant(access);
  const { game } = access;
  const teamIds = [game.home_team_id, game.away_team_id];
  const [clubRosters, [sides]] = await Promise.all([
    teamsRosterEntries(deps.em, teamIds),
    deps.em.execute<GameSides[]>(GAME_SIDES, [
      gameId,
      gameId,
      game.league_id,
      ...teamIds,
      game.league_id,
      ...teamIds,
    ]),
  ]);
  const { subs, rsvps, season_roster: seasonRoster, teams } = sides!;
  const home = clubRosters.get(game.home_team_id) ?? [];
  const away = clubRosters.get(game.away_team_id) ?? [];
  const subsOf = (teamId: string) =>
    subs
      .filter((sub) => sub.team_id === teamId)
      .map((sub) => ({ memberId: sub.member_id, isCaptain: false, isSub: true }));
  const names = await deps.identity.memberSummaries(
    [...home, ...away, ...subs.map((sub) => ({ memberId: sub.member_id }))].map((m) => m.memberId),
  );
  const statusOf = new Map(rsvps.map((r) => [r.member_id, r.status]));
  const seasonEntry = new Map(seasonRoster.map((r) => [`${r.team_id}:${r.member_id}`, r]));
  const side = (teamId: string, members: Array<{ memberId: string; isCaptain: boolean }>) => {
    const roster = [...members.map((m) => ({ ...m, isSub: false })), ...subsOf(teamId)];
    const entries: LeagueRosterEntryDto[] = roster.map((m) => {
      const who = names.get(m.memberId);
      return {
        memberId: m.memberId,
        firstName: who?.firstName ?? '',
        lastName: who?.lastName ?? '',
        avatar: who?.avatar ?? null,
        isCaptain: m.isCaptain,
        isSub: m.isSub,
        onSeasonRoster: seasonEntry.has(`${teamId}:${m.memberId}`),
        shirtNumber: seasonEntry.get(`${teamId}:${m.memberId}`)?.shirt_number ?? null,
        status: statusOf.get(m.memberId) ?? 'unknown',
      };
    });
    const byName = (a: LeagueRosterEntryDto, b: LeagueRosterEntryDto) =>
      `${a.firstName} ${a.lastName}`.localeCompare(`${b.firstName} ${b.lastName}`);
    return {
      teamId,
      teamName: teams.find((t) => t.team_id === teamId)?.name ?? '',
      attendees: entries.filter((e) => e.status === 'yes').sort(byName),
      nonAttendees: entries.filter((e) => e.status !== 'yes').sort(byName),
    };
  };
  return { eventId: gameId, teams: [side(game.home_team_id, home), side(game.away_team_id, away)] };
}

import type { RsvpStatus } from '../../../../contracts/events/index.ts';
import type { LeagueEventRostersDto, LeagueRosterEntryDto } from '../../../../contracts/leagues/index.ts';
import { teamRosterMemberIds } from '../../../clubs/index.ts';
import { assertParticipant, gameAccess } from '../league-access.ts';
import type { LeaguesDeps } from '../leagues-deps.ts';

export async function getLeagueEventRosters(
  deps: LeaguesDeps,
  viewerId: string,
  gameId: string,
): Promise<LeagueEventRostersDto> {
  const access = await gameAccess(deps.em, gameId, viewerId);
  assertParticipant(access);
  const { game } = access;
  const home = await teamRosterMemberIds(deps.em, game.home_team_id);
  const away = await teamRosterMemberIds(deps.em, game.away_team_id);
  // Marketplace subs for this game (issue 20) play for one team without being on it.
  const subs = await deps.em.execute<Array<{ member_id: string; team_id: string }>>(
    'select member_id, team_id from league_event_sub where league_event_id = ?',
    [gameId],
  );
  const rsvps = await deps.em.execute<Array<{ member_id: string; status: RsvpStatus }>>(
    'select member_id, status from league_event_rsvp where league_event_id = ?',
    [gameId],
  );
  // The season rosters say who may be carded and with which shirt number (issue 19).
  const seasonRoster = await deps.em.execute<
    Array<{ member_id: string; team_id: string; shirt_number: string | null }>
  >(
    'select member_id, team_id, shirt_number from league_season_roster where league_id = ? and team_id in (?, ?)',
    [game.league_id, game.home_team_id, game.away_team_id],
  );
  const teams = await deps.em.execute<Array<{ team_id: string; name: string }>>(
    'select team_id, name from league_team where league_id = ? and team_id in (?, ?)',
    [game.league_id, game.home_team_id, game.away_team_id],
  );
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

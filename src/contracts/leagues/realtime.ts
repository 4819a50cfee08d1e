// Pushes to the `league:<id>` room: `socket.emit(JOIN_ROOM, leagueRoom(id), ack)` (anyone signed in:
// a league's table is public). A push only tells the page to refetch what it names.

export const leagueRoom = (leagueId: string) => `league:${leagueId}`;

/** The standings of a stage were rewritten (a result confirmed or corrected, a forfeit, an adjustment). */
export const LEAGUE_STANDINGS_UPDATED = 'league:standings-updated';

export interface LeagueStandingsUpdatedPush {
  leagueId: string;
  stageId: string;
}

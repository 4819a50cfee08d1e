import { NO_SHIRT_NUMBER } from '../../../contracts/leagues/season-roster.ts';

// The rules of a team's season roster in a league, as plain functions the handlers apply inside their
// transaction (the database's unique keys back the last two when two requests race).

export type SeasonRosterEditor = 'coordinator' | 'captain' | 'none';

/** Locked from `locksAt` on (inclusive); no date means never locked. */
export const isSeasonRosterLocked = (locksAt: Date | null, now: Date): boolean =>
  locksAt !== null && now.getTime() >= locksAt.getTime();

/**
 * Who may change a team's season roster now: the league's coordinators at any time, the team's
 * captains until the lock date. `locked` tells a captain why not (a clearer 403 than "not allowed").
 */
export function seasonRosterPermission(
  editor: SeasonRosterEditor,
  locksAt: Date | null,
  now: Date,
): 'allowed' | 'locked' | 'not-allowed' {
  if (editor === 'coordinator') return 'allowed';
  if (editor === 'none') return 'not-allowed';
  return isSeasonRosterLocked(locksAt, now) ? 'locked' : 'allowed';
}

/** How two shirt numbers are compared: case-insensitively; 'N/A' (no number) never collides. */
export const shirtNumberKey = (shirtNumber: string | null): string | null =>
  shirtNumber === null || shirtNumber.toUpperCase() === NO_SHIRT_NUMBER ? null : shirtNumber.toUpperCase();

/** The first shirt number worn by two players of one season roster (as given), or undefined. */
export function repeatedShirtNumber(
  roster: ReadonlyArray<{ memberId: string; shirtNumber: string | null }>,
): string | undefined {
  const seen = new Set<string>();
  for (const entry of roster) {
    const key = shirtNumberKey(entry.shirtNumber);
    if (key === null) continue;
    if (seen.has(key)) return entry.shirtNumber ?? undefined;
    seen.add(key);
  }
  return undefined;
}

/** A roster after `updates` (memberId → shirt number) are applied together, so two players may swap. */
export function withShirtNumbers<E extends { memberId: string; shirtNumber: string | null }>(
  roster: readonly E[],
  updates: ReadonlyMap<string, string | null>,
): E[] {
  return roster.map((entry) =>
    updates.has(entry.memberId) ? { ...entry, shirtNumber: updates.get(entry.memberId) ?? null } : entry,
  );
}

/**
 * A player plays for one team per league: of the players to add to `teamId`, the first already on
 * another team's season roster in the league (`leagueEntries`: member → team), with that team.
 */
export function playerOnAnotherTeam(
  teamId: string,
  memberIds: readonly string[],
  leagueEntries: ReadonlyMap<string, string>,
): { memberId: string; teamId: string } | undefined {
  for (const memberId of memberIds) {
    const current = leagueEntries.get(memberId);
    if (current !== undefined && current !== teamId) return { memberId, teamId: current };
  }
  return undefined;
}

/** Whether a team has fewer season roster players than its rule set needs to avoid a forfeit (spec §9). */
export const atRiskOfForfeit = (players: number, playersToAvoidForfeit: number): boolean =>
  players < playersToAvoidForfeit;

import type { EntityManager } from '../../../../platform/db/orm.ts';
import { isUniqueViolation } from '../../../../platform/db/write-errors.ts';
import { type AppError, conflict } from '../../../../platform/errors/app-error.ts';
import type { MemberSummary } from '../../../identity/index.ts';

/**
 * Serializes the writes to one team's season roster (its league_team row, FOR UPDATE): two captains'
 * saves then see each other's shirt numbers and get the clear 409, not the database's.
 */
export async function lockTeamSeasonRoster(tx: EntityManager, leagueId: string, teamId: string) {
  await tx.execute('select 1 from league_team where league_id = ? and team_id = ? for update', [
    leagueId,
    teamId,
  ]);
}

export const fullName = (memberId: string, names: ReadonlyMap<string, MemberSummary>): string => {
  const name = names.get(memberId);
  return name ? `${name.firstName} ${name.lastName}`.trim() : 'This player';
};

/**
 * A unique key that still caught a race the lock does not cover (the same player added to two teams at
 * once, whose rows are locked separately) as the 409 a user understands; undefined for other errors.
 */
export function seasonRosterRaceConflict(error: unknown): AppError | undefined {
  if (!isUniqueViolation(error)) return undefined;
  const message = String((error as Error).message);
  if (message.includes('league_season_roster_one_team'))
    return conflict(
      'A player on this list was just put on another team in this league. Reload and try again.',
    );
  if (message.includes('league_season_roster_shirt_key'))
    return conflict('A shirt number on this list was just taken. Reload and try again.', 'shirtNumber');
  return undefined;
}

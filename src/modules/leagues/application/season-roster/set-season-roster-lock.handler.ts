import { ORGANIZATION_MESSAGES } from '../../../../contracts/leagues/index.ts';
import type { LeagueSeasonRostersDto } from '../../../../contracts/leagues/season-roster.ts';
import type { AuthenticatedMember } from '../../../../platform/auth/index.ts';
import { recordEvent } from '../../../../platform/bus/index.ts';
import { forbidden } from '../../../../platform/errors/app-error.ts';
import '../../season-roster-events.ts';
import type { LeaguesDeps } from '../leagues-deps.ts';
import { getLeagueSeasonRosters } from './season-roster.query.ts';
import { seasonRosterLeague } from './season-roster-access.ts';

/**
 * PUT /league/{leagueId}/season-roster-lock `{ locksAt }` (coordinators): from `locksAt` on only the
 * league's coordinators change its teams' season rosters; null lifts the lock.
 */
export async function setSeasonRosterLock(
  deps: LeaguesDeps,
  actor: AuthenticatedMember,
  leagueId: string,
  locksAt: string | null,
): Promise<LeagueSeasonRostersDto> {
  const league = await seasonRosterLeague(deps.em, leagueId, actor.memberId);
  if (!league.isCoordinator) throw forbidden(ORGANIZATION_MESSAGES.coordinatorsOnly);
  const next = locksAt === null ? null : new Date(locksAt);
  if ((league.locksAt?.getTime() ?? null) !== (next?.getTime() ?? null)) {
    await deps.em.transactional(async (tx) => {
      if (next === null)
        await tx.execute('delete from league_season_roster_lock where league_id = ?', [league.id]);
      else
        await tx.execute(
          `insert into league_season_roster_lock (league_id, locks_at, set_by, set_at) values (?, ?, ?, ?)
           on conflict (league_id) do update set locks_at = excluded.locks_at, set_by = excluded.set_by, set_at = excluded.set_at`,
          [league.id, next, actor.memberId, deps.clock.now()],
        );
      recordEvent(tx, 'leagues.season-roster-lock-set', {
        leagueId: league.id,
        locksAt: next?.toISOString() ?? null,
        actorId: actor.memberId,
      });
    });
  }
  return getLeagueSeasonRosters(deps, actor.memberId, league.id);
}

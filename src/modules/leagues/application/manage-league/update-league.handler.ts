import { eventTimeZoneOf } from '../../../../contracts/events/index.ts';
import { LEAGUE_MESSAGES, type LeagueDto, type UpdateLeague } from '../../../../contracts/leagues/index.ts';
import type { AuthenticatedMember } from '../../../../platform/auth/index.ts';
import { recordEvent } from '../../../../platform/bus/index.ts';
import { CONCURRENT_CHANGE_MESSAGE } from '../../../../platform/db/write-errors.ts';
import { AppError, badRequest, conflict, notFound } from '../../../../platform/errors/app-error.ts';
import { coordinatorOfLeague } from '../league-access.ts';
import type { LeaguesDeps } from '../leagues-deps.ts';
import { getLeague } from '../queries/league.query.ts';
import { rebuildStandings } from '../standings/rebuild-standings.ts';

/** Each setting of the request and how it is stored (jsonb lists and rules as JSON text). */
const COLUMNS = {
  name: ['name = ?', (v: unknown) => v],
  format: ['format = ?', (v: unknown) => v],
  seasonStart: ['season_start = ?', (v: unknown) => v],
  seasonEnd: ['season_end = ?', (v: unknown) => v],
  gameDay: ['game_day = ?', (v: unknown) => v],
  timezone: ['time_zone = ?', (v: unknown) => eventTimeZoneOf(String(v))?.iana ?? v],
  venues: ['venues = ?::jsonb', (v: unknown) => JSON.stringify(v)],
  timeSlots: ['time_slots = ?::jsonb', (v: unknown) => JSON.stringify(v)],
  rules: ['rules = ?::jsonb', (v: unknown) => JSON.stringify(v)],
} as const satisfies Record<
  Exclude<keyof UpdateLeague, 'version'>,
  readonly [string, (v: unknown) => unknown]
>;

/**
 * PATCH /api/league/{leagueId}: a coordinator changes a draft's settings (a published league's season
 * is what its teams signed up for: 409). A schedule already generated stays as it is until the
 * coordinator generates it again; new rules rewrite the standings at once.
 */
export async function updateLeague(
  deps: LeaguesDeps,
  actor: AuthenticatedMember,
  leagueId: string,
  change: UpdateLeague,
): Promise<LeagueDto> {
  const league = await coordinatorOfLeague(deps.em, leagueId, actor.memberId);
  const changed = (Object.keys(COLUMNS) as Array<keyof typeof COLUMNS>).filter(
    (key) => change[key] !== undefined,
  );
  await deps.em.transactional(async (tx) => {
    const [row] = await tx.execute<
      Array<{ status: string; version: number; season_start: string; season_end: string }>
    >(
      `select status, version, to_char(season_start, 'YYYY-MM-DD') as season_start,
         to_char(season_end, 'YYYY-MM-DD') as season_end from league where id = ? for update`,
      [leagueId],
    );
    if (!row) throw notFound(LEAGUE_MESSAGES.notFound);
    if (row.status !== 'draft') throw conflict(LEAGUE_MESSAGES.publishedNotEditable);
    if (change.version !== undefined && change.version !== row.version)
      throw new AppError(409, [{ message: CONCURRENT_CHANGE_MESSAGE, code: 'ConcurrentChange' }]);
    if ((change.seasonEnd ?? row.season_end) < (change.seasonStart ?? row.season_start))
      throw badRequest([{ message: LEAGUE_MESSAGES.seasonOrder, field: 'seasonEnd' }]);
    if (changed.length === 0) return;
    await tx.execute(
      `update league set ${changed.map((key) => COLUMNS[key][0]).join(', ')}, updated_at = ?,
         version = version + 1 where id = ?`,
      [...changed.map((key) => COLUMNS[key][1](change[key])), deps.clock.now(), leagueId],
    );
    recordEvent(tx, 'leagues.league-updated', {
      leagueId,
      organizationId: league.organization_id,
      actorId: actor.memberId,
      changed,
    });
    if (change.rules) {
      const stages = await tx.execute<Array<{ id: string }>>(
        'select id from league_stage where league_id = ?',
        [leagueId],
      );
      for (const stage of stages) await rebuildStandings(tx, leagueId, stage.id, deps.clock.now());
    }
  });
  return getLeague(deps.em, leagueId);
}

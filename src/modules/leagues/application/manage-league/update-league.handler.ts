import { LockMode } from '@mikro-orm/core';
import { eventTimeZoneOf } from '../../../../contracts/events/index.ts';
import { LEAGUE_MESSAGES, type LeagueDto, type UpdateLeague } from '../../../../contracts/leagues/index.ts';
import type { AuthenticatedMember } from '../../../../platform/auth/index.ts';
import { recordEvent } from '../../../../platform/bus/index.ts';
import { CONCURRENT_CHANGE_MESSAGE } from '../../../../platform/db/write-errors.ts';
import { AppError, badRequest, conflict, notFound } from '../../../../platform/errors/app-error.ts';
import { LeagueEntity, LeagueStageEntity } from '../../infrastructure/league.entity.ts';
import { rebuildStandings } from '../../infrastructure/standings.store.ts';
import { coordinatorOfLeague } from '../league-access.ts';
import type { LeaguesDeps } from '../leagues-deps.ts';
import { getLeague } from '../queries/league.query.ts';
import { refreshListing } from '../registration/league-lifecycle.ts';

type Setting = Exclude<keyof UpdateLeague, 'version'>;

/** Every setting of the request, in the order league-updated lists them. */
const SETTINGS = {
  name: true,
  format: true,
  seasonStart: true,
  seasonEnd: true,
  gameDay: true,
  timezone: true,
  venues: true,
  timeSlots: true,
  rules: true,
} as const satisfies Record<Setting, true>;

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
  const changed = (Object.keys(SETTINGS) as Setting[]).filter((key) => change[key] !== undefined);
  await deps.em.transactional(async (tx) => {
    const row = await tx.findOne(LeagueEntity, leagueId, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!row) throw notFound(LEAGUE_MESSAGES.notFound);
    if (row.status !== 'draft') throw conflict(LEAGUE_MESSAGES.publishedNotEditable);
    if (change.version !== undefined && change.version !== row.version)
      throw new AppError(409, [{ message: CONCURRENT_CHANGE_MESSAGE, code: 'ConcurrentChange' }]);
    if ((change.seasonEnd ?? row.seasonEnd) < (change.seasonStart ?? row.seasonStart))
      throw badRequest([{ message: LEAGUE_MESSAGES.seasonOrder, field: 'seasonEnd' }]);
    if (changed.length === 0) return;
    const { version: _version, timezone, ...settings } = change;
    tx.assign(row, {
      ...Object.fromEntries(Object.entries(settings).filter(([, value]) => value !== undefined)),
      // A zone is stored by its IANA name.
      ...(timezone !== undefined ? { timeZone: eventTimeZoneOf(timezone)?.iana ?? timezone } : {}),
    });
    row.updatedAt = deps.clock.now();
    recordEvent(tx, 'leagues.league-updated', {
      leagueId,
      organizationId: league.organization_id,
      actorId: actor.memberId,
      changed,
    });
    if (change.rules) {
      const stages = await tx.find(LeagueStageEntity, { leagueId });
      for (const stage of stages) await rebuildStandings(tx, leagueId, stage.id, deps.clock.now());
    }
    await refreshListing(tx, leagueId, deps.clock.now());
  });
  return getLeague(deps.em, leagueId, actor.memberId);
}

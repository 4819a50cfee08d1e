import { randomUUID } from 'node:crypto';
import type { CreateLeague, LeagueStatus } from '../../../../contracts/leagues/index.ts';
import { recordEvent } from '../../../../platform/bus/index.ts';
import type { EntityManager } from '../../../../platform/db/orm.ts';
import { LeagueEntity, LeagueStageEntity } from '../../infrastructure/league.entity.ts';

/**
 * A new league in the unit of work, with its regular season (the stage its schedule and table hang off),
 * and its league-created event, written at the caller's flush. Returns the stage's id.
 */
export function addLeague(
  tx: EntityManager,
  league: {
    id: string;
    organizationId: number;
    workspaceId: number;
    form: Omit<CreateLeague, 'workspaceId' | 'timezone'>;
    timeZone: string;
    status: LeagueStatus;
    createdBy: string;
    now: Date;
  },
): string {
  const { form, now } = league;
  tx.create(LeagueEntity, {
    id: league.id,
    organizationId: league.organizationId,
    workspaceId: league.workspaceId,
    name: form.name,
    format: form.format,
    seasonStart: form.seasonStart,
    seasonEnd: form.seasonEnd,
    gameDay: form.gameDay,
    timeZone: league.timeZone,
    venues: form.venues,
    timeSlots: form.timeSlots,
    rules: form.rules,
    status: league.status,
    createdBy: league.createdBy,
    createdAt: now,
    updatedAt: now,
  });
  const stageId = randomUUID();
  tx.create(LeagueStageEntity, {
    id: stageId,
    leagueId: league.id,
    kind: 'regular',
    name: 'Regular season',
    position: 1,
  });
  recordEvent(tx, 'leagues.league-created', {
    leagueId: league.id,
    organizationId: league.organizationId,
    actorId: league.createdBy,
  });
  return stageId;
}

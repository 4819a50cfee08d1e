import { randomUUID } from 'node:crypto';
import { eventTimeZoneOf } from '../../../../contracts/events/index.ts';
import {
  type CreateLeague,
  type LeagueDto,
  ORGANIZATION_MESSAGES,
} from '../../../../contracts/leagues/index.ts';
import type { AuthenticatedMember } from '../../../../platform/auth/index.ts';
import { recordEvent } from '../../../../platform/bus/index.ts';
import { badRequest } from '../../../../platform/errors/app-error.ts';
import { workspaceById } from '../../../organizations/index.ts';
import { assertCoordinator } from '../league-access.ts';
import type { LeaguesDeps } from '../leagues-deps.ts';
import { getLeague } from '../queries/league.query.ts';

/** POST /api/league: a coordinator of the workspace's organization creates a league with a regular season. */
export async function createLeague(
  deps: LeaguesDeps,
  actor: AuthenticatedMember,
  form: CreateLeague,
): Promise<LeagueDto> {
  const workspace = await workspaceById(deps.em, form.workspaceId);
  if (!workspace)
    throw badRequest([{ message: ORGANIZATION_MESSAGES.workspaceNotFound, field: 'workspaceId' }]);
  await assertCoordinator(deps.em, workspace.organizationId, actor.memberId);
  const zone = form.timezone
    ? (eventTimeZoneOf(form.timezone)?.iana ?? workspace.timeZone)
    : workspace.timeZone;
  const id = randomUUID();
  const now = deps.clock.now();
  await deps.em.transactional(async (tx) => {
    await tx.execute(
      `insert into league (id, organization_id, workspace_id, name, format, season_start, season_end, game_day,
         time_zone, venues, time_slots, rules, created_by, created_at, updated_at)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?::jsonb, ?::jsonb, ?::jsonb, ?, ?, ?)`,
      [
        id,
        workspace.organizationId,
        workspace.id,
        form.name,
        form.format,
        form.seasonStart,
        form.seasonEnd,
        form.gameDay,
        zone,
        JSON.stringify(form.venues),
        JSON.stringify(form.timeSlots),
        JSON.stringify(form.rules),
        actor.memberId,
        now,
        now,
      ],
    );
    await tx.execute(
      `insert into league_stage (id, league_id, kind, name, position) values (?, ?, 'regular', 'Regular season', 1)`,
      [randomUUID(), id],
    );
    recordEvent(tx, 'leagues.league-created', {
      leagueId: id,
      organizationId: workspace.organizationId,
      actorId: actor.memberId,
    });
  });
  return getLeague(deps.em, id);
}

import { randomUUID } from 'node:crypto';
import { eventTimeZoneOf, wallTimeToInstant } from '../../../contracts/events/index.ts';
import {
  type CreateLeague,
  GAME_DAYS,
  type GenerateSchedule,
  LEAGUE_MESSAGES,
  type LeagueDto,
  type LeagueScheduleDto,
  type LeagueTeamDto,
  ORGANIZATION_MESSAGES,
  parseTimeOfDay,
} from '../../../contracts/leagues/index.ts';
import type { AuthenticatedMember } from '../../../platform/auth/index.ts';
import { recordEvent } from '../../../platform/bus/index.ts';
import { badRequest, conflict, notFound } from '../../../platform/errors/app-error.ts';
import { teamRoleOf } from '../../clubs/index.ts';
import { workspaceById } from '../../organizations/index.ts';
import { type Slot, scheduleSeason } from '../domain/round-robin.ts';
import { assertCoordinator, coordinatorOfLeague } from './league-access.ts';
import type { LeaguesDeps } from './leagues-deps.ts';
import { getLeague, listLeagueTeams, resolveStage } from './queries/league.query.ts';
import { listLeagueEvents } from './queries/league-event.query.ts';

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

export async function publishLeague(
  deps: LeaguesDeps,
  actor: AuthenticatedMember,
  leagueId: string,
): Promise<LeagueDto> {
  await coordinatorOfLeague(deps.em, leagueId, actor.memberId);
  await deps.em.execute(
    `update league set status = 'published', updated_at = ?, version = version + 1 where id = ?`,
    [deps.clock.now(), leagueId],
  );
  return getLeague(deps.em, leagueId);
}

/** Registers an existing club team (its name is kept beside the league for one-statement reads). */
export async function registerTeam(
  deps: LeaguesDeps,
  actor: AuthenticatedMember,
  leagueId: string,
  teamId: string,
): Promise<LeagueTeamDto[]> {
  await coordinatorOfLeague(deps.em, leagueId, actor.memberId);
  const role = await teamRoleOf(deps.em, teamId, undefined);
  if (!role) throw notFound(LEAGUE_MESSAGES.teamNotFound);
  const inserted = await deps.em.execute<Array<{ team_id: string }>>(
    `insert into league_team (league_id, team_id, name, abbreviation, logo, registered_at) values (?, ?, ?, ?, ?, ?)
     on conflict do nothing returning team_id`,
    [leagueId, teamId, role.team.name, role.team.abbreviation, role.team.logo, deps.clock.now()],
  );
  if (inserted.length === 0) throw conflict(LEAGUE_MESSAGES.teamAlreadyRegistered, 'teamId');
  return listLeagueTeams(deps.em, leagueId);
}

export async function unregisterTeam(
  deps: LeaguesDeps,
  actor: AuthenticatedMember,
  leagueId: string,
  teamId: string,
): Promise<LeagueTeamDto[]> {
  await coordinatorOfLeague(deps.em, leagueId, actor.memberId);
  const removed = await deps.em.execute<Array<{ team_id: string }>>(
    'delete from league_team where league_id = ? and team_id = ? returning team_id',
    [leagueId, teamId],
  );
  if (removed.length === 0) throw notFound(LEAGUE_MESSAGES.teamNotRegistered);
  return listLeagueTeams(deps.em, leagueId);
}

const DAY_MS = 86_400_000;

/** Every game day of the season (its weekday, start to end, less skipped dates), each with its slots. */
export function seasonGameDays(
  league: {
    seasonStart: string;
    seasonEnd: string;
    gameDay: string;
    venues: string[];
    timeSlots: string[];
    ianaTimezone: string;
  },
  skipDates: readonly string[],
): Array<{ date: string; slots: Slot[] }> {
  const weekday = (GAME_DAYS.indexOf(league.gameDay as (typeof GAME_DAYS)[number]) + 1) % 7; // 0 = Sunday
  const days: Array<{ date: string; slots: Slot[] }> = [];
  const skip = new Set(skipDates);
  for (
    let t = Date.parse(`${league.seasonStart}T00:00:00Z`);
    t <= Date.parse(`${league.seasonEnd}T00:00:00Z`);
    t += DAY_MS
  ) {
    const day = new Date(t);
    const date = day.toISOString().slice(0, 10);
    if (day.getUTCDay() !== weekday || skip.has(date)) continue;
    const slots = league.timeSlots.flatMap((time) => {
      const { hours, minutes } = parseTimeOfDay(time);
      const startsAt = wallTimeToInstant(
        { year: day.getUTCFullYear(), month: day.getUTCMonth() + 1, date: day.getUTCDate(), hours, minutes },
        league.ianaTimezone,
      );
      return league.venues.map((venue) => ({ startsAt, venue }));
    });
    days.push({ date, slots });
  }
  return days;
}

/** POST /api/league/{leagueId}/schedule: a round robin (circle method) over the season's game days and slots. */
export async function generateSchedule(
  deps: LeaguesDeps,
  actor: AuthenticatedMember,
  leagueId: string,
  request: GenerateSchedule,
): Promise<LeagueScheduleDto> {
  await coordinatorOfLeague(deps.em, leagueId, actor.memberId);
  const league = await getLeague(deps.em, leagueId);
  const stageId = await resolveStage(deps.em, leagueId, request.stageId);
  const teams = await listLeagueTeams(deps.em, leagueId);
  if (teams.length < 2) throw badRequest(LEAGUE_MESSAGES.scheduleNeedsTeams);
  let games: ReturnType<typeof scheduleSeason>;
  try {
    games = scheduleSeason(
      teams.map((t) => t.teamId),
      seasonGameDays(league, request.skipDates),
      { double: request.double },
    );
  } catch (error) {
    throw badRequest((error as Error).message.replace(/^Schedule: /, ''));
  }
  await deps.em.transactional(async (tx) => {
    await tx.execute('select id from league_stage where id = ? for update', [stageId]);
    const existing = await tx.execute<Array<{ id: string }>>(
      'select id from league_event where stage_id = ?',
      [stageId],
    );
    if (existing.length > 0 && !request.replace) throw conflict(LEAGUE_MESSAGES.scheduleExists);
    for (const old of existing) {
      recordEvent(tx, 'leagues.league-event-deleted', { leagueEventId: old.id, leagueId, stageId });
    }
    if (existing.length > 0) await tx.execute('delete from league_event where stage_id = ?', [stageId]);
    const now = deps.clock.now();
    const rows = games.map((game) => ({ id: randomUUID(), ...game }));
    if (rows.length > 0) {
      await tx.execute(
        `insert into league_event (id, league_id, stage_id, round, home_team_id, away_team_id, starts_at, time_zone, venue, created_at, updated_at)
         values ${rows.map(() => '(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)').join(', ')}`,
        rows.flatMap((g) => [
          g.id,
          leagueId,
          stageId,
          g.round,
          g.homeTeamId,
          g.awayTeamId,
          g.startsAt,
          league.ianaTimezone,
          g.venue,
          now,
          now,
        ]),
      );
    }
    for (const g of rows) {
      recordEvent(tx, 'leagues.league-event-created', {
        leagueEventId: g.id,
        leagueId,
        stageId,
        startsAt: g.startsAt.toISOString(),
      });
    }
  });
  return {
    leagueId,
    games: await listLeagueEvents(deps.em, deps.identity, leagueId, actor.memberId, deps.clock.now()),
  };
}

import { randomUUID } from 'node:crypto';
import { type CreateLeagueInput, createLeagueSchema } from '../../../../contracts/leagues/index.ts';
import { recordEvent } from '../../../../platform/bus/index.ts';
import type { EntityManager } from '../../../../platform/db/orm.ts';
import { teamRoleOf } from '../../../clubs/index.ts';
import { workspaceById } from '../../../organizations/index.ts';
import { scheduleSeason } from '../../domain/round-robin.ts';
import { seasonGameDays } from '../schedule/season-game-days.ts';
import { reconfirmGame } from '../score-report/confirm-game.ts';
import { rebuildStandings } from '../standings/rebuild-standings.ts';

export interface SeedLeague {
  league: CreateLeagueInput;
  coordinatorId: string;
  /** In registration order; the captain reports, the scorers share the team's goals in turn. */
  teams: Array<{ teamId: string; captainId: string; scorerIds: string[] }>;
  /** Agreeing reports of both captains for the first played games of the schedule, in kick-off order. */
  results: Array<{ homeScore: number; awayScore: number }>;
  now: Date;
}

function scorersOf(scorerIds: readonly string[], goals: number): Array<{ memberId: string; goals: number }> {
  const tally = new Map<string, number>();
  for (let goal = 0; goal < goals && scorerIds.length > 0; goal += 1) {
    const memberId = scorerIds[goal % scorerIds.length]!;
    tally.set(memberId, (tally.get(memberId) ?? 0) + 1);
  }
  return [...tally].map(([memberId, count]) => ({ memberId, goals: count }));
}

/**
 * The demo seed's league (published, teams registered, a single round robin, some games confirmed by
 * both captains, standings built), written as the console's use cases write it, with their events.
 * Runs in the caller's transaction. Returns the league's id, or undefined when one of that name is
 * already in the workspace (nothing changes).
 */
export async function seedLeague(tx: EntityManager, seed: SeedLeague): Promise<string | undefined> {
  const form = createLeagueSchema.parse(seed.league);
  const workspace = await workspaceById(tx, form.workspaceId);
  if (!workspace) throw new Error(`seed league: no workspace ${form.workspaceId}`);
  const [existing] = await tx.execute('select 1 from league where workspace_id = ? and name = ?', [
    workspace.id,
    form.name,
  ]);
  if (existing) return undefined;
  const { now } = seed;
  const leagueId = randomUUID();
  const stageId = randomUUID();
  await tx.execute(
    `insert into league (id, organization_id, workspace_id, name, format, season_start, season_end, game_day,
       time_zone, venues, time_slots, rules, status, created_by, created_at, updated_at)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?::jsonb, ?::jsonb, ?::jsonb, 'published', ?, ?, ?)`,
    [
      leagueId,
      workspace.organizationId,
      workspace.id,
      form.name,
      form.format,
      form.seasonStart,
      form.seasonEnd,
      form.gameDay,
      workspace.timeZone,
      JSON.stringify(form.venues),
      JSON.stringify(form.timeSlots),
      JSON.stringify(form.rules),
      seed.coordinatorId,
      now,
      now,
    ],
  );
  await tx.execute(
    `insert into league_stage (id, league_id, kind, name, position) values (?, ?, 'regular', 'Regular season', 1)`,
    [stageId, leagueId],
  );
  recordEvent(tx, 'leagues.league-created', {
    leagueId,
    organizationId: workspace.organizationId,
    actorId: seed.coordinatorId,
  });
  for (const { teamId } of seed.teams) {
    const role = await teamRoleOf(tx, teamId, undefined);
    if (!role) throw new Error(`seed league: no team ${teamId}`);
    await tx.execute(
      'insert into league_team (league_id, team_id, name, abbreviation, logo, registered_at) values (?, ?, ?, ?, ?, ?)',
      [leagueId, teamId, role.team.name, role.team.abbreviation, role.team.logo, now],
    );
  }
  const days = seasonGameDays(
    {
      seasonStart: form.seasonStart,
      seasonEnd: form.seasonEnd,
      gameDay: form.gameDay,
      venues: form.venues,
      timeSlots: form.timeSlots,
      ianaTimezone: workspace.timeZone,
    },
    [],
  );
  const games = scheduleSeason(
    seed.teams.map((team) => team.teamId),
    days,
  )
    .map((game) => ({ id: randomUUID(), ...game }))
    .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime() || a.venue.localeCompare(b.venue));
  for (const game of games) {
    await tx.execute(
      `insert into league_event (id, league_id, stage_id, round, home_team_id, away_team_id, starts_at, time_zone, venue, created_at, updated_at)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        game.id,
        leagueId,
        stageId,
        game.round,
        game.homeTeamId,
        game.awayTeamId,
        game.startsAt,
        workspace.timeZone,
        game.venue,
        now,
        now,
      ],
    );
    recordEvent(tx, 'leagues.league-event-created', {
      leagueEventId: game.id,
      leagueId,
      stageId,
      startsAt: game.startsAt.toISOString(),
    });
  }
  const played = games.filter((game) => game.startsAt.getTime() < now.getTime());
  for (const [index, result] of seed.results.entries()) {
    const game = played[index];
    if (!game) break;
    const side = (teamId: string) => seed.teams.find((team) => team.teamId === teamId)!;
    const home = side(game.homeTeamId);
    const away = side(game.awayTeamId);
    const reports = [
      [home, result.homeScore, result.awayScore],
      [away, result.awayScore, result.homeScore],
    ] as const;
    for (const [{ teamId, captainId, scorerIds }, teamScore, opponentScore] of reports) {
      const reportId = randomUUID();
      await tx.execute(
        `insert into league_score_report (id, league_event_id, team_id, reported_by, team_score, opponent_score, scorers, assists, mvp_id, reported_at)
         values (?, ?, ?, ?, ?, ?, ?::jsonb, '[]'::jsonb, null, ?)`,
        [
          reportId,
          game.id,
          teamId,
          captainId,
          teamScore,
          opponentScore,
          JSON.stringify(scorersOf(scorerIds, teamScore)),
          now,
        ],
      );
      recordEvent(tx, 'leagues.score-reported', {
        leagueEventId: game.id,
        leagueId,
        stageId,
        teamId,
        reportId,
      });
    }
    await reconfirmGame(tx, game.id, now);
  }
  await rebuildStandings(tx, leagueId, stageId, now);
  return leagueId;
}

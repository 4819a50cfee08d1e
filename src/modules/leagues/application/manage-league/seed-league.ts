import { randomUUID } from 'node:crypto';
import { type CreateLeagueInput, createLeagueSchema } from '../../../../contracts/leagues/index.ts';
import { recordEvent } from '../../../../platform/bus/index.ts';
import type { EntityManager } from '../../../../platform/db/orm.ts';
import { teamRoleOf } from '../../../clubs/index.ts';
import { workspaceById } from '../../../organizations/index.ts';
import { scheduleSeason } from '../../domain/round-robin.ts';
import { LeagueEntity } from '../../infrastructure/league.entity.ts';
import { LeagueScoreReportEntity } from '../../infrastructure/league-event.entity.ts';
import { writeStageSchedule } from '../../infrastructure/schedule.store.ts';
import { rebuildStandings } from '../../infrastructure/standings.store.ts';
import { addLeagueTeam } from '../league-teams/add-league-team.ts';
import { seasonGameDays } from '../schedule/season-game-days.ts';
import { reconfirmGame } from '../score-report/confirm-game.ts';
import { addLeague } from './new-league.ts';

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
  if (await tx.count(LeagueEntity, { workspaceId: workspace.id, name: form.name })) return undefined;
  const { now } = seed;
  const leagueId = randomUUID();
  const stageId = addLeague(tx, {
    id: leagueId,
    organizationId: workspace.organizationId,
    workspaceId: workspace.id,
    form,
    timeZone: workspace.timeZone,
    status: 'published',
    createdBy: seed.coordinatorId,
    now,
  });
  for (const { teamId } of seed.teams) {
    const role = await teamRoleOf(tx, teamId, undefined);
    if (!role) throw new Error(`seed league: no team ${teamId}`);
    addLeagueTeam(tx, leagueId, role.team, now);
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
  await writeStageSchedule(tx, {
    leagueId,
    stageId,
    timeZone: workspace.timeZone,
    replaced: [],
    games,
    now,
    via: 'seed',
  });
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
      tx.create(LeagueScoreReportEntity, {
        id: reportId,
        leagueEventId: game.id,
        teamId,
        reportedBy: captainId,
        teamScore,
        opponentScore,
        scorers: scorersOf(scorerIds, teamScore),
        assists: [],
        mvpId: null,
        reportedAt: now,
      });
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

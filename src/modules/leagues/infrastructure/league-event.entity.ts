import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import type { RsvpStatus } from '../../../contracts/events/index.ts';
import type { GameReportStatus, ScoreReportRequest } from '../../../contracts/leagues/index.ts';
import { LeagueEntity, LeagueStageEntity } from './league.entity.ts';

/**
 * A league game, the aggregate a coordinator moves, cancels or settles (final score, forfeit) and the
 * score confirmation rewrites under the game's row lock (score-report/confirm-game.ts). `version` makes
 * a move from a stale form a conflict. Games are made in bulk by infrastructure/schedule.store.ts.
 * Table: migrations/…_leagues.ts.
 */
export const LeagueEventEntity = defineEntity({
  name: 'LeagueEvent',
  tableName: 'league_event',
  properties: {
    id: p.uuid().primary(),
    leagueId: p.manyToOne(LeagueEntity).mapToPk().joinColumn('league_id'),
    stageId: p.manyToOne(LeagueStageEntity).mapToPk().joinColumn('stage_id'),
    round: p.integer().strictNullable(),
    homeTeamId: p.uuid(),
    awayTeamId: p.uuid(),
    startsAt: p.datetime(),
    timeZone: p.text(),
    venue: p.text(),
    refereeId: p.uuid().strictNullable(),
    status: p.text().$type<'scheduled' | 'canceled'>(),
    reportStatus: p.text().$type<GameReportStatus>(),
    homeScore: p.integer().strictNullable(),
    awayScore: p.integer().strictNullable(),
    confirmedByOrganizer: p.boolean(),
    overrideHome: p.integer().strictNullable(),
    overrideAway: p.integer().strictNullable(),
    forfeitedBy: p.uuid().strictNullable(),
    organizerObjected: p.boolean(),
    resultAt: p.datetime().strictNullable(),
    /** A playoff game's round name (Quarter-final, Semi-final, Final); null in the regular season. */
    roundName: p.text().strictNullable(),
    /** A drawn playoff game's shoot-out winner, set with its result (see knockout-shootout.ts). */
    shootoutWinnerId: p.uuid().strictNullable(),
    /** The organizer's shoot-out winner, beside overrideHome/overrideAway. */
    overrideShootoutWinnerId: p.uuid().strictNullable(),
    /** Raised by every move and cancellation; carried by the game's events (stale ones are ignored). */
    sequence: p.integer(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
    version: p.integer().version(),
  },
});

export type LeagueEvent = InferEntity<typeof LeagueEventEntity>;

/** A captain's post-game report for their team; the team's latest report replaces its earlier one. */
export const LeagueScoreReportEntity = defineEntity({
  name: 'LeagueScoreReport',
  tableName: 'league_score_report',
  properties: {
    id: p.uuid().primary(),
    leagueEventId: p.manyToOne(LeagueEventEntity).mapToPk().joinColumn('league_event_id'),
    teamId: p.uuid(),
    reportedBy: p.uuid().strictNullable(),
    teamScore: p.integer().strictNullable(),
    opponentScore: p.integer().strictNullable(),
    scorers: p.json<ScoreReportRequest['scorers']>(),
    assists: p.json<ScoreReportRequest['assists']>(),
    mvpId: p.uuid().strictNullable(),
    shootoutWinnerId: p.uuid().strictNullable(),
    reportedAt: p.datetime(),
  },
});

/** A player's answer for a league game, for the team they play on in it. */
export const LeagueEventRsvpEntity = defineEntity({
  name: 'LeagueEventRsvp',
  tableName: 'league_event_rsvp',
  properties: {
    leagueEventId: p.manyToOne(LeagueEventEntity).mapToPk().primary().joinColumn('league_event_id'),
    memberId: p.uuid().primary(),
    teamId: p.uuid(),
    status: p.text().$type<RsvpStatus>(),
    updatedAt: p.datetime(),
  },
});

import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import type { GameDay, LeagueFormat, LeagueRules, LeagueStatus } from '../../../contracts/leagues/index.ts';

/**
 * A league (one season of one workspace), the aggregate its console edits: created, edited while a
 * draft, published, deleted. `version` makes two coordinators saving at once a conflict.
 * Table: migrations/…_leagues.ts.
 */
export const LeagueEntity = defineEntity({
  name: 'League',
  tableName: 'league',
  properties: {
    id: p.uuid().primary(),
    organizationId: p.integer(),
    workspaceId: p.integer(),
    name: p.text(),
    format: p.text().$type<LeagueFormat>(),
    seasonStart: p.date(),
    seasonEnd: p.date(),
    gameDay: p.text().$type<GameDay>(),
    timeZone: p.text(),
    venues: p.json<string[]>(),
    timeSlots: p.json<string[]>(),
    rules: p.json<LeagueRules>(),
    status: p.text().$type<LeagueStatus>(),
    createdBy: p.uuid().strictNullable(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
    version: p.integer().version(),
  },
});

export type League = InferEntity<typeof LeagueEntity>;

/** A stage of a league's season (the regular season, later playoffs): its games and table hang off it. */
export const LeagueStageEntity = defineEntity({
  name: 'LeagueStage',
  tableName: 'league_stage',
  properties: {
    id: p.uuid().primary(),
    leagueId: p.manyToOne(LeagueEntity).mapToPk().joinColumn('league_id'),
    kind: p.text().$type<'regular' | 'playoffs'>(),
    name: p.text(),
    position: p.integer(),
  },
});

/**
 * A club team registered in a league, with a copy of its name, abbreviation and logo that follows clubs'
 * team (see copy-team-profile.subscriber.ts), so a league page reads it in one statement.
 */
export const LeagueTeamEntity = defineEntity({
  name: 'LeagueTeam',
  tableName: 'league_team',
  properties: {
    leagueId: p.manyToOne(LeagueEntity).mapToPk().primary().joinColumn('league_id'),
    teamId: p.uuid().primary(),
    name: p.text(),
    abbreviation: p.text(),
    logo: p.text().strictNullable(),
    registeredAt: p.datetime(),
  },
});

/** An organizer's points bonus or penalty for a team in one stage's table, with its reason. */
export const LeaguePointAdjustmentEntity = defineEntity({
  name: 'LeaguePointAdjustment',
  tableName: 'league_point_adjustment',
  properties: {
    id: p.uuid().primary(),
    leagueId: p.manyToOne(LeagueEntity).mapToPk().joinColumn('league_id'),
    stageId: p.manyToOne(LeagueStageEntity).mapToPk().joinColumn('stage_id'),
    teamId: p.uuid(),
    points: p.integer(),
    reason: p.text(),
    createdBy: p.uuid().strictNullable(),
    createdAt: p.datetime(),
  },
});

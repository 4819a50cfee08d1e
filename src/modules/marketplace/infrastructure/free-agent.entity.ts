import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import type { GameDay } from '../../../contracts/leagues/league.ts';
import type { LeagueLevel } from '../../../contracts/leagues/registration-listing.ts';
import type {
  FreeAgentLookingFor,
  FreeAgentPosition,
  FreeAgentStatus,
  FreeAgentTime,
} from '../../../contracts/marketplace/index.ts';

/**
 * A member's free-agent listing in a city; the member edits, pauses or removes it, and `version`
 * makes two edits from stale copies a 409. Table: migrations/…_marketplace.ts.
 */
export const FreeAgentEntity = defineEntity({
  name: 'MarketplaceFreeAgent',
  tableName: 'marketplace_free_agent',
  properties: {
    id: p.uuid().primary(),
    memberId: p.uuid(),
    organizationId: p.integer(),
    workspaceId: p.integer(),
    cityName: p.text(),
    positions: p.array().$type<FreeAgentPosition[]>(),
    level: p.text().$type<LeagueLevel>(),
    days: p.array().$type<GameDay[]>(),
    times: p.array().$type<FreeAgentTime[]>(),
    lookingFor: p.array().$type<FreeAgentLookingFor[]>(),
    about: p.text(),
    status: p.text().$type<FreeAgentStatus>(),
    leagueId: p.uuid().strictNullable(),
    leagueName: p.text().strictNullable(),
    version: p.integer().version(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
  },
});
export type FreeAgent = InferEntity<typeof FreeAgentEntity>;

import { defineEntity, type InferEntity, p } from '@mikro-orm/core';

/**
 * A team, the write side's aggregate root for its profile. `version` makes two captains saving the form
 * at once a conflict instead of a silent overwrite. Table: migrations/…_clubs_teams.ts.
 */
export const TeamEntity = defineEntity({
  name: 'Team',
  tableName: 'team',
  properties: {
    id: p.uuid().primary(),
    name: p.text(),
    abbreviation: p.text(),
    established: p.integer(),
    location: p.text(),
    zip: p.text().nullable(),
    jerseyColor: p.text(),
    logo: p.text().nullable(),
    banner: p.text().nullable(),
    createdBy: p.uuid().nullable(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
    version: p.integer().version(),
  },
});

export type Team = InferEntity<typeof TeamEntity>;

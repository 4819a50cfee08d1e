import { defineEntity, type InferEntity, p } from '@mikro-orm/core';

/** A member on a team's roster; unique per (team, member). Table: migrations/…_clubs_teams.ts. */
export const RosterEntryEntity = defineEntity({
  name: 'RosterEntry',
  tableName: 'roster_entry',
  properties: {
    id: p.uuid().primary(),
    teamId: p.uuid(),
    memberId: p.uuid(),
    isCaptain: p.boolean(),
    createdAt: p.datetime(),
  },
});

export type RosterEntry = InferEntity<typeof RosterEntryEntity>;

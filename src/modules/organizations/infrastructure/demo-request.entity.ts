import { defineEntity, type InferEntity, p } from '@mikro-orm/core';

/** A demo request as the organizer sent it. Table: migrations/…_demo_requests.ts. */
export const DemoRequestEntity = defineEntity({
  name: 'DemoRequest',
  tableName: 'demo_request',
  properties: {
    id: p.uuid().primary(),
    fullName: p.text(),
    email: p.text(),
    phoneNumber: p.text(),
    organizationName: p.text(),
    state: p.text(),
    country: p.text(),
    numOfTeams: p.integer(),
    numOfPlayers: p.integer(),
    notes: p.text(),
    organizationId: p.integer(),
    createdAt: p.datetime(),
  },
});

export type DemoRequestRow = InferEntity<typeof DemoRequestEntity>;

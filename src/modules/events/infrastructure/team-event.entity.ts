import { defineEntity, type InferEntity, p } from '@mikro-orm/core';

/**
 * A team event (a game): the start as a UTC instant with its IANA zone beside it. `version` makes two
 * captains saving the form at once a conflict; RSVPs lock the row so `attendingCount` stays exact.
 * Table: migrations/…_team_events.ts.
 */
export const TeamEventEntity = defineEntity({
  name: 'TeamEvent',
  tableName: 'team_event',
  properties: {
    id: p.uuid().primary(),
    teamId: p.uuid(),
    title: p.text(),
    addressName: p.text(),
    startsAt: p.datetime(),
    timeZone: p.text(),
    attendingCount: p.integer(),
    teamScore: p.integer().nullable(),
    opponentScore: p.integer().nullable(),
    createdBy: p.uuid().nullable(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
    version: p.integer().version(),
  },
});

export type TeamEvent = InferEntity<typeof TeamEventEntity>;

/** A comment on a team event; deleted for good by its author. */
export const EventCommentEntity = defineEntity({
  name: 'EventComment',
  tableName: 'team_event_comment',
  properties: {
    id: p.uuid().primary(),
    eventId: p.uuid(),
    memberId: p.uuid(),
    content: p.text(),
    createdAt: p.datetime(),
  },
});

export type EventComment = InferEntity<typeof EventCommentEntity>;

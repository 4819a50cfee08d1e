import { defineEntity, type InferEntity, p } from '@mikro-orm/core';

/** A member's calendar feed: the generation of its token and the token's hash (calendar-token.ts). */
export const CalendarFeedEntity = defineEntity({
  name: 'CalendarFeed',
  tableName: 'calendar_feed',
  properties: {
    memberId: p.uuid().primary(),
    generation: p.integer(),
    tokenHash: p.text(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
    version: p.integer().version(),
  },
});

export type CalendarFeed = InferEntity<typeof CalendarFeedEntity>;

import { defineEntity, p } from '@mikro-orm/core';

/**
 * A domain event waiting to be relayed (`publishedAt` null) or already handed to BullMQ. Written
 * through the caller's EntityManager, so it commits or rolls back with the change that caused it.
 * Table: migrations/Migration20261122000000_event_bus.ts.
 */
export const OutboxMessage = defineEntity({
  name: 'OutboxMessage',
  tableName: 'outbox',
  properties: {
    id: p.uuid().primary(),
    eventName: p.text(),
    payload: p.json<unknown>(),
    occurredAt: p.datetime(),
    publishedAt: p.datetime().nullable(),
    attempts: p.integer().default(0),
    lastError: p.text().nullable(),
  },
});

/** "Subscriber S has applied event E": written in the same transaction as S's effect. */
export const InboxEntry = defineEntity({
  name: 'InboxEntry',
  tableName: 'inbox',
  properties: {
    eventId: p.uuid().primary(),
    subscriber: p.text().primary(),
    processedAt: p.datetime(),
  },
});

/** For the ORM's entity list (src/main.ts and workers/main.ts). */
export const busEntities = [OutboxMessage, InboxEntry];

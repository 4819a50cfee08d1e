import { defineEntity, type InferEntity, p } from '@mikro-orm/core';

/**
 * One notification for one member. Fan-out writes many at once with one INSERT … SELECT (see
 * store-notifications.ts); the entity serves the set-wide updates (mark read) through the unit of work.
 * Table: migrations/Migration20261126600000_notifications.ts.
 */
export const NotificationEntity = defineEntity({
  name: 'Notification',
  tableName: 'notification',
  properties: {
    id: p.uuid().primary(),
    recipientId: p.uuid(),
    type: p.text(),
    status: p.text(),
    text: p.text(),
    metaData: p.json(),
    sourceId: p.uuid(),
    createdAt: p.datetime(),
    readAt: p.datetime().nullable(),
    mailedAt: p.datetime().nullable(),
  },
});
export type Notification = InferEntity<typeof NotificationEntity>;

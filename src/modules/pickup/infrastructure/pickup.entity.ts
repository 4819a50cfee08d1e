import { defineEntity, type InferEntity, p } from '@mikro-orm/core';

// The pickup tables (migrations/…_pickup_events.ts). Games are created, edited and cancelled through the
// entity (its `version` makes two admins saving at once a conflict); registrations change by SQL under the
// game's row lock in registration.store.ts, which keeps the game's counters exact and capacity never
// exceeded, and the game's payment rows in pickup-payment.store.ts.

export const PickupEventEntity = defineEntity({
  name: 'PickupEvent',
  tableName: 'pickup_event',
  properties: {
    id: p.bigint('number').primary().autoincrement(),
    pickupGroupId: p.uuid(),
    title: p.text(),
    description: p.text(),
    address: p.text(),
    startsAt: p.datetime(),
    timeZone: p.text(),
    capacity: p.integer(),
    priceCents: p.integer().nullable(),
    currency: p.text().nullable(),
    refundCutoffHours: p.integer(),
    totalReg: p.integer(),
    heldCount: p.integer(),
    waitlistCount: p.integer(),
    cancelledAt: p.datetime().nullable(),
    createdBy: p.uuid().nullable(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
    version: p.integer().version(),
  },
});
export type PickupEvent = InferEntity<typeof PickupEventEntity>;

export type RegistrationStatus =
  | 'registered'
  | 'waitlisted'
  | 'offered'
  | 'checkout'
  | 'left'
  | 'removed'
  | 'expired';

export const PickupRegistrationEntity = defineEntity({
  name: 'PickupRegistration',
  tableName: 'pickup_registration',
  properties: {
    id: p.uuid().primary(),
    pickupEventId: p.bigint('number'),
    memberId: p.uuid(),
    status: p.text().$type<RegistrationStatus>(),
    registeredAt: p.datetime().nullable(),
    waitlistSeq: p.bigint('number').nullable(),
    waitlistedAt: p.datetime().nullable(),
    holdExpiresAt: p.datetime().nullable(),
    holdSeq: p.integer(),
    checkoutSessionId: p.text().nullable(),
    paidSessionId: p.text().nullable(),
    paidCents: p.integer().nullable(),
    currency: p.text().nullable(),
    updatedAt: p.datetime(),
  },
});

export const PickupCommentEntity = defineEntity({
  name: 'PickupComment',
  tableName: 'pickup_comment',
  properties: {
    id: p.uuid().primary(),
    pickupEventId: p.bigint('number'),
    memberId: p.uuid(),
    content: p.text(),
    createdAt: p.datetime(),
  },
});

export const pickupEntities = [PickupEventEntity, PickupRegistrationEntity, PickupCommentEntity];

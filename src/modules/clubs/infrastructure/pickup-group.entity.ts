import { defineEntity, type InferEntity, p } from '@mikro-orm/core';

/**
 * A pickup group, the write side's aggregate root for its profile. `version` makes two admins saving
 * the form at once a conflict instead of a silent overwrite. Table: migrations/…_pickup_groups.ts.
 */
export const PickupGroupEntity = defineEntity({
  name: 'PickupGroup',
  tableName: 'pickup_group',
  properties: {
    id: p.uuid().primary(),
    name: p.text(),
    acronym: p.text(),
    established: p.integer(),
    location: p.text(),
    timezone: p.text(),
    banner: p.text().nullable(),
    badge: p.text().nullable(),
    organizationId: p.integer().nullable(),
    createdBy: p.uuid().nullable(),
    status: p.text().$type<'active' | 'deactivated'>(),
    deactivatedAt: p.datetime().nullable(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
    version: p.integer().version(),
  },
});

export type PickupGroup = InferEntity<typeof PickupGroupEntity>;

/** One member's place in one group: one row per (group, member), kept when they leave or are blocked. */
export const PickupGroupMemberEntity = defineEntity({
  name: 'PickupGroupMember',
  tableName: 'pickup_group_member',
  properties: {
    id: p.uuid().primary(),
    pickupGroupId: p.uuid(),
    memberId: p.uuid(),
    status: p.text().$type<'active' | 'left' | 'removed'>(),
    isAdmin: p.boolean(),
    isBlocked: p.boolean(),
    joinedAt: p.datetime(),
    updatedAt: p.datetime(),
  },
});

export type PickupGroupMember = InferEntity<typeof PickupGroupMemberEntity>;

import { defineEntity, type InferEntity, p } from '@mikro-orm/core';

/**
 * One published version of an organization's waiver. Created once and never changed: a signature
 * points at it, so what a member agreed to stays readable. Table: migrations/…_waivers.ts.
 */
export const OrganizationWaiverEntity = defineEntity({
  name: 'OrganizationWaiver',
  tableName: 'organization_waiver',
  properties: {
    id: p.uuid().primary(),
    organizationId: p.integer(),
    name: p.text(),
    waiverVersion: p.text(),
    body: p.text(),
    publishedBy: p.uuid().strictNullable(),
    publishedAt: p.datetime(),
  },
});

export type OrganizationWaiverRow = InferEntity<typeof OrganizationWaiverEntity>;

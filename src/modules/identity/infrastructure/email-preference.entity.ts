import { defineEntity, type InferEntity, p } from '@mikro-orm/core';

/**
 * A member's choice of one kind of optional e-mail; no row means subscribed. Made and locked by
 * email-preference.store.ts, changed in the unit of work. Table: migrations/…_member_email_preferences.ts.
 */
export const MemberEmailPreferenceEntity = defineEntity({
  name: 'MemberEmailPreference',
  tableName: 'member_email_preference',
  properties: {
    memberId: p.uuid().primary(),
    kind: p.string().primary(),
    enabled: p.boolean(),
    updatedAt: p.datetime(),
  },
});

export type MemberEmailPreference = InferEntity<typeof MemberEmailPreferenceEntity>;

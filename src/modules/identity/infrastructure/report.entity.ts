import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { REPORT_TYPES } from '../../../contracts/identity/index.ts';
import { Member } from './member.entity.ts';

/** A report for moderators; written once. Table: migrations/Migration20261122020000_identity.ts. */
export const Report = defineEntity({
  name: 'Report',
  tableName: 'report',
  properties: {
    id: p.uuid().primary(),
    reporterId: p.manyToOne(Member).mapToPk().joinColumn('reporter_id'),
    type: p.enum(REPORT_TYPES),
    /** The reported thing's id (a player's, comment's, message's or event's). */
    targetId: p.text(),
    reportedMemberId: p.manyToOne(Member).mapToPk().joinColumn('reported_member_id').strictNullable(),
    reason: p.text().strictNullable(),
    createdAt: p.datetime(),
  },
});
export type Report = InferEntity<typeof Report>;

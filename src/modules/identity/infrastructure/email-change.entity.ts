import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { EMAIL_CHANGE_STATUSES } from '../domain/email-change.ts';
import { Member } from './member.entity.ts';

/**
 * A requested change of e-mail address, pending until the new address's link is opened. Confirm (new
 * address) and cancel (old address) may race: the version column and a row lock keep one winner.
 * Table: migrations/Migration20261123010000_email_change.ts.
 */
export const EmailChangeEntity = defineEntity({
  name: 'EmailChange',
  tableName: 'email_change',
  properties: {
    id: p.uuid().primary(),
    memberId: p.manyToOne(Member).mapToPk().joinColumn('member_id'),
    previousEmail: p.text(),
    newEmail: p.text(),
    status: p.enum(EMAIL_CHANGE_STATUSES),
    confirmTokenHash: p.text().nullable(),
    cancelTokenHash: p.text().nullable(),
    requestedAt: p.datetime(),
    expiresAt: p.datetime(),
    settledAt: p.datetime().nullable(),
    version: p.integer().version(),
  },
});

export type EmailChangeRow = InferEntity<typeof EmailChangeEntity>;

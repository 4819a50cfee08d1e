import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import type { InviteType } from '../../../contracts/clubs/invite.ts';

/**
 * An invite to a team or a pickup group: a shareable link, or an e-mail to one person. Only the
 * token's SHA-256 hash is kept. Table: migrations/…_invites.ts.
 */
export const InviteEntity = defineEntity({
  name: 'Invite',
  tableName: 'invite',
  properties: {
    id: p.uuid().primary(),
    tokenHash: p.text().nullable(),
    channel: p.text().$type<'link' | 'email'>(),
    type: p.text().$type<InviteType>(),
    teamId: p.uuid().nullable(),
    pickupGroupId: p.uuid().nullable(),
    leagueId: p.text().nullable(),
    organizationId: p.integer().nullable(),
    inviterId: p.uuid(),
    email: p.text().nullable(),
    firstName: p.text().nullable(),
    lastName: p.text().nullable(),
    status: p.text().$type<'pending' | 'accepted'>(),
    acceptedBy: p.uuid().nullable(),
    acceptedAt: p.datetime().nullable(),
    sentAt: p.datetime().nullable(),
    sendCount: p.integer(),
    createdAt: p.datetime(),
  },
});

export type Invite = InferEntity<typeof InviteEntity>;

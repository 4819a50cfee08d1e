import type { ChangeSet } from '@mikro-orm/core';
import type { ChangeFeed } from '../../../platform/db/change-feed.ts';
import { createNotifiedCache, type NotifiedCache } from '../../../platform/db/notified-cache.ts';
import type { MikroORM } from '../../../platform/db/orm.ts';
import type { MemberContact } from '../application/queries/member-queries.ts';
import { Member } from './member.entity.ts';

// Members' names, avatars and contacts, read by nearly every list other modules show (a roster, a
// member list, a chat, a feed): kept per process until the member changes, so a page of 200 players
// costs no identity statement once they were seen. The trigger of
// migrations/Migration20261205100000_member_contacts_notify.ts names the member at every change.

export const MEMBER_CONTACTS_CHANNEL = 'member_contacts_changed';

/** Far more members than a city's pages show in a day; the least recently read go first past it. */
const MAX_REMEMBERED = 50_000;

export function createMemberContactsCache(feed: ChangeFeed, orm: MikroORM): NotifiedCache<MemberContact> {
  return createNotifiedCache<MemberContact>(feed, orm, {
    channel: MEMBER_CONTACTS_CHANNEL,
    max: MAX_REMEMBERED,
    forgetOn: (memberId, cache) => cache.forget(memberId),
    localWrites: {
      entities: [Member],
      payloadsOf: (changeSet: ChangeSet<object>) => [String((changeSet.entity as { id: string }).id)],
    },
  });
}

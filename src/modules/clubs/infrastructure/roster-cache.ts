import type { ChangeSet } from '@mikro-orm/core';
import type { ChangeFeed } from '../../../platform/db/change-feed.ts';
import { createNotifiedCache, type NotifiedCache } from '../../../platform/db/notified-cache.ts';
import type { MikroORM } from '../../../platform/db/orm.ts';
import { InviteEntity } from './invite.entity.ts';
import { RosterEntryEntity } from './roster-entry.entity.ts';
import { TeamEntity } from './team.entity.ts';

// A team's roster rows (its entries, each player's teams by name, the invites that may concern them),
// kept per process until one of them changes: the roster page is read far more than it changes, and
// rebuilding 200 entries as JSON in PostgreSQL on every read made it seven times the 5-player read
// (issue 17). The trigger of migrations/Migration20261205100100_roster_changed_notify.ts sends
// `t:<team id>` and `m:<member id>`; this process's own writes are forgotten at their commit.

export const ROSTER_CHANGED_CHANNEL = 'clubs_roster_changed';

export interface RosterRow {
  id: string;
  member_id: string;
  is_captain: boolean;
  created_at: string;
  teams: Array<{ id: string; name: string }>;
}

export interface InviteRow {
  id: string;
  channel: 'link' | 'email';
  email: string | null;
  status: string;
  accepted_by: string | null;
  created_at: string;
}

/** A team's roster as read from clubs' tables, whoever views it. */
export interface RosterRead {
  entries: RosterRow[];
  invites: InviteRow[];
}

export type RosterCache = NotifiedCache<RosterRead>;

/**
 * Teams whose rosters are kept at most; the least recently stored go first past it. A roster of 20
 * (rows, built entries and their JSON) is about 20 KB, one of 200 about 200 KB: 20 MB to 200 MB.
 */
const MAX_REMEMBERED = 1_000;

/** What a payload makes stale: the team's roster and every roster naming the team or the member. */
function staleness(payload: string): ((teamId: string, read: RosterRead) => boolean) | undefined {
  const id = payload.slice(2);
  if (payload.startsWith('t:'))
    return (teamId, read) =>
      teamId === id || read.entries.some((entry) => entry.teams.some((team) => team.id === id));
  if (payload.startsWith('m:'))
    return (_teamId, read) => read.entries.some((entry) => entry.member_id === id);
  return undefined;
}

function payloadsOf(changeSet: ChangeSet<object>): string[] {
  const rows = [changeSet.entity, changeSet.originalEntity].filter(Boolean) as Array<Record<string, unknown>>;
  return rows.flatMap((row) => {
    switch (changeSet.meta.className) {
      case RosterEntryEntity.name:
        return [`t:${row.teamId}`, `m:${row.memberId}`];
      case TeamEntity.name:
        return [`t:${row.id}`];
      default:
        return row.teamId ? [`t:${row.teamId}`] : [];
    }
  });
}

export function createRosterCache(feed: ChangeFeed, orm: MikroORM): RosterCache {
  return createNotifiedCache<RosterRead>(feed, orm, {
    channel: ROSTER_CHANGED_CHANNEL,
    max: MAX_REMEMBERED,
    forgetOn(payload, cache) {
      const stale = staleness(payload);
      if (stale) cache.forgetWhere(stale);
      else cache.forgetAll();
    },
    localWrites: { entities: [RosterEntryEntity, TeamEntity, InviteEntity], payloadsOf },
  });
}

import { randomUUID } from 'node:crypto';
import { wroteRaw } from '../../../platform/db/notified-cache.ts';
import type { EntityManager } from '../../../platform/db/orm.ts';
import { ROSTER_CHANGED_CHANNEL } from './roster-cache.ts';

// The one roster write the unit of work cannot do: two simultaneous joins of one member must make one
// row, so the insert yields on the unique (team_id, member_id) constraint instead of failing the caller's
// transaction. Every other roster change goes through RosterEntryEntity.

/** Adds the member to the roster once: the new entry's id, or undefined when they were already on it. */
export async function insertRosterEntryOnce(
  tx: EntityManager,
  entry: { teamId: string; memberId: string; isCaptain: boolean },
): Promise<string | undefined> {
  const [inserted] = await tx.execute<Array<{ id: string }>>(
    `insert into roster_entry (id, team_id, member_id, is_captain, created_at) values (?, ?, ?, ?, now())
     on conflict (team_id, member_id) do nothing returning id`,
    [randomUUID(), entry.teamId, entry.memberId, entry.isCaptain],
  );
  if (inserted) wroteRaw(tx, ROSTER_CHANGED_CHANNEL, [`t:${entry.teamId}`, `m:${entry.memberId}`]);
  return inserted?.id;
}

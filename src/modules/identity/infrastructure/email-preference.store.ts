import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '../../../platform/db/orm.ts';
import { type MemberEmailPreference, MemberEmailPreferenceEntity } from './email-preference.entity.ts';

/**
 * The member's preference rows of these kinds, made if missing (on), locked and loaded as entities the
 * caller changes and flushes. The rows are made by one set-based insert that yields on the key, so two
 * first choices at once make one row each instead of failing a transaction.
 */
export async function lockEmailPreferences(
  tx: EntityManager,
  memberId: string,
  kinds: readonly string[],
  now: Date,
): Promise<MemberEmailPreference[]> {
  await tx.execute(
    `insert into member_email_preference (member_id, kind, enabled, updated_at)
     select cast(? as uuid), k, true, cast(? as timestamptz) from unnest(cast(? as text[])) as k
     on conflict (member_id, kind) do nothing`,
    [memberId, now, `{${kinds.join(',')}}`],
  );
  return tx.find(
    MemberEmailPreferenceEntity,
    { memberId, kind: { $in: [...kinds] } },
    { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
  );
}

import { isUuid } from '../ids.ts';
import type { EntityManager } from './orm.ts';

/**
 * A count per member, in one statement whatever the number of members: `sql` selects `member_id` and
 * `count` grouped by member, with the members' ids as its first parameter (`= any(?::uuid[])`) and
 * `params` after them. Ids that are not uuids are left out, and with none left no statement runs. A
 * member counted nothing is absent from the map.
 */
export async function countsPerMember(
  em: EntityManager,
  memberIds: readonly string[],
  sql: string,
  params: readonly unknown[] = [],
): Promise<Map<string, number>> {
  const wanted = [...new Set(memberIds)].filter(isUuid);
  if (wanted.length === 0) return new Map();
  const rows = await em.execute<Array<{ member_id: string; count: string | number }>>(sql, [
    `{${wanted.join(',')}}`,
    ...params,
  ]);
  return new Map(rows.map((row) => [row.member_id, Number(row.count)]));
}

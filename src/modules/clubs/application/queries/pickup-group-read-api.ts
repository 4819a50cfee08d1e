import type { EntityManager } from '../../../../platform/db/orm.ts';
import { isUuid } from '../../domain/ids.ts';

// The pickup group read API other modules call (through index.ts) instead of reading group tables: the
// pickup module asks what a member is to a group, and the group's name and time zone for its games.

export interface PickupGroupSummary {
  id: string;
  name: string;
  acronym: string;
  badge: string | null;
  /** As the group form stores it, e.g. `US/Central`. */
  timezone: string;
}

export interface PickupGroupRole {
  group: PickupGroupSummary;
  /** An active member who is not blocked: may register for games and comment. */
  isMember: boolean;
  isAdmin: boolean;
  isBlocked: boolean;
}

interface GroupRow {
  id: string;
  name: string;
  acronym: string;
  badge: string | null;
  timezone: string;
  status: string | null;
  is_admin: boolean | null;
  is_blocked: boolean | null;
}

const roleOf = (row: GroupRow): PickupGroupRole => {
  const active = row.status === 'active';
  const isBlocked = row.is_blocked === true;
  return {
    group: { id: row.id, name: row.name, acronym: row.acronym, badge: row.badge, timezone: row.timezone },
    isMember: active && !isBlocked,
    isAdmin: active && !isBlocked && row.is_admin === true,
    isBlocked,
  };
};

const ROLE_SQL = `select g.id, g.name, g.acronym, g.badge, g.timezone, m.status, m.is_admin, m.is_blocked
  from pickup_group g
  left join pickup_group_member m on m.pickup_group_id = g.id and m.member_id = ?`;

/** The active group and what `memberId` is in it, in one statement; undefined for no such active group. */
export async function pickupGroupRoleOf(
  em: EntityManager,
  pickupGroupId: string,
  memberId: string | undefined,
): Promise<PickupGroupRole | undefined> {
  if (!isUuid(pickupGroupId)) return undefined;
  const [row] = await em.execute<GroupRow[]>(`${ROLE_SQL} where g.id = ? and g.status = 'active'`, [
    isUuid(memberId) ? memberId : null,
    pickupGroupId,
  ]);
  return row ? roleOf(row) : undefined;
}

/** Several groups at once (one statement), keyed by id; deactivated groups are left out. */
export async function pickupGroupRolesOf(
  em: EntityManager,
  pickupGroupIds: string[],
  memberId: string | undefined,
): Promise<Map<string, PickupGroupRole>> {
  const ids = [...new Set(pickupGroupIds.filter((id) => isUuid(id)))];
  if (ids.length === 0) return new Map();
  const rows = await em.execute<GroupRow[]>(`${ROLE_SQL} where g.id in (?) and g.status = 'active'`, [
    isUuid(memberId) ? memberId : null,
    ids,
  ]);
  return new Map(rows.map((row) => [row.id, roleOf(row)]));
}

/** The active groups `memberId` belongs to, with what they are in each (one statement). */
export async function memberPickupGroupRoles(
  em: EntityManager,
  memberId: string,
): Promise<PickupGroupRole[]> {
  if (!isUuid(memberId)) return [];
  const rows = await em.execute<GroupRow[]>(
    `select g.id, g.name, g.acronym, g.badge, g.timezone, m.status, m.is_admin, m.is_blocked
     from pickup_group_member m join pickup_group g on g.id = m.pickup_group_id
     where m.member_id = ? and g.status = 'active'`,
    [memberId],
  );
  return rows.map(roleOf);
}

/** The active, unblocked members of a group who are admins (for notices to organisers). */
export async function pickupGroupAdminIds(em: EntityManager, pickupGroupId: string): Promise<string[]> {
  if (!isUuid(pickupGroupId)) return [];
  const rows = await em.execute<Array<{ member_id: string }>>(
    `select member_id from pickup_group_member
     where pickup_group_id = ? and status = 'active' and is_admin and not is_blocked`,
    [pickupGroupId],
  );
  return rows.map((row) => row.member_id);
}

import type { StaffRole } from '../../../contracts/leagues/index.ts';
import type { EntityManager } from '../../../platform/db/orm.ts';

// The organization_staff rows, written only here. Staff changes are lock-heavy: the rule "never remove
// the last coordinator" holds because the coordinators' rows are locked while it is checked, so these
// are SQL statements run inside the caller's transaction rather than entities in the unit of work.

/**
 * Makes a member staff of an organization (or changes their role): the write behind the staff routes,
 * the demo seed and test set-up. Who may do it is the caller's check. Idempotent.
 */
export async function addStaffMember(
  em: EntityManager,
  staff: { organizationId: number; memberId: string; role: StaffRole },
): Promise<void> {
  await em.execute(
    `insert into organization_staff (organization_id, member_id, role) values (?, ?, ?)
     on conflict (organization_id, member_id) do update set role = excluded.role`,
    [staff.organizationId, staff.memberId, staff.role],
  );
}

/** The member's role, locked until the transaction ends, or undefined when they are not staff. */
export async function lockStaffRole(
  tx: EntityManager,
  organizationId: number,
  memberId: string,
): Promise<StaffRole | undefined> {
  const [row] = await tx.execute<Array<{ role: StaffRole }>>(
    'select role from organization_staff where organization_id = ? and member_id = ? for update',
    [organizationId, memberId],
  );
  return row?.role;
}

/** The organization's coordinators, their rows locked so two removals cannot both pass. */
export async function lockCoordinatorIds(tx: EntityManager, organizationId: number): Promise<string[]> {
  const rows = await tx.execute<Array<{ member_id: string }>>(
    `select member_id from organization_staff where organization_id = ? and role = 'coordinator' for update`,
    [organizationId],
  );
  return rows.map((row) => row.member_id);
}

export async function deleteStaffMember(
  tx: EntityManager,
  organizationId: number,
  memberId: string,
): Promise<void> {
  await tx.execute('delete from organization_staff where organization_id = ? and member_id = ?', [
    organizationId,
    memberId,
  ]);
}

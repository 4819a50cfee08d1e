import type { StaffRole } from '../../../../contracts/leagues/index.ts';
import type { EntityManager } from '../../../../platform/db/orm.ts';

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

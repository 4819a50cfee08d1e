import {
  ORGANIZATION_MESSAGES,
  STAFF_ROLE_LABELS,
  type StaffResultDto,
  type StaffRole,
} from '../../../../contracts/leagues/index.ts';
import { recordEvent } from '../../../../platform/bus/index.ts';
import type { EntityManager } from '../../../../platform/db/orm.ts';
import { conflict, forbidden, notFound } from '../../../../platform/errors/app-error.ts';
import {
  addStaffMember,
  deleteStaffMember,
  lockCoordinatorIds,
  lockStaffRole,
} from '../../infrastructure/staff.store.ts';
import { organizationById, staffRoleOf } from './staff-read-api.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Finds the member an address belongs to (identity's read API; a script passes its own). */
export type MemberIdByEmail = (email: string) => Promise<string | undefined>;

/** 404 for an unknown organization, then 403 unless the actor coordinates it. */
export async function assertCoordinatorOf(
  em: EntityManager,
  organizationId: number,
  actorId: string,
): Promise<void> {
  if (!(await organizationById(em, organizationId))) throw notFound(ORGANIZATION_MESSAGES.notFound);
  if ((await staffRoleOf(em, organizationId, actorId)) !== 'coordinator')
    throw forbidden(ORGANIZATION_MESSAGES.coordinatorsOnly);
}

/**
 * Makes the member with this address staff (or changes their role) and records
 * `organizations.staff-added` in the same transaction. Who may do it is the caller's check.
 */
export async function addStaffByEmail(
  em: EntityManager,
  memberIdByEmail: MemberIdByEmail,
  input: { organizationId: number; email: string; role: StaffRole; actorId: string | null },
): Promise<StaffResultDto> {
  if (!(await organizationById(em, input.organizationId))) throw notFound(ORGANIZATION_MESSAGES.notFound);
  const memberId = await memberIdByEmail(input.email);
  if (!memberId) throw notFound(ORGANIZATION_MESSAGES.memberNotFound);
  const { organizationId, role, actorId } = input;
  await em.transactional(async (tx) => {
    await assertNotLastCoordinator(tx, organizationId, memberId, role);
    await addStaffMember(tx, { organizationId, memberId, role });
    recordEvent(tx, 'organizations.staff-added', { organizationId, memberId, role, actorId });
  });
  return {
    staff: { memberId, organizationId, role, roleLabel: STAFF_ROLE_LABELS[role] },
    message: ORGANIZATION_MESSAGES.staffAdded,
  };
}

/** Removes a staff member (never the last coordinator) and records `organizations.staff-removed`. */
export async function removeStaffMember(
  em: EntityManager,
  input: { organizationId: number; memberId: string; actorId: string },
): Promise<StaffResultDto> {
  const { organizationId, memberId, actorId } = input;
  if (!UUID.test(memberId)) throw notFound(ORGANIZATION_MESSAGES.staffNotFound);
  const role = await em.transactional(async (tx) => {
    const current = await lockStaffRole(tx, organizationId, memberId);
    if (!current) throw notFound(ORGANIZATION_MESSAGES.staffNotFound);
    await assertNotLastCoordinator(tx, organizationId, memberId, null);
    await deleteStaffMember(tx, organizationId, memberId);
    recordEvent(tx, 'organizations.staff-removed', { organizationId, memberId, actorId });
    return current;
  });
  return {
    staff: { memberId, organizationId, role, roleLabel: STAFF_ROLE_LABELS[role] },
    message: ORGANIZATION_MESSAGES.staffRemoved,
  };
}

/**
 * 409 when the member is the organization's only coordinator and would stop being one (`nextRole`
 * null for removal). The coordinators' rows are locked so two removals cannot both pass.
 */
async function assertNotLastCoordinator(
  tx: EntityManager,
  organizationId: number,
  memberId: string,
  nextRole: StaffRole | null,
): Promise<void> {
  if (nextRole === 'coordinator') return;
  const ids = await lockCoordinatorIds(tx, organizationId);
  if (ids.length === 1 && ids[0] === memberId) throw conflict(ORGANIZATION_MESSAGES.lastCoordinator);
}

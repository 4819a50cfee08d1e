import { inject } from 'vitest';
import { appModules } from '../../src/composition/app-modules.ts';
import type { StaffRole } from '../../src/contracts/leagues/index.ts';
import { addStaffMember } from '../../src/modules/organizations/index.ts';
import { busEntities } from '../../src/platform/bus/index.ts';
import { createOrm } from '../../src/platform/db/orm.ts';

/** The operator's organization (seeded by the migrations with its cities; Austin is workspace 1). */
export const OPERATOR_ORGANIZATION = 15;

/**
 * Makes a member staff of an organization on the e2e server's database, through the organizations
 * module's own write (the set-up an operator does outside the app), not a test-only route.
 */
export async function makeStaff(
  memberId: string,
  role: StaffRole = 'coordinator',
  organizationId = OPERATOR_ORGANIZATION,
): Promise<void> {
  const orm = await createOrm({
    databaseUrl: inject('databaseUrl'),
    poolMax: 1,
    entities: [...busEntities, ...appModules.flatMap((module) => module.entities)],
  });
  try {
    await addStaffMember(orm.em.fork(), { organizationId, memberId, role });
  } finally {
    await orm.close(true);
  }
}

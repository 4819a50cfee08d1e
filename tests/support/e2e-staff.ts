import { dirname, join } from 'node:path';
import { inject } from 'vitest';
import { appModules } from '../../src/composition/app-modules.ts';
import { seedDemoData } from '../../src/composition/demo-seed.ts';
import type { StaffRole } from '../../src/contracts/leagues/index.ts';
import { addStaffMember } from '../../src/modules/organizations/index.ts';
import { busEntities } from '../../src/platform/bus/index.ts';
import { createOrm, type MikroORM } from '../../src/platform/db/orm.ts';
import { createLocalFileStorage } from '../../src/platform/storage/index.ts';

/** The operator's organization (seeded by the migrations with its cities; Austin is workspace 1). */
export const OPERATOR_ORGANIZATION = 15;

/** Runs `work` on the e2e server's database, with the app's entities, then closes the connection. */
async function onServerDatabase(work: (orm: MikroORM) => Promise<unknown>): Promise<void> {
  const orm = await createOrm({
    databaseUrl: inject('databaseUrl'),
    poolMax: 1,
    entities: [...busEntities, ...appModules.flatMap((module) => module.entities)],
  });
  try {
    await work(orm);
  } finally {
    await orm.close(true);
  }
}

/**
 * Makes a member staff of an organization on the e2e server's database, through the organizations
 * module's own write (the set-up an operator does outside the app), not a test-only route.
 */
export async function makeStaff(
  memberId: string,
  role: StaffRole = 'coordinator',
  organizationId = OPERATOR_ORGANIZATION,
): Promise<void> {
  await onServerDatabase((orm) => addStaffMember(orm.em.fork(), { organizationId, memberId, role }));
}

/**
 * Seeds the demo data set (README "Demo data") on the e2e server, as `npm run seed:demo` does: the demo
 * logins then work in the browser. Idempotent; images go where the server serves uploads from (the
 * server's data directory holds the mail inbox too).
 */
export async function seedDemo(): Promise<void> {
  const uploads = join(dirname(inject('mailDir')), 'uploads');
  await onServerDatabase((orm) => seedDemoData(orm, createLocalFileStorage(uploads)));
}

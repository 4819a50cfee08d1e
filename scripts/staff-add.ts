// `npm run staff:add -- <email> <coordinator|referee> [orgId]`: makes the member with this address staff
// of an organization (15, the operator, by default) in DATABASE_URL (or the embedded database `npm start`
// uses), through the organizations module. How the first coordinator of an organization is made.
import { OPERATOR_ORGANIZATION_ID } from '../src/contracts/cities.ts';
import { STAFF_ROLES, type StaffRole } from '../src/contracts/leagues/index.ts';
import { activeMemberIdByEmail } from '../src/modules/identity/index.ts';
import { addStaffByEmail } from '../src/modules/organizations/index.ts';
import { AppError } from '../src/platform/errors/app-error.ts';
import { withAppDatabase } from './app-database.ts';

const [email, role, orgArg] = process.argv.slice(2);
const organizationId = orgArg === undefined ? OPERATOR_ORGANIZATION_ID : Number(orgArg);
if (!email || !STAFF_ROLES.includes(role as StaffRole) || !Number.isInteger(organizationId)) {
  process.stderr.write('Usage: npm run staff:add -- <email> <coordinator|referee> [orgId]\n');
  process.exit(2);
}

await withAppDatabase(1, async (orm) => {
  const em = orm.em.fork();
  try {
    const result = await addStaffByEmail(em, (address) => activeMemberIdByEmail(em, address), {
      organizationId,
      email: email.trim().toLowerCase(),
      role: role as StaffRole,
      actorId: null,
    });
    process.stdout.write(`${email} is now ${result.staff.roleLabel} of organization ${organizationId}.\n`);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exitCode = 1;
  }
});

// `npm run org:create -- --name "<organization>" --city "<City>=<IANA time zone>" [--city …]
// [--coordinator <email>]`: creates a league organization with its workspaces (one per city) and,
// given a member's e-mail, its first coordinator, in DATABASE_URL (or the embedded database `npm start`
// uses), through the organizations module. Safe to run again: what exists already is kept and said.
import { parseArgs } from 'node:util';
import { activeMemberIdByEmail } from '../src/modules/identity/index.ts';
import { createOrganization, parseNewOrganization } from '../src/modules/organizations/index.ts';
import { AppError } from '../src/platform/errors/app-error.ts';
import { withAppDatabase } from './app-database.ts';

const USAGE =
  'Usage: npm run org:create -- --name "<organization>" --city "<City>=<IANA time zone>" [--city …] [--coordinator <email>]\n' +
  '  e.g. npm run org:create -- --name "Mile High Soccer" --city "Denver=America/Denver" --coordinator ana@example.com\n';

let args: { name?: string | undefined; city?: string[] | undefined; coordinator?: string | undefined };
try {
  args = parseArgs({
    options: {
      name: { type: 'string' },
      city: { type: 'string', multiple: true },
      coordinator: { type: 'string' },
    },
    strict: true,
    allowPositionals: false,
  }).values;
} catch (error) {
  process.stderr.write(`${(error as Error).message}\n${USAGE}`);
  process.exit(2);
}

const parsed = parseNewOrganization({
  name: args.name,
  cities: args.city ?? [],
  coordinatorEmail: args.coordinator,
});
if (!parsed.ok) {
  process.stderr.write(`${parsed.problems.join('\n')}\n${USAGE}`);
  process.exit(2);
}

await withAppDatabase(1, async (orm) => {
  const em = orm.em.fork();
  try {
    const result = await createOrganization(
      em,
      (address) => activeMemberIdByEmail(em, address),
      parsed.organization,
    );
    const lines = [
      result.created
        ? `Created organization ${result.organizationId} "${parsed.organization.name}".`
        : `Organization ${result.organizationId} "${parsed.organization.name}" exists already; kept it.`,
      ...result.workspaces.map(
        (w) =>
          `${w.created ? 'Created' : 'Kept'} workspace ${w.id} "${w.name}" (${w.timeZone}), its public schedule at /public/league-schedule/organization/${result.organizationId}/${w.urlPath}.`,
      ),
      ...(result.coordinator
        ? [`${result.coordinator.email} is a coordinator of organization ${result.organizationId}.`]
        : [
            `No coordinator given: add one with npm run staff:add -- <email> coordinator ${result.organizationId}.`,
          ]),
    ];
    process.stdout.write(`${lines.join('\n')}\n`);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exitCode = 1;
  }
});

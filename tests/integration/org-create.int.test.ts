import { execFile } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeagueDto, PublicLeagueScheduleDto } from '../../src/contracts/leagues/index.ts';
import { body, createMember, generousLimits, sql, type TestMember } from '../support/identity-factories.ts';
import { leagueForm } from '../support/leagues-factories.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

// `npm run org:create` is how an operator makes a league organization: it is run here as the operator
// runs it, a process of its own on the test database, and what it made is then used through the API.
// Each run starts Node and loads the app's modules (seconds on a loaded machine): tests get 2 minutes.
const SCRIPT_TESTS = 120_000;

let app: TestApp;
let ana: TestMember;
const NAME = `Mile High Soccer ${Date.now()}`;
const OTHER = `Front Range Futsal ${Date.now()}`;

beforeAll(async () => {
  app = await startTestApp({ worker: false, env: generousLimits });
  ana = await createMember(app);
}, 60_000);
afterAll(async () => {
  await sql(app, 'delete from league where created_by = $1', [ana.id]);
  await sql(app, 'delete from organization where name in ($1, $2)', [NAME, OTHER]);
  await app?.stop();
});

function orgCreate(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['scripts/org-create.ts', ...args],
      { env: { ...process.env, DATABASE_URL: app.database.url, LOG_LEVEL: 'silent' }, timeout: 120_000 },
      (error, stdout, stderr) =>
        resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });
}

const organizationsNamed = (name: string) =>
  sql<{ id: number }>(app, 'select id from organization where lower(name) = lower($1)', [name]);
const eventsOf = (organizationId: number) =>
  sql<{ event_name: string }>(
    app,
    `select event_name from outbox where event_name like 'organizations.%' and (payload->>'organizationId')::int = $1
     order by occurred_at, id`,
    [organizationId],
  );

describe('npm run org:create', () => {
  it(
    'creates an organization with its cities and first coordinator, who can then run its leagues',
    async () => {
      const run = await orgCreate(
        '--name',
        NAME,
        '--city',
        'Denver=America/Denver',
        '--city',
        'Fort Collins=America/Denver',
        '--coordinator',
        ana.email.toUpperCase(),
      );
      expect(run.stderr).toBe('');
      expect(run.code).toBe(0);
      const [org] = await organizationsNamed(NAME);
      const id = Number(org!.id);
      const workspaces = await sql<{ id: number; name: string; url_path: string; time_zone: string }>(
        app,
        'select id, name, url_path, time_zone from workspace where organization_id = $1 order by id',
        [id],
      );
      expect(workspaces.map(({ name, url_path, time_zone }) => ({ name, url_path, time_zone }))).toEqual([
        { name: 'Denver', url_path: 'denver', time_zone: 'America/Denver' },
        { name: 'Fort Collins', url_path: 'fort-collins', time_zone: 'America/Denver' },
      ]);
      const [denver, fortCollins] = workspaces.map((w) => Number(w.id));
      expect(run.stdout.split('\n')).toEqual([
        `Created organization ${id} "${NAME}".`,
        `Created workspace ${denver} "Denver" (America/Denver), its public schedule at /public/league-schedule/organization/${id}/denver.`,
        `Created workspace ${fortCollins} "Fort Collins" (America/Denver), its public schedule at /public/league-schedule/organization/${id}/fort-collins.`,
        `${ana.email} is a coordinator of organization ${id}.`,
        '',
      ]);
      expect((await eventsOf(id)).map((e) => e.event_name).sort()).toEqual([
        'organizations.organization-created',
        'organizations.staff-added',
        'organizations.workspace-created',
        'organizations.workspace-created',
      ]);

      // The coordinator creates a league in the new city, and the public page shows the organization.
      const league = await app.request('/api/league', {
        method: 'POST',
        headers: ana.auth,
        json: leagueForm({ name: 'Denver Tuesday 7x7', workspaceId: denver }),
      });
      expect(league.status).toBe(201);
      expect((await body<LeagueDto>(league)).data).toMatchObject({
        organizationId: id,
        workspaceName: 'Denver',
        ianaTimezone: 'America/Denver',
      });
      const page = await body<PublicLeagueScheduleDto>(
        await app.request(`/api/public/league-schedule/organization/${id}`),
      );
      expect(page.data.organization.name).toBe(NAME);
      expect(page.data.workspaces.map((w) => w.urlPath)).toEqual(['denver', 'fort-collins']);
    },
    SCRIPT_TESTS,
  );

  it(
    'run again, keeps what exists and adds only what is missing',
    async () => {
      const [org] = await organizationsNamed(NAME);
      const id = Number(org!.id);
      const before = (await eventsOf(id)).length;
      const run = await orgCreate(
        '--name',
        NAME.toLowerCase(),
        '--city',
        'Denver=America/Denver',
        '--city',
        'Boulder=America/Denver',
      );
      expect(run.code).toBe(0);
      expect(run.stdout).toContain(`Organization ${id} "${NAME.toLowerCase()}" exists already; kept it.`);
      expect(run.stdout).toMatch(/Kept workspace \d+ "Denver"/);
      expect(run.stdout).toMatch(/Created workspace \d+ "Boulder"/);
      expect(run.stdout).toContain(`npm run staff:add -- <email> coordinator ${id}`);
      expect(await organizationsNamed(NAME)).toHaveLength(1);
      expect(
        (await sql(app, 'select name from workspace where organization_id = $1 order by id', [id])).map(
          (w) => w.name,
        ),
      ).toEqual(['Denver', 'Fort Collins', 'Boulder']);
      expect((await eventsOf(id)).slice(before).map((e) => e.event_name)).toEqual([
        'organizations.workspace-created',
      ]);
    },
    SCRIPT_TESTS,
  );

  it(
    'says what is wrong with a bad command and changes nothing',
    async () => {
      const count = async () => (await sql(app, 'select count(*)::int as n from organization'))[0]!.n;
      const organizations = await count();

      const usage = await orgCreate('--name', OTHER, '--city', 'Denver', '--city', 'Boulder=Mountain/Time');
      expect(usage.code).toBe(2);
      expect(usage.stderr).toContain(
        'The city "Denver" needs its time zone, e.g. --city "Denver=America/Chicago".',
      );
      expect(usage.stderr).toContain('"Mountain/Time" (city "Boulder") is not an IANA time zone');
      expect(usage.stderr).toContain('Usage: npm run org:create');

      const unknownOption = await orgCreate('--name', OTHER, '--town', 'Denver');
      expect(unknownOption.code).toBe(2);
      expect(unknownOption.stderr).toContain("Unknown option '--town'");

      const stranger = await orgCreate(
        '--name',
        OTHER,
        '--city',
        'Denver=America/Denver',
        '--coordinator',
        'nobody-here@example.com',
      );
      expect(stranger.code).toBe(1);
      expect(stranger.stderr).toBe(
        'No member has the e-mail nobody-here@example.com: they sign up first, then run this again (nothing was changed).\n',
      );

      // "Fort-Collins" would share the address path of the organization's "Fort Collins".
      const clash = await orgCreate(
        '--name',
        NAME,
        '--city',
        'Fort-Collins=America/Denver',
        '--city',
        'Pueblo=America/Denver',
      );
      expect(clash.code).toBe(1);
      expect(clash.stderr).toContain('would use the address path "fort-collins"');
      const [org] = await organizationsNamed(NAME);
      expect(
        await sql(app, `select 1 from workspace where organization_id = $1 and name = 'Pueblo'`, [org!.id]),
      ).toHaveLength(0);
      expect(await count()).toBe(organizations);
      expect(await organizationsNamed(OTHER)).toHaveLength(0);
    },
    SCRIPT_TESTS,
  );
});

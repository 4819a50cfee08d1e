import type { LeagueDto, LeagueEventDto, LeagueScheduleDto } from '../../src/contracts/leagues/index.ts';
import { body, createMember, generousLimits, sql, type TestMember } from './identity-factories.ts';
import { startTestApp, type TestApp } from './test-app.ts';

export const OPERATOR_ORG = 15;
export const AUSTIN_WORKSPACE = 1;
/** A coordinator with a name to look for in what leagues shows. */
export const CORA = { firstName: 'Cora', lastName: 'Ordinator' };

/**
 * The app for a leagues test file (generous limits) and a member who coordinates the operator's leagues:
 * `beforeAll(async () => ({ app, coordinator } = await startWithCoordinator()), 60_000)`.
 */
export async function startWithCoordinator(
  options: { worker?: boolean; coordinator?: { firstName: string; lastName: string } } = {},
): Promise<{ app: TestApp; coordinator: TestMember }> {
  const app = await startTestApp({ worker: options.worker ?? true, env: generousLimits });
  try {
    const coordinator = await createMember(app, options.coordinator);
    await makeStaff(app, coordinator.id, 'coordinator');
    return { app, coordinator };
  } catch (error) {
    await app.stop();
    throw error;
  }
}

/** Makes a member staff of an organization straight in the database. */
export async function makeStaff(
  app: TestApp,
  memberId: string,
  role: 'coordinator' | 'referee',
  orgId = OPERATOR_ORG,
) {
  await sql(
    app,
    `insert into organization (id, name) values ($1::int, 'Org ' || $1::text) on conflict do nothing`,
    [orgId],
  );
  await sql(app, 'insert into organization_staff (organization_id, member_id, role) values ($1, $2, $3)', [
    orgId,
    memberId,
    role,
  ]);
}

export function leagueForm(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Austin Tuesday 7x7',
    workspaceId: AUSTIN_WORKSPACE,
    format: '7x7',
    seasonStart: '2027-03-02',
    seasonEnd: '2027-05-25',
    gameDay: 'tuesday',
    venues: ['North field', 'South field'],
    timeSlots: ['7:00 PM', '8:00 PM'],
    ...overrides,
  };
}

async function expectOk<T>(response: Response, status = 200): Promise<T> {
  if (response.status !== status) throw new Error(`answered ${response.status}: ${await response.text()}`);
  return (await body<T>(response)).data;
}

export async function createLeague(
  app: TestApp,
  auth: Record<string, string>,
  overrides: Record<string, unknown> = {},
) {
  return expectOk<LeagueDto>(
    await app.request('/api/league', { method: 'POST', headers: auth, json: leagueForm(overrides) }),
    201,
  );
}

export async function registerTeams(
  app: TestApp,
  auth: Record<string, string>,
  leagueId: string,
  teamIds: string[],
) {
  for (const teamId of teamIds)
    await expectOk(
      await app.request(`/api/league/${leagueId}/teams`, { method: 'POST', headers: auth, json: { teamId } }),
      201,
    );
}

/** Puts players on a team's season roster for the league (a coordinator may at any time). */
export async function addToSeasonRoster(
  app: TestApp,
  auth: Record<string, string>,
  leagueId: string,
  teamId: string,
  memberIds: string[],
) {
  await expectOk(
    await app.request(`/api/team/${teamId}/league-season-roster`, {
      method: 'POST',
      headers: auth,
      json: { leagueId, players: memberIds.map((memberId) => ({ memberId })) },
    }),
    201,
  );
}

export async function generateSchedule(
  app: TestApp,
  auth: Record<string, string>,
  leagueId: string,
  json: Record<string, unknown> = {},
) {
  return expectOk<LeagueScheduleDto>(
    await app.request(`/api/league/${leagueId}/schedule`, { method: 'POST', headers: auth, json }),
    201,
  );
}

/** Publishes a league that has its schedule: only then do its players and the public see it. */
export async function publishLeague(app: TestApp, auth: Record<string, string>, leagueId: string) {
  return expectOk<LeagueDto>(
    await app.request(`/api/league/${leagueId}/publish`, { method: 'POST', headers: auth }),
  );
}

/** A league game as `auth` sees it (signed out by default: a published league's game). */
export async function getGame(
  app: TestApp,
  gameId: string,
  auth: Record<string, string> = {},
): Promise<LeagueEventDto> {
  return (
    await expectOk<{ event: LeagueEventDto }>(
      await app.request(`/api/league-common/event-page/${gameId}/event`, { headers: auth }),
    )
  ).event;
}

/** Polls until `check` holds (workers run in the same process); fails after `ms`. */
export async function eventually<T>(
  read: () => Promise<T>,
  check: (value: T) => boolean,
  ms = 10_000,
): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (check(value)) return value;
    if (Date.now() > until) throw new Error(`condition not met in ${ms} ms: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Puts a game's kick-off `hoursAgo` hours in the past (as if time had passed). */
export async function kickOffHoursAgo(app: TestApp, gameId: string, hoursAgo: number) {
  await sql(app, `update league_event set starts_at = now() - make_interval(hours => $2) where id = $1`, [
    gameId,
    hoursAgo,
  ]);
}

import { randomUUID } from 'node:crypto';
import type { TeamDto } from '../../src/contracts/clubs/index.ts';
import { body, sql, type TestMember } from './identity-factories.ts';
import type { AppClient, TestApp } from './test-app.ts';

/** A valid team form; override any field to test a rule. */
export function teamForm(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Austin Armadillos',
    abbreviation: 'atx',
    established: 2019,
    location: 'Austin, TX',
    zip: '78701',
    jerseyColor: '#6A1B9A',
    ...overrides,
  };
}

/** Creates a team through the API: `captain` is its first captain. */
export async function createTeam(
  app: TestApp,
  captain: TestMember,
  overrides: Record<string, unknown> = {},
): Promise<TeamDto> {
  const response = await app.request('/api/team', {
    method: 'POST',
    headers: captain.auth,
    json: teamForm(overrides),
  });
  if (response.status !== 201)
    throw new Error(`create team answered ${response.status}: ${await response.text()}`);
  return (await body<{ team: TeamDto }>(response)).data.team;
}

/** Puts members on a roster straight in the database (fast; the invite flow is tested elsewhere). */
export async function addToRoster(
  app: AppClient,
  teamId: string,
  memberIds: string[],
  isCaptain = false,
): Promise<void> {
  if (memberIds.length === 0) return;
  await sql(
    app,
    `insert into roster_entry (id, team_id, member_id, is_captain)
     select gen_random_uuid(), $1, unnest($2::uuid[]), $3`,
    [teamId, memberIds, isCaptain],
  );
}

/** Inserts `count` members without sessions straight into the database (roster size tests). */
export async function insertMembers(app: AppClient, count: number, label = 'Player'): Promise<string[]> {
  const ids = Array.from({ length: count }, () => randomUUID());
  await sql(
    app,
    `insert into member (id, email, email_verified, first_name, last_name, gender, birthday, zip, location)
     select id, 'bulk.' || id || '@example.com', true, $2 || ' ' || ord, 'Bulk', 'MALE', '1990-01-01', '78701', 'Austin, TX'
     from unnest($1::uuid[]) with ordinality as u(id, ord)`,
    [ids, label],
  );
  return ids;
}

/** Inserts a team with the given captains and players straight into the database (fast fixtures). */
export async function insertTeam(
  app: AppClient,
  roster: { captains: string[]; players?: string[]; name?: string },
): Promise<string> {
  const id = randomUUID();
  await sql(
    app,
    `insert into team (id, name, abbreviation, established, location, zip, jersey_color, created_by)
     values ($1, $2, 'FIX', 2020, 'Austin, TX', '78701', '#6A1B9A', $3)`,
    [id, roster.name ?? 'Fixture FC', roster.captains[0] ?? null],
  );
  await addToRoster(app, id, roster.captains, true);
  await addToRoster(app, id, roster.players ?? []);
  return id;
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTeam } from '../support/clubs-factories.ts';
import { body, createMember, sql, type TestMember } from '../support/identity-factories.ts';
import { makeStaff, OPERATOR_ORG, startWithCoordinator } from '../support/leagues-factories.ts';
import type { TestApp } from '../support/test-app.ts';

let app: TestApp;
let coordinator: TestMember;

beforeAll(async () => ({ app, coordinator } = await startWithCoordinator({ worker: false })), 60_000);
afterAll(() => app?.stop());

const addStaff = (email: string, role: string, orgId = OPERATOR_ORG) =>
  app.request(`/api/organization/${orgId}/staff`, {
    method: 'POST',
    headers: coordinator.auth,
    json: { email, role },
  });
const removeStaff = (memberId: string, as: TestMember = coordinator, orgId = OPERATOR_ORG) =>
  app.request(`/api/organization/${orgId}/staff/${memberId}`, { method: 'DELETE', headers: as.auth });
const staffRow = async (memberId: string, orgId = OPERATOR_ORG) =>
  (
    await sql<{ role: string }>(
      app,
      'select role from organization_staff where organization_id = $1 and member_id = $2',
      [orgId, memberId],
    )
  )[0]?.role;
const outbox = (name: string, memberId: string) =>
  sql(app, `select 1 from outbox where event_name = $1 and payload->>'memberId' = $2`, [name, memberId]);

describe('organization staff', () => {
  it('adds a member by e-mail (any case), changes the role, and records staff-added each time', async () => {
    const referee = await createMember(app);
    const added = await addStaff(referee.email.toUpperCase(), 'referee');
    expect(added.status).toBe(200);
    expect((await body(added)).data).toEqual({
      staff: { memberId: referee.id, organizationId: OPERATOR_ORG, role: 'referee', roleLabel: 'Referee' },
      message: 'Staff member saved.',
    });
    expect(await staffRow(referee.id)).toBe('referee');
    expect((await addStaff(referee.email, 'coordinator')).status).toBe(200);
    expect(await staffRow(referee.id)).toBe('coordinator');
    expect(await outbox('organizations.staff-added', referee.id)).toHaveLength(2);
  });

  it('removes a staff member and records staff-removed', async () => {
    const referee = await createMember(app);
    await makeStaff(app, referee.id, 'referee');
    const response = await removeStaff(referee.id);
    expect(response.status).toBe(200);
    expect((await body<{ message: string }>(response)).data.message).toBe('Staff member removed.');
    expect(await staffRow(referee.id)).toBeUndefined();
    expect(await outbox('organizations.staff-removed', referee.id)).toHaveLength(1);
    expect((await removeStaff(referee.id)).status).toBe(404);
  });

  it('answers an unknown e-mail with 404 and a bad body with the contract messages', async () => {
    const unknown = await addStaff('nobody-here@example.com', 'referee');
    expect(unknown.status).toBe(404);
    expect((await body(unknown)).errors).toEqual([{ message: 'No member has this email.' }]);
    const invalid = await addStaff('not-an-email', 'captain');
    expect(invalid.status).toBe(400);
    expect((await body(invalid)).errors?.map((e) => e.field).sort()).toEqual(['email', 'role']);
  });

  it('never leaves an organization without a coordinator', async () => {
    const founder = await createMember(app);
    await sql(app, `insert into organization (id, name) values (77, 'Solo League') on conflict do nothing`);
    await makeStaff(app, founder.id, 'coordinator', 77);
    expect((await removeStaff(founder.id, founder, 77)).status).toBe(409);
    const demote = await app.request('/api/organization/77/staff', {
      method: 'POST',
      headers: founder.auth,
      json: { email: founder.email, role: 'referee' },
    });
    expect(demote.status).toBe(409);
    expect((await body(demote)).errors).toEqual([
      { message: 'An organization needs at least one coordinator.' },
    ]);
    expect(await staffRow(founder.id, 77)).toBe('coordinator');
  });

  it('lets the new coordinator manage leagues, and a removed one no longer', async () => {
    const organizer = await createMember(app);
    expect((await addStaff(organizer.email, 'coordinator')).status).toBe(200);
    const captain = await createMember(app);
    await insertTeam(app, { captains: [captain.id], name: 'Staffing Test FC' });
    const search = await app.request('/api/team/search?name=staffing%20TEST', { headers: organizer.auth });
    expect((await body<Array<{ name: string }>>(search)).data.map((t) => t.name)).toContain(
      'Staffing Test FC',
    );
    expect((await removeStaff(organizer.id)).status).toBe(200);
    expect((await removeStaff(coordinator.id, organizer)).status).toBe(403);
  });
});

import { rm } from 'node:fs/promises';
import { ContainerModule } from 'inversify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appModules } from '../../src/composition/app-modules.ts';
import type { AppModule } from '../../src/platform/app-module.ts';
import { TOKENS } from '../../src/platform/container/tokens.ts';
import type { RealtimeEmitter } from '../../src/platform/realtime/realtime-emitter.ts';
import { body, createMember, generousLimits, sql, type TestMember } from '../support/identity-factories.ts';
import {
  groupDetails,
  groupForm,
  insertGroup,
  insertGroupMember,
  pngImage,
} from '../support/pickup-group-factories.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

// Pushes the workers make, recorded instead of sent through Redis.
const pushes: Array<{ room: string; event: string; payload: unknown }> = [];
const recordingRealtime: AppModule = {
  name: 'recording-realtime',
  entities: [],
  containerModule: new ContainerModule(({ rebind }) => {
    rebind<RealtimeEmitter>(TOKENS.RealtimeEmitter).toConstantValue({
      toRoom: (rooms, event, payload) => {
        for (const room of [rooms].flat()) pushes.push({ room, event, payload });
      },
    });
  }),
};

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ env: generousLimits, modules: [...appModules, recordingRealtime] });
});
afterAll(async () => {
  await app?.stop();
  await rm(`${app.config.DATA_DIR}/uploads`, { recursive: true, force: true });
});

const call = (member: TestMember | undefined, method: string, path: string, json?: unknown) =>
  app.request(path, { method, headers: member?.auth ?? {}, ...(json === undefined ? {} : { json }) });
const send = (member: TestMember | undefined, method: string, path: string, form: FormData) =>
  app.request(path, { method, headers: member?.auth ?? {}, body: form });

async function bothImages() {
  return {
    banner: { bytes: await pngImage('#5b21b6', 300, 100) },
    badge: { bytes: await pngImage('#22c55e') },
  };
}

async function waitFor<T>(probe: () => Promise<T | undefined> | T | undefined, timeoutMs = 5000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('POST /api/pickup-group', () => {
  it('creates the group with both images, makes the creator its admin and records the event', async () => {
    const admin = await createMember(app);
    const response = await send(
      admin,
      'POST',
      '/api/pickup-group',
      groupForm(groupDetails(), await bothImages()),
    );
    expect(response.status).toBe(201);
    const { data } = await body<Record<string, unknown>>(response);
    expect(data).toMatchObject({
      name: 'Sunday Kickers',
      acronym: 'SK',
      established: 2019,
      location: 'Zilker Park, Austin, TX',
      timezone: 'US/Central',
      organizationId: null,
      memberCount: 1,
      version: 1,
    });
    expect(data.banner).toMatch(/^\/uploads\/pickup-groups\/banners\/[0-9a-f]{2}\/[0-9a-f]{64}\.png$/);
    expect(data.badge).toMatch(/^\/uploads\/pickup-groups\/badges\/[0-9a-f]{2}\/[0-9a-f]{64}\.png$/);
    expect((await app.request(String(data.badge))).status).toBe(200);
    const rows = await sql(
      app,
      'select member_id, is_admin, status from pickup_group_member where pickup_group_id = $1',
      [data.id],
    );
    expect(rows).toEqual([{ member_id: admin.id, is_admin: true, status: 'active' }]);
    const events = await sql(
      app,
      `select payload from outbox where event_name = 'clubs.pickup-group-created'`,
    );
    expect(events.map((row) => row.payload)).toContainEqual({
      pickupGroupId: data.id,
      name: 'Sunday Kickers',
      adminId: admin.id,
    });
  });

  it('names every missing detail with the spec messages', async () => {
    const admin = await createMember(app);
    const response = await send(admin, 'POST', '/api/pickup-group', groupForm({}, await bothImages()));
    expect(response.status).toBe(400);
    expect((await body(response)).errors).toEqual([
      { message: 'This field is required', field: 'name' },
      { message: 'This field is required', field: 'acronym' },
      { message: 'This field is required', field: 'established' },
      { message: 'This field is required', field: 'location' },
      { message: 'This field is required', field: 'timezone' },
    ]);
  });

  it.each([
    [{ acronym: 'S' }, 'acronym', 'Abbreviation must be at least 2 characters long'],
    [{ acronym: 'SKFC1' }, 'acronym', 'Abbreviation must not exceed 4 characters'],
    [
      { established: new Date().getUTCFullYear() + 1 },
      'established',
      'Established year cannot be in the future',
    ],
    [{ timezone: 'Mars/Olympus' }, 'timezone', 'This field is required'],
    [{ name: '   ' }, 'name', 'This field is required'],
  ])('rejects %o on %s with "%s"', async (overrides, field, message) => {
    const admin = await createMember(app);
    const response = await send(
      admin,
      'POST',
      '/api/pickup-group',
      groupForm(groupDetails(overrides), await bothImages()),
    );
    expect(response.status).toBe(400);
    expect((await body(response)).errors).toEqual([{ message, field }]);
  });

  it("requires both images: 'Group Banner required' and 'Group Badge required'", async () => {
    const admin = await createMember(app);
    const response = await call(admin, 'POST', '/api/pickup-group', groupDetails());
    expect(response.status).toBe(400);
    expect((await body(response)).errors).toEqual([
      { message: 'Group Banner required', field: 'banner' },
      { message: 'Group Badge required', field: 'badge' },
    ]);
    expect(await sql(app, 'select id from pickup_group where created_by = $1', [admin.id])).toEqual([]);
  });

  it("refuses an image over 5 MB with 'File size cannot be > 5MB'", async () => {
    const admin = await createMember(app);
    const big = Buffer.concat([await pngImage(), Buffer.alloc(5_000_001)]);
    const response = await send(
      admin,
      'POST',
      '/api/pickup-group',
      groupForm(groupDetails(), { banner: { bytes: big }, badge: { bytes: await pngImage() } }),
    );
    expect(response.status).toBe(413);
    expect((await body(response)).errors).toEqual([
      { message: 'File size cannot be > 5MB', field: 'banner' },
    ]);
  });

  it('refuses a file that is not a PNG, GIF or JPEG, whatever its name', async () => {
    const admin = await createMember(app);
    const response = await send(
      admin,
      'POST',
      '/api/pickup-group',
      groupForm(groupDetails(), {
        banner: { bytes: await pngImage() },
        badge: { bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), name: 'badge.png' },
      }),
    );
    expect(response.status).toBe(415);
    expect((await body(response)).errors).toEqual([
      { message: 'Please choose a PNG, GIF or JPEG image', field: 'badge' },
    ]);
  });
});

describe('GET /api/pickup-common/group/{id}', () => {
  it('shows an active group to anyone, with its member count', async () => {
    const admin = await createMember(app);
    const id = await insertGroup(app, admin.id, { name: 'Lunch Futsal' });
    const other = await createMember(app);
    await insertGroupMember(app, id, other.id);
    const blocked = await createMember(app);
    await insertGroupMember(app, id, blocked.id, { isBlocked: true });
    const response = await call(undefined, 'GET', `/api/pickup-common/group/${id}`);
    expect(response.status).toBe(200);
    expect((await body(response)).data).toMatchObject({
      id,
      name: 'Lunch Futsal',
      acronym: 'SK',
      memberCount: 2,
    });
  });

  it.each(['00000000-0000-4000-8000-000000000000', 'not-a-group'])('answers 404 for %s', async (id) => {
    const response = await call(undefined, 'GET', `/api/pickup-common/group/${id}`);
    expect(response.status).toBe(404);
    expect((await body(response)).errors).toEqual([{ message: 'Pickup group not found.' }]);
  });
});

describe('PATCH /api/pickup-group/{id}', () => {
  it('lets an admin change details and images, and bumps the version', async () => {
    const admin = await createMember(app);
    const id = await insertGroup(app, admin.id);
    const response = await send(
      admin,
      'PATCH',
      `/api/pickup-group/${id}`,
      groupForm(
        { name: 'Sunday Legends', acronym: 'sl', version: 1 },
        { badge: { bytes: await pngImage('#f97316') } },
      ),
    );
    expect(response.status).toBe(200);
    const { data } = await body<Record<string, unknown>>(response);
    expect(data).toMatchObject({
      name: 'Sunday Legends',
      acronym: 'SL',
      version: 2,
      banner: '/uploads/b.png',
    });
    expect(data.badge).toMatch(/^\/uploads\/pickup-groups\/badges\//);
    const events = await sql(
      app,
      `select payload from outbox where event_name = 'clubs.pickup-group-updated'`,
    );
    expect(events.map((row) => row.payload)).toContainEqual({
      pickupGroupId: id,
      actorId: admin.id,
      changed: ['name', 'acronym', 'badge'],
    });
  });

  it('refuses an edit made on a stale version (someone saved meanwhile)', async () => {
    const admin = await createMember(app);
    const id = await insertGroup(app, admin.id);
    expect(
      (await call(admin, 'PATCH', `/api/pickup-group/${id}`, { location: 'Mueller', version: 1 })).status,
    ).toBe(200);
    const stale = await call(admin, 'PATCH', `/api/pickup-group/${id}`, {
      location: 'Pease Park',
      version: 1,
    });
    expect(stale.status).toBe(409);
    expect((await body(stale)).errors).toEqual([
      {
        message: 'Someone else changed this group meanwhile. Reload and try again.',
        code: 'VersionConflict',
      },
    ]);
    const [row] = await sql(app, 'select location from pickup_group where id = $1', [id]);
    expect(row).toEqual({ location: 'Mueller' });
  });

  it("refuses uploads to an organisation's group but saves its details", async () => {
    const admin = await createMember(app);
    const id = await insertGroup(app, admin.id, { organizationId: 15 });
    const upload = await send(
      admin,
      'PATCH',
      `/api/pickup-group/${id}`,
      groupForm({}, { banner: { bytes: await pngImage() } }),
    );
    expect(upload.status).toBe(403);
    expect((await body(upload)).errors).toEqual([
      { message: "The images of an organization's group are managed by the organization." },
    ]);
    const details = await call(admin, 'PATCH', `/api/pickup-group/${id}`, { name: 'City League Pickup' });
    expect(details.status).toBe(200);
    expect((await body(details)).data).toMatchObject({
      name: 'City League Pickup',
      banner: '/uploads/b.png',
    });
  });

  it('validates the details it is given', async () => {
    const admin = await createMember(app);
    const id = await insertGroup(app, admin.id);
    const response = await call(admin, 'PATCH', `/api/pickup-group/${id}`, { acronym: 'TOOLONG' });
    expect(response.status).toBe(400);
    expect((await body(response)).errors).toEqual([
      { message: 'Abbreviation must not exceed 4 characters', field: 'acronym' },
    ]);
  });
});

describe('DELETE /api/pickup-group/{id}', () => {
  it('deactivates the group for everyone, for good', async () => {
    const admin = await createMember(app);
    const player = await createMember(app);
    const id = await insertGroup(app, admin.id);
    await insertGroupMember(app, id, player.id);
    const response = await call(admin, 'DELETE', `/api/pickup-group/${id}`);
    expect(response.status).toBe(200);
    expect((await body(response)).data).toEqual({ id, message: 'Successfully deactivated.' });
    expect((await call(player, 'GET', `/api/pickup-common/group/${id}`)).status).toBe(404);
    expect((await call(player, 'POST', `/api/pickup-group/${id}/leave`)).status).toBe(404);
    expect((await call(admin, 'DELETE', `/api/pickup-group/${id}`)).status).toBe(404);
    const events = await sql(
      app,
      `select payload from outbox where event_name = 'clubs.pickup-group-deactivated'`,
    );
    expect(events.map((row) => row.payload)).toContainEqual({
      pickupGroupId: id,
      name: 'Sunday Kickers',
      actorId: admin.id,
      memberIds: expect.arrayContaining([admin.id, player.id]),
    });
  });
});

describe('GET /api/pickup-common/group/{id}/members', () => {
  it("asks an anonymous visitor to sign in: 'LOGIN TO VIEW GROUP LIST'", async () => {
    const admin = await createMember(app);
    const id = await insertGroup(app, admin.id);
    const response = await call(undefined, 'GET', `/api/pickup-common/group/${id}/members`);
    expect(response.status).toBe(401);
    expect((await body(response)).errors).toEqual([{ message: 'LOGIN TO VIEW GROUP LIST' }]);
  });

  it("shows a blocked member 'OFF LIMITS'", async () => {
    const admin = await createMember(app);
    const blocked = await createMember(app);
    const id = await insertGroup(app, admin.id);
    await insertGroupMember(app, id, blocked.id, { isBlocked: true });
    const response = await call(blocked, 'GET', `/api/pickup-common/group/${id}/members`);
    expect(response.status).toBe(403);
    expect((await body(response)).errors).toEqual([{ message: 'OFF LIMITS' }]);
  });

  it('pages by 10, admins first, with names and avatars', async () => {
    const admin = await createMember(app, { firstName: 'Ada', lastName: 'Admin' });
    const id = await insertGroup(app, admin.id);
    const players: TestMember[] = [];
    for (let index = 0; index < 11; index++) {
      const player = await createMember(app, { firstName: `P${index}`, password: false });
      players.push(player);
      await insertGroupMember(app, id, player.id);
    }
    const first = await call(admin, 'GET', `/api/pickup-common/group/${id}/members`);
    expect(first.status).toBe(200);
    const page1 = (await first.json()) as {
      data: Array<Record<string, unknown>>;
      hasNext: boolean;
      page: number;
      limit: number;
    };
    expect(page1).toMatchObject({ status: 'success', hasNext: true, page: 1, limit: 10 });
    expect(page1.data).toHaveLength(10);
    expect(page1.data[0]).toEqual({
      id: admin.id,
      memberId: admin.id,
      firstName: 'Ada',
      lastName: 'Admin',
      isAdmin: true,
      isBlocked: false,
      avatar: null,
    });
    const second = (await (
      await call(admin, 'GET', `/api/pickup-common/group/${id}/members?page=2`)
    ).json()) as {
      data: unknown[];
      hasNext: boolean;
    };
    expect(second.hasNext).toBe(false);
    expect(second.data).toHaveLength(2);
  });

  it('lists blocked members to admins only, flagged, so they can be unblocked', async () => {
    const admin = await createMember(app);
    const player = await createMember(app);
    const blocked = await createMember(app);
    const id = await insertGroup(app, admin.id);
    await insertGroupMember(app, id, player.id);
    await insertGroupMember(app, id, blocked.id, { isBlocked: true });
    const ids = async (viewer: TestMember) =>
      (
        (await (await call(viewer, 'GET', `/api/pickup-common/group/${id}/members`)).json()) as {
          data: Array<{ id: string; isBlocked: boolean }>;
        }
      ).data;
    expect((await ids(admin)).find((row) => row.id === blocked.id)).toMatchObject({ isBlocked: true });
    expect((await ids(player)).map((row) => row.id)).not.toContain(blocked.id);
  });
});

describe('joining and leaving', () => {
  it('joins once, counts the member and pushes the change to the group room', async () => {
    const admin = await createMember(app);
    const player = await createMember(app);
    const id = await insertGroup(app, admin.id);
    const response = await call(player, 'POST', `/api/pickup-group/${id}/join`);
    expect(response.status).toBe(200);
    expect((await body(response)).data).toMatchObject({ isMember: true, group: { id, memberCount: 2 } });
    const push = await waitFor(() =>
      pushes.find(
        (entry) =>
          entry.room === `pickup-group:${id}` &&
          (entry.payload as { memberId: string }).memberId === player.id,
      ),
    );
    expect(push).toEqual({
      room: `pickup-group:${id}`,
      event: 'pickup-group:members-changed',
      payload: { pickupGroupId: id, change: 'joined', memberId: player.id, memberCount: 2 },
    });
    const again = await call(player, 'POST', `/api/pickup-group/${id}/join`);
    expect(again.status).toBe(200);
    expect((await body(again)).data).toMatchObject({ message: 'You are already a member of this group.' });
  });

  it('makes one membership of two simultaneous joins', async () => {
    const admin = await createMember(app);
    const player = await createMember(app);
    const id = await insertGroup(app, admin.id);
    const answers = await Promise.all(
      Array.from({ length: 2 }, () => call(player, 'POST', `/api/pickup-group/${id}/join`)),
    );
    expect(answers.map((response) => response.status)).toEqual([200, 200]);
    const rows = await sql(
      app,
      'select count(*)::int as n from pickup_group_member where pickup_group_id = $1 and member_id = $2',
      [id, player.id],
    );
    expect(rows).toEqual([{ n: 1 }]);
    const joined = await sql(
      app,
      `select count(*)::int as n from outbox where event_name = 'clubs.pickup-group-member-joined' and payload->>'memberId' = $1`,
      [player.id],
    );
    expect(joined).toEqual([{ n: 1 }]);
  });

  it("leaves with 'Successfully left the group.' and may rejoin", async () => {
    const admin = await createMember(app);
    const player = await createMember(app);
    const id = await insertGroup(app, admin.id);
    await insertGroupMember(app, id, player.id);
    const response = await call(player, 'POST', `/api/pickup-group/${id}/leave`);
    expect(response.status).toBe(200);
    expect((await body(response)).data).toMatchObject({
      isMember: false,
      message: 'Successfully left the group.',
      group: { memberCount: 1 },
    });
    expect((await call(player, 'POST', `/api/pickup-group/${id}/join`)).status).toBe(200);
  });

  it('keeps the last admin from leaving while others remain', async () => {
    const admin = await createMember(app);
    const player = await createMember(app);
    const id = await insertGroup(app, admin.id);
    await insertGroupMember(app, id, player.id);
    const response = await call(admin, 'POST', `/api/pickup-group/${id}/leave`);
    expect(response.status).toBe(409);
    expect((await body(response)).errors).toEqual([
      { message: 'Make another member an admin before you leave the group.' },
    ]);
  });
});

describe('admin actions on members', () => {
  it('blocks a member, who can neither see the list nor rejoin, and unblocks them', async () => {
    const admin = await createMember(app);
    const player = await createMember(app);
    const id = await insertGroup(app, admin.id);
    await insertGroupMember(app, id, player.id);
    const block = await call(admin, 'POST', `/api/pickup-group/${id}/toggle-block`, { memberId: player.id });
    expect(block.status).toBe(200);
    expect((await body(block)).data).toMatchObject({ id: player.id, isBlocked: true, isAdmin: false });
    expect((await call(player, 'GET', `/api/pickup-common/group/${id}/members`)).status).toBe(403);
    const rejoin = await call(player, 'POST', `/api/pickup-group/${id}/join`);
    expect(rejoin.status).toBe(403);
    expect((await body(rejoin)).errors).toEqual([{ message: 'You have been blocked from this group.' }]);
    const unblock = await call(admin, 'POST', `/api/pickup-group/${id}/toggle-block`, {
      memberId: player.id,
    });
    expect((await body(unblock)).data).toMatchObject({ isBlocked: false });
    expect((await call(player, 'GET', `/api/pickup-common/group/${id}/members`)).status).toBe(200);
  });

  it('lets an admin neither block self nor drop their own admin role', async () => {
    const admin = await createMember(app);
    const id = await insertGroup(app, admin.id);
    const block = await call(admin, 'POST', `/api/pickup-group/${id}/toggle-block`, { memberId: admin.id });
    expect(block.status).toBe(409);
    expect((await body(block)).errors).toEqual([{ message: 'You cannot block yourself.' }]);
    const unadmin = await call(admin, 'POST', `/api/pickup-group/${id}/toggle-admin`, { memberId: admin.id });
    expect(unadmin.status).toBe(409);
    expect((await body(unadmin)).errors).toEqual([{ message: 'You cannot remove your own admin role.' }]);
  });

  it('makes and unmakes another member an admin', async () => {
    const admin = await createMember(app);
    const player = await createMember(app);
    const id = await insertGroup(app, admin.id);
    await insertGroupMember(app, id, player.id);
    const grant = await call(admin, 'POST', `/api/pickup-group/${id}/toggle-admin`, { memberId: player.id });
    expect((await body(grant)).data).toMatchObject({ id: player.id, isAdmin: true });
    const revoke = await call(admin, 'POST', `/api/pickup-group/${id}/toggle-admin`, { memberId: player.id });
    expect((await body(revoke)).data).toMatchObject({ isAdmin: false });
  });

  it("removes a member with 'Successfully removed.'", async () => {
    const admin = await createMember(app);
    const player = await createMember(app);
    const id = await insertGroup(app, admin.id);
    await insertGroupMember(app, id, player.id);
    const response = await call(admin, 'POST', `/api/pickup-group/${id}/member/${player.id}/remove`);
    expect(response.status).toBe(200);
    expect((await body(response)).data).toEqual({ memberId: player.id, message: 'Successfully removed.' });
    const [row] = await sql(
      app,
      'select status from pickup_group_member where pickup_group_id = $1 and member_id = $2',
      [id, player.id],
    );
    expect(row).toEqual({ status: 'removed' });
  });

  it('answers 404 for someone who is not in the group and 400 for a malformed id', async () => {
    const admin = await createMember(app);
    const stranger = await createMember(app);
    const id = await insertGroup(app, admin.id);
    const response = await call(admin, 'POST', `/api/pickup-group/${id}/toggle-admin`, {
      memberId: stranger.id,
    });
    expect(response.status).toBe(404);
    expect((await body(response)).errors).toEqual([{ message: 'This player is not a member of the group.' }]);
    expect(
      (await call(admin, 'POST', `/api/pickup-group/${id}/toggle-block`, { memberId: 'x' })).status,
    ).toBe(400);
  });
});

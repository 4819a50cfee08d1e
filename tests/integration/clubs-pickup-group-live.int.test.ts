import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { GroupMembersChangedPush } from '../../src/contracts/clubs/pickup-group.ts';
import { JOIN_ROOM, type RoomAnswer } from '../../src/contracts/realtime.ts';
import { createMember, generousLimits, type TestMember } from '../support/identity-factories.ts';
import { insertGroup, insertGroupMember } from '../support/pickup-group-factories.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ env: generousLimits });
});
afterAll(() => app?.stop());

const sockets: Socket[] = [];
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.close();
});

async function socketOf(member: TestMember): Promise<Socket> {
  const socket = connect(app.url, {
    path: '/socket.io',
    transports: ['websocket'],
    auth: { token: member.accessToken },
    reconnection: false,
  });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  return socket;
}

const join = (socket: Socket, room: string) =>
  new Promise<RoomAnswer>((resolve) => socket.emit(JOIN_ROOM, room, resolve));

describe('live pickup group member list', () => {
  it('pushes a join to everyone following the group room', async () => {
    const admin = await createMember(app);
    const player = await createMember(app);
    const groupId = await insertGroup(app, admin.id);
    const socket = await socketOf(admin);
    expect(await join(socket, `pickup-group:${groupId}`)).toEqual({ ok: true });
    const pushed = new Promise<GroupMembersChangedPush>((resolve) =>
      socket.once('pickup-group:members-changed', resolve),
    );
    const response = await app.request(`/api/pickup-group/${groupId}/join`, {
      method: 'POST',
      headers: player.auth,
    });
    expect(response.status).toBe(200);
    expect(await pushed).toEqual({
      pickupGroupId: groupId,
      change: 'joined',
      memberId: player.id,
      memberCount: 2,
    });
  });

  it('lets any signed-in member follow, but not a blocked one, nor an unknown group', async () => {
    const admin = await createMember(app);
    const stranger = await createMember(app);
    const blocked = await createMember(app);
    const groupId = await insertGroup(app, admin.id);
    await insertGroupMember(app, groupId, blocked.id, { isBlocked: true });
    expect(await join(await socketOf(stranger), `pickup-group:${groupId}`)).toEqual({ ok: true });
    expect(await join(await socketOf(blocked), `pickup-group:${groupId}`)).toMatchObject({ ok: false });
    expect(
      await join(await socketOf(stranger), 'pickup-group:00000000-0000-4000-8000-000000000000'),
    ).toMatchObject({ ok: false });
  });
});

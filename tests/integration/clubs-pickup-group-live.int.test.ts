import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GroupMembersChangedPush } from '../../src/contracts/clubs/pickup-group.ts';
import { createMember, generousLimits } from '../support/identity-factories.ts';
import { memberSockets } from '../support/member-sockets.ts';
import { insertGroup, insertGroupMember } from '../support/pickup-group-factories.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ env: generousLimits });
});
afterAll(() => app?.stop());

const { socketOf, join } = memberSockets(() => app);

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

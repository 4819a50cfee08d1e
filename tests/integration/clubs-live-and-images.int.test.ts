import { rm } from 'node:fs/promises';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RosterChangedPush, TeamDto, TeamImageDto } from '../../src/contracts/clubs/index.ts';
import { addToRoster, createTeam } from '../support/clubs-factories.ts';
import { body, createMember, generousLimits, type TestMember } from '../support/identity-factories.ts';
import { memberSockets } from '../support/member-sockets.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ env: generousLimits });
});
afterAll(async () => {
  await app?.stop();
  await rm(`${app.config.DATA_DIR}/uploads`, { recursive: true, force: true });
});

const { socketOf, join } = memberSockets(() => app);

describe('live roster updates', () => {
  it('pushes a roster change to members who follow the team room', async () => {
    const captain = await createMember(app);
    const player = await createMember(app);
    const team = await createTeam(app, captain);
    await addToRoster(app, team.id, [player.id]);
    const socket = await socketOf(player);
    expect(await join(socket, `team:${team.id}`)).toEqual({ ok: true });
    const pushed = new Promise<RosterChangedPush>((resolve) => socket.once('team:roster-changed', resolve));
    const response = await app.request(`/api/team/${team.id}/roster/${player.id}`, {
      method: 'PATCH',
      headers: captain.auth,
      json: { isCaptain: true },
    });
    expect(response.status).toBe(200);
    expect(await pushed).toEqual({ teamId: team.id, reason: 'captain-changed', memberIds: [player.id] });
  });

  it('does not let a stranger follow the team room, nor anyone follow an unknown room', async () => {
    const captain = await createMember(app);
    const stranger = await createMember(app);
    const team = await createTeam(app, captain);
    const socket = await socketOf(stranger);
    expect(await join(socket, `team:${team.id}`)).toEqual({
      ok: false,
      message: 'You cannot follow this page.',
    });
    expect(await join(socket, `league:${team.id}`)).toMatchObject({ ok: false });
    expect(await join(socket, `member:${captain.id}`)).toMatchObject({ ok: false });
  });
});

describe('POST /api/team/{teamId}/{imgType}/upload', () => {
  const picture = () =>
    sharp({ create: { width: 80, height: 40, channels: 3, background: '#6a1b9a' } })
      .png()
      .toBuffer();
  const upload = async (member: TestMember, teamId: string, imgType: string, bytes?: Uint8Array) => {
    const form = new FormData();
    form.append('file', new Blob([bytes ?? (await picture())]), 'crest.png');
    return app.request(`/api/team/${teamId}/${imgType}/upload`, {
      method: 'POST',
      body: form,
      headers: member.auth,
    });
  };

  it.each(['logo', 'banner'])(
    'lets a captain upload the %s, re-encoded and linked to the team',
    async (imgType) => {
      const captain = await createMember(app);
      const team = await createTeam(app, captain);
      const response = await upload(captain, team.id, imgType);
      expect(response.status).toBe(200);
      const { data } = await body<TeamImageDto>(response);
      expect(data.message).toBe('Upload Successful');
      expect(data.url).toMatch(new RegExp(`^/uploads/team-${imgType}s/[0-9a-f]{2}/[0-9a-f]{64}\\.png$`));
      const after = (await body<TeamDto>(await app.request(`/api/team/${team.id}`))).data;
      expect(after[imgType as 'logo' | 'banner']).toBe(data.url);
      expect(after.version).toBe(team.version + 1);
      expect((await app.request(data.url)).status).toBe(200);
    },
  );

  it('refuses players who are not captains and files that are not images', async () => {
    const captain = await createMember(app);
    const player = await createMember(app);
    const team = await createTeam(app, captain);
    await addToRoster(app, team.id, [player.id]);
    expect((await upload(player, team.id, 'logo')).status).toBe(403);
    const notImage = await upload(captain, team.id, 'logo', new TextEncoder().encode('<svg/>'));
    expect(notImage.status).toBe(415);
    expect((await upload(captain, team.id, 'avatar')).status).toBe(400);
  });

  it('refuses a picture over 5 MB with the spec message', async () => {
    const captain = await createMember(app);
    const team = await createTeam(app, captain);
    const response = await upload(captain, team.id, 'banner', new Uint8Array(5_000_001));
    expect(response.status).toBe(413);
    expect((await body(response)).errors?.[0]?.message).toBe('Please choose a file with size < 5MB');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leagueRoom } from '../../src/contracts/leagues/index.ts';
import {
  LEAGUE_SEASON_ROSTER_UPDATED,
  type LeagueSeasonRosterUpdatedPush,
} from '../../src/contracts/leagues/season-roster.ts';
import { insertMembers, insertTeam } from '../support/clubs-factories.ts';
import { createMember, sql, type TestMember } from '../support/identity-factories.ts';
import { createLeague, registerTeams, startWithCoordinator } from '../support/leagues-factories.ts';
import { memberSockets } from '../support/member-sockets.ts';
import type { TestApp } from '../support/test-app.ts';

// A season roster change reaches an open league page live: the worker pushes it to `league:<id>`.

let app: TestApp;
let coordinator: TestMember;
const { socketOf, join } = memberSockets(() => app);

beforeAll(async () => ({ app, coordinator } = await startWithCoordinator({ worker: true })), 60_000);
afterAll(() => app?.stop());

describe('season rosters live', () => {
  it('pushes a shirt number change and a lock date to the league room', async () => {
    const captain = await createMember(app);
    const viewer = await createMember(app);
    const [player] = await insertMembers(app, 1, 'Live');
    const teamId = await insertTeam(app, { captains: [captain.id], players: [player!], name: 'Live FC' });
    const league = await createLeague(app, coordinator.auth, { name: 'Live league' });
    await registerTeams(app, coordinator.auth, league.id, [teamId]);
    await sql(app, `update league set status = 'published' where id = $1`, [league.id]);

    const socket = await socketOf(viewer);
    expect(await join(socket, leagueRoom(league.id))).toMatchObject({ ok: true });
    const pushes: LeagueSeasonRosterUpdatedPush[] = [];
    socket.on(LEAGUE_SEASON_ROSTER_UPDATED, (push: LeagueSeasonRosterUpdatedPush) => pushes.push(push));

    const added = await app.request(`/api/team/${teamId}/league-season-roster`, {
      method: 'POST',
      headers: captain.auth,
      json: { leagueId: league.id, players: [{ memberId: player, shirtNumber: '9' }] },
    });
    expect(added.status).toBe(201);
    await expect.poll(() => pushes, { timeout: 15_000 }).toContainEqual({ leagueId: league.id, teamId });

    const locked = await app.request(`/api/league/${league.id}/season-roster-lock`, {
      method: 'PUT',
      headers: coordinator.auth,
      json: { locksAt: '2027-03-01T23:59:00Z' },
    });
    expect(locked.status).toBe(200);
    await expect
      .poll(() => pushes, { timeout: 15_000 })
      .toContainEqual({ leagueId: league.id, teamId: null });
  });

  it('takes a player who leaves the team off its season roster, told live', async () => {
    const captain = await createMember(app);
    const [player] = await insertMembers(app, 1, 'Leaving');
    const teamId = await insertTeam(app, { captains: [captain.id], players: [player!], name: 'Leavers FC' });
    const league = await createLeague(app, coordinator.auth, { name: 'Departures league' });
    await registerTeams(app, coordinator.auth, league.id, [teamId]);
    await sql(app, `update league set status = 'published' where id = $1`, [league.id]);
    const added = await app.request(`/api/team/${teamId}/league-season-roster`, {
      method: 'POST',
      headers: captain.auth,
      json: { leagueId: league.id, players: [{ memberId: player, shirtNumber: '4' }] },
    });
    expect(added.status).toBe(201);
    const socket = await socketOf(captain);
    expect(await join(socket, leagueRoom(league.id))).toMatchObject({ ok: true });
    const pushes: LeagueSeasonRosterUpdatedPush[] = [];
    socket.on(LEAGUE_SEASON_ROSTER_UPDATED, (push: LeagueSeasonRosterUpdatedPush) => pushes.push(push));

    const removed = await app.request(`/api/team/${teamId}/roster/${player}`, {
      method: 'DELETE',
      headers: captain.auth,
    });
    expect(removed.status).toBeLessThan(300);
    const entries = () =>
      sql(app, 'select member_id from league_season_roster where league_id = $1', [league.id]);
    await expect.poll(entries, { timeout: 15_000 }).toEqual([]);
    await expect.poll(() => pushes, { timeout: 15_000 }).toContainEqual({ leagueId: league.id, teamId });
  });
});

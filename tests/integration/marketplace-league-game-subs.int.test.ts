import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  LeagueEventDto,
  LeagueEventPageDto,
  LeagueEventRostersDto,
} from '../../src/contracts/leagues/index.ts';
import type {
  EventSubRequestDto,
  SubOfferDto,
  SubRequestDto,
} from '../../src/contracts/marketplace/index.ts';
import { SUB_MESSAGES } from '../../src/contracts/marketplace/sub-requests.ts';
import { insertTeam } from '../support/clubs-factories.ts';
import { body, createMember, sql, type TestMember } from '../support/identity-factories.ts';
import {
  createLeague,
  eventually,
  generateSchedule,
  publishLeague,
  registerTeams,
  startWithCoordinator,
} from '../support/leagues-factories.ts';
import type { TestApp } from '../support/test-app.ts';

// Subs for league games (issue 20): a captain of either team of a published league game posts "subs
// needed" for their team from the game's page; the accepted player is on that game's roster for that
// team (RSVP yes, marked as a sub) without joining the team or its season roster, and the game is in
// their schedule and calendar feed. The request closes when the game is canceled, follows its moves.

let app: TestApp;
let coordinator: TestMember;
let captainA: TestMember;
let captainB: TestMember;
let playerA: TestMember;
let stranger: TestMember;
let teamA: string;
let teamB: string;
let draftGame: string;

beforeAll(async () => {
  ({ app, coordinator } = await startWithCoordinator());
  [captainA, captainB, playerA, stranger] = [
    await createMember(app),
    await createMember(app),
    await createMember(app),
    await createMember(app),
  ];
  teamA = await insertTeam(app, { captains: [captainA.id], players: [playerA.id], name: 'Sub Lions' });
  teamB = await insertTeam(app, { captains: [captainB.id], name: 'Sub Tigers' });
  const draft = await createLeague(app, coordinator.auth, { name: 'Subs Draft' });
  await registerTeams(app, coordinator.auth, draft.id, [teamA, teamB]);
  await generateSchedule(app, coordinator.auth, draft.id);
  [{ id: draftGame } = { id: '' }] = await sql<{ id: string }>(
    app,
    'select id from league_event where league_id = $1',
    [draft.id],
  );
}, 60_000);
afterAll(async () => {
  await sql(app, 'delete from sub_request where team_id = any($1::uuid[])', [[teamA, teamB]]);
  await app?.stop();
});

let leagues = 0;
/** A game of a new published league of teams A and B (its only game: two teams play one round). */
async function freshGame() {
  const league = await createLeague(app, coordinator.auth, { name: `Subs League ${++leagues}` });
  await registerTeams(app, coordinator.auth, league.id, [teamA, teamB]);
  await generateSchedule(app, coordinator.auth, league.id);
  await publishLeague(app, coordinator.auth, league.id);
  const [game] = await sql<{ id: string }>(app, 'select id from league_event where league_id = $1', [
    league.id,
  ]);
  if (!game) throw new Error('no game scheduled');
  return game.id;
}

type Actor = 'anonymous' | 'stranger' | 'playerA' | 'captainA' | 'captainB' | 'coordinator';
const ACTORS: Actor[] = ['anonymous', 'stranger', 'playerA', 'captainA', 'captainB', 'coordinator'];
const headersOf = (actor: Actor) =>
  actor === 'anonymous' ? {} : { stranger, playerA, captainA, captainB, coordinator }[actor].auth;
const call = (who: TestMember | Actor, method: string, path: string, json?: unknown) =>
  app.request(path, { method, headers: typeof who === 'string' ? headersOf(who) : who.auth, json });

const form = (eventId: string, overrides: Record<string, unknown> = {}) => ({
  eventId,
  eventKind: 'league_event',
  workspaceId: 1,
  needed: 1,
  positions: ['midfielder'],
  level: 'intermediate',
  feeShare: null,
  note: '',
  ...overrides,
});
async function postRequest(who: TestMember, gameId: string, overrides: Record<string, unknown> = {}) {
  const response = await call(who, 'POST', '/api/marketplace/subs', form(gameId, overrides));
  expect(response.status, await response.clone().text()).toBe(201);
  return (await body<{ subRequest: SubRequestDto }>(response)).data.subRequest;
}
async function offer(member: TestMember, requestId: string) {
  const response = await call(member, 'POST', `/api/marketplace/subs/${requestId}/offers`, { note: '' });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await body<{ offer: SubOfferDto }>(response)).data.offer;
}
const teamView = (who: TestMember | Actor, gameId: string) =>
  call(who, 'GET', `/api/marketplace/subs/event/${gameId}?kind=league_event`);
const getRequest = async (id: string) =>
  (await body<SubRequestDto>(await app.request(`/api/marketplace/subs/${id}`))).data;

describe('posting from a league game', () => {
  it('lists a request of each team with the game’s time and place; one open a team', async () => {
    const gameId = await freshGame();
    const forA = await postRequest(captainA, gameId, { needed: 2, positions: ['defender'] });
    const [{ starts_at: startsAt, venue } = { starts_at: new Date(0), venue: '' }] = await sql<{
      starts_at: Date;
      venue: string;
    }>(app, 'select starts_at, venue from league_event where id = $1', [gameId]);
    expect(forA).toMatchObject({
      eventId: gameId,
      eventKind: 'league_event',
      team: { id: teamA, name: 'Sub Lions' },
      title: 'Sub Lions vs Sub Tigers',
      addressName: venue,
      startsAt: new Date(startsAt).toISOString(),
      day: 'tuesday',
      needed: 2,
      status: 'open',
    });
    // The other team's captain posts their own; a second of team A's is refused.
    const forB = await postRequest(captainB, gameId);
    expect(forB.team).toEqual({ id: teamB, name: 'Sub Tigers' });
    const again = await call(captainA, 'POST', '/api/marketplace/subs', form(gameId));
    expect(again.status).toBe(409);
    // Each captain reads their own team's request on the game's page.
    const viewA = await body<EventSubRequestDto>(await teamView(captainA, gameId));
    const viewB = await body<EventSubRequestDto>(await teamView(captainB, gameId));
    expect([viewA.data.request?.id, viewB.data.request?.id]).toEqual([forA.id, forB.id]);
    // Listed under SUBS like a team event's.
    const listed = await body<SubRequestDto[]>(
      await app.request('/api/marketplace/subs?city=1&day=tuesday&limit=50'),
    );
    expect(listed.data.map((r) => r.id)).toEqual(expect.arrayContaining([forA.id, forB.id]));
  });

  it('refuses a draft’s game, a canceled game, an unknown kind and a team event’s id as a league game', async () => {
    const draft = await call(captainA, 'POST', '/api/marketplace/subs', form(draftGame));
    expect(draft.status).toBe(404);
    const badKind = await call(
      captainA,
      'POST',
      '/api/marketplace/subs',
      form(await freshGame(), { eventKind: 'x' }),
    );
    expect(badKind.status).toBe(400);
    expect(await badKind.text()).toContain('Event kind must be one of team_event, league_event');
    expect((await call(captainA, 'GET', `/api/marketplace/subs/event/${draftGame}?kind=x`)).status).toBe(400);
    const canceled = await freshGame();
    expect((await call(coordinator, 'POST', `/api/league/event/${canceled}/cancel`, {})).status).toBe(200);
    const late = await call(captainA, 'POST', '/api/marketplace/subs', form(canceled));
    expect(late.status).toBe(400);
    expect(await late.text()).toContain('This game was canceled.');
    // A league game's id said to be a team event's is not found there.
    const wrongKind = await call(
      captainA,
      'POST',
      '/api/marketplace/subs',
      form(await freshGame(), { eventKind: 'team_event' }),
    );
    expect(wrongKind.status).toBe(404);
  });
});

describe('authorization', () => {
  it('lets only a captain of either team post, read and answer offers for their team', async () => {
    const statuses: Record<string, Record<Actor, number>> = {};
    const row = (name: string) => {
      statuses[name] = {} as Record<Actor, number>;
      return statuses[name];
    };
    const posts = row('post');
    for (const actor of ACTORS)
      posts[actor] = (await call(actor, 'POST', '/api/marketplace/subs', form(await freshGame()))).status;
    const gameId = await freshGame();
    const request = await postRequest(captainA, gameId, { needed: 3 });
    const base = `/api/marketplace/subs/${request.id}`;
    const reads = row('read offers');
    const edits = row('edit');
    const offers = row('offer');
    for (const actor of ACTORS) {
      reads[actor] = (await teamView(actor, gameId)).status;
      edits[actor] = (await call(actor, 'PATCH', base, { note: 'Edited' })).status;
      offers[actor] = (await call(actor, 'POST', `${base}/offers`, { note: '' })).status;
    }
    const sub = await createMember(app);
    const mine = await offer(sub, request.id);
    const accepts = row('accept');
    for (const actor of ACTORS)
      accepts[actor] =
        actor === 'captainA' ? 0 : (await call(actor, 'POST', `${base}/offers/${mine.id}/accept`)).status;
    const closes = row('close');
    for (const actor of ACTORS) closes[actor] = (await call(actor, 'POST', `${base}/close`)).status;
    expect(statuses).toEqual({
      post: { anonymous: 401, stranger: 403, playerA: 403, captainA: 201, captainB: 201, coordinator: 403 },
      // Team B's captain has no request of their own in this game (their team's view is empty).
      'read offers': {
        anonymous: 401,
        stranger: 403,
        playerA: 403,
        captainA: 200,
        captainB: 200,
        coordinator: 403,
      },
      edit: { anonymous: 401, stranger: 403, playerA: 403, captainA: 200, captainB: 403, coordinator: 403 },
      // Team A's own players cannot sub for it, nor team B's, who play against it.
      offer: { anonymous: 401, stranger: 201, playerA: 400, captainA: 400, captainB: 400, coordinator: 201 },
      accept: { anonymous: 401, stranger: 403, playerA: 403, captainA: 0, captainB: 403, coordinator: 403 },
      close: { anonymous: 401, stranger: 403, playerA: 403, captainA: 200, captainB: 409, coordinator: 409 },
    });
    const viewB = await body<EventSubRequestDto>(await teamView(captainB, gameId));
    expect(viewB.data).toEqual({ request: null, offers: [] });
  });
});

describe('accepting a sub for a league game', () => {
  it('puts the sub on the game’s roster for the team, RSVP yes, in their schedule and feed, not on the team', async () => {
    const gameId = await freshGame();
    const request = await postRequest(captainA, gameId);
    const sub = await createMember(app, { firstName: 'Sunny', lastName: 'Sub' });
    const late = await createMember(app);
    const mine = await offer(sub, request.id);
    const lateOffer = await offer(late, request.id);
    const accepted = await call(
      captainA,
      'POST',
      `/api/marketplace/subs/${request.id}/offers/${mine.id}/accept`,
    );
    expect(accepted.status, await accepted.clone().text()).toBe(200);
    expect((await getRequest(request.id)).status).toBe('filled');
    const view = await body<EventSubRequestDto>(await teamView(captainA, gameId));
    expect(view.data.offers.find((o) => o.id === lateOffer.id)?.status).toBe('late');
    // The leagues module adds the sub from the accepted event (through the outbox).
    const rosters = await eventually(
      async () =>
        body<LeagueEventRostersDto>(
          await call(sub, 'GET', `/api/league-common/event-page/${gameId}/rosters`),
        ),
      (reply) =>
        reply.status === 'success' &&
        reply.data.teams.some((team) => team.attendees.some((entry) => entry.memberId === sub.id)),
    );
    const [home, away] = rosters.data.teams;
    expect(home?.teamId).toBe(teamA);
    expect(home?.attendees.find((entry) => entry.memberId === sub.id)).toMatchObject({
      firstName: 'Sunny',
      isSub: true,
      isCaptain: false,
      status: 'yes',
    });
    expect(home?.attendees.find((entry) => entry.memberId === captainA.id)).toBeUndefined();
    expect(away?.attendees.concat(away.nonAttendees).some((entry) => entry.memberId === sub.id)).toBe(false);
    // The game page: the sub answers for team A as a sub; the captain sees the "Sub" on the roster.
    const page = await body<LeagueEventPageDto>(
      await call(sub, 'GET', `/api/league-common/event-page/${gameId}/event`),
    );
    expect(page.data.permissions.teams?.[teamA]).toMatchObject({
      isSub: true,
      canRsvp: true,
      isMember: false,
    });
    expect(page.data.event.rsvp).toEqual({ memberStatus: 'yes', teamId: teamA });
    expect(page.data.event.attendingCount.home).toBe(1);
    const captainsRoster = await body<LeagueEventRostersDto>(
      await call(captainA, 'GET', `/api/league-common/event-page/${gameId}/rosters`),
    );
    expect(
      captainsRoster.data.teams[0]?.attendees.map((entry) => [entry.memberId, entry.isSub]),
    ).toContainEqual([sub.id, true]);
    // Their schedule (the leagues' read for a member) has the game, with their answer.
    const schedule = await body<LeagueEventDto[]>(
      await call(sub, 'GET', '/api/member/league-events?filter=future'),
    );
    expect(schedule.status, JSON.stringify(schedule)).toBe('success');
    expect(schedule.data.map((game) => [game.id, game.rsvp.memberStatus])).toEqual([[gameId, 'yes']]);
    // And their calendar feed: this game only, not the team's other games.
    const link = await body<{ url: string }>(await call(sub, 'GET', '/api/member/calendar'));
    const ics = await (
      await fetch(link.data.url.replace(app.config.PUBLIC_URL.replace(/\/+$/, ''), app.url))
    ).text();
    expect(ics).toContain(`UID:${gameId}`);
    expect(ics.match(/BEGIN:VEVENT/g)?.length).toBe(1);
    // A sub changes their own answer.
    const rsvp = await call(sub, 'POST', `/api/league-common/event-page/${gameId}/rsvp`, { status: 'maybe' });
    expect(rsvp.status, await rsvp.clone().text()).toBe(200);
    // Not on the team nor on its season roster for all that.
    const [{ count } = { count: '' }] = await sql<{ count: string }>(
      app,
      `select (select count(*) from roster_entry where member_id = $1)
            + (select count(*) from league_season_roster where member_id = $1) as count`,
      [sub.id],
    );
    expect(Number(count)).toBe(0);
  });
});

describe('offering on a league game', () => {
  it('refuses a player of either team of the game: one player is never on both sides', async () => {
    const gameId = await freshGame();
    const request = await postRequest(captainA, gameId);
    const path = `/api/marketplace/subs/${request.id}/offers`;
    const own = await call(playerA, 'POST', path, { note: '' });
    expect(own.status).toBe(400);
    expect(JSON.stringify(await own.json())).toContain(SUB_MESSAGES.ownTeam);
    const opponent = await call(captainB, 'POST', path, { note: '' });
    expect(opponent.status).toBe(400);
    expect(JSON.stringify(await opponent.json())).toContain(SUB_MESSAGES.opponentTeam);
    expect((await body<EventSubRequestDto>(await teamView(captainA, gameId))).data.offers).toHaveLength(0);
  });
});

describe('following the league game', () => {
  it('closes a team’s open request when the game is canceled, and takes a moved game’s new time', async () => {
    const moved = await freshGame();
    const request = await postRequest(captainA, moved);
    const later = new Date(new Date(request.startsAt).getTime() + 86_400_000).toISOString();
    const move = await call(coordinator, 'PATCH', `/api/league/event/${moved}`, { startsAt: later });
    expect(move.status, await move.clone().text()).toBe(200);
    await eventually(
      () => getRequest(request.id),
      (r) => r.startsAt === later && r.day === 'wednesday',
    );

    const gameId = await freshGame();
    const forA = await postRequest(captainA, gameId);
    const forB = await postRequest(captainB, gameId);
    const pending = await offer(stranger, forA.id);
    const canceled = await call(coordinator, 'POST', `/api/league/event/${gameId}/cancel`, {});
    expect(canceled.status, await canceled.clone().text()).toBe(200);
    for (const id of [forA.id, forB.id])
      await eventually(
        () => getRequest(id),
        (r) => r.status === 'closed',
      );
    const [{ status, reason } = { status: '', reason: '' }] = await sql<{ status: string; reason: string }>(
      app,
      `select o.status, r.closed_reason as reason from sub_offer o join sub_request r on r.id = o.request_id
       where o.id = $1`,
      [pending.id],
    );
    expect([status, reason]).toEqual(['late', 'event_canceled']);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  EventSubRequestDto,
  FreeAgentDto,
  SubOfferDto,
  SubRequestDto,
} from '../../src/contracts/marketplace/index.ts';
import { insertMembers, insertTeam } from '../support/clubs-factories.ts';
import { insertEvent, insertRsvps } from '../support/events-factories.ts';
import { body, createMember, generousLimits, sql, type TestMember } from '../support/identity-factories.ts';
import {
  createLeague,
  eventually,
  generateSchedule,
  makeStaff,
  publishLeague,
  registerTeams,
} from '../support/leagues-factories.ts';
import { countWarmQueries } from '../support/query-counter.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

// Subs (issue 20): after kickoff the captain marks each accepted sub played or no-show, and a player's
// reliability (sub games marked played plus team and league games RSVP'd yes that took place, against
// no-shows, over the last 12 months) shows on their offers and free-agent listing, from real games.

let app: TestApp;
let captain: TestMember;
let teammate: TestMember;
let otherCaptain: TestMember;
let sub: TestMember;
let coordinator: TestMember;
let teamId: string;
let subsOwnTeamId: string;
let otherTeamId: string;
const bulkMembers: string[] = [];
const leagueIds: string[] = [];
const extraTeams: string[] = [];
const workspace = 700_000 + Math.floor(Math.random() * 99_000);

beforeAll(async () => {
  app = await startTestApp({ env: generousLimits });
  captain = await createMember(app);
  teammate = await createMember(app);
  otherCaptain = await createMember(app);
  sub = await createMember(app);
  coordinator = await createMember(app);
  await makeStaff(app, coordinator.id, 'coordinator');
  teamId = await insertTeam(app, { captains: [captain.id], players: [teammate.id], name: 'Reliable FC' });
  subsOwnTeamId = await insertTeam(app, { captains: [sub.id], name: 'Sub’s Own FC' });
  otherTeamId = await insertTeam(app, { captains: [otherCaptain.id] });
}, 60_000);
afterAll(async () => {
  await sql(app, 'delete from sub_request where team_id = any($1::uuid[])', [[teamId, otherTeamId]]);
  await sql(app, 'delete from marketplace_free_agent where workspace_id = $1', [workspace]);
  await sql(app, 'delete from league where id = any($1::uuid[])', [leagueIds]);
  await sql(app, 'delete from team where id = any($1::uuid[])', [
    [teamId, subsOwnTeamId, otherTeamId, ...extraTeams],
  ]);
  if (bulkMembers.length) await sql(app, 'delete from member where id = any($1::uuid[])', [bulkMembers]);
  await app?.stop();
});

const call = (who: TestMember | undefined, method: string, path: string, json?: unknown) =>
  app.request(path, { method, headers: who?.auth ?? {}, json });
const DAY = 86_400_000;

/** A request of the captain's for a game a week ahead, with the sub's offer accepted. */
async function acceptedSub(player = sub) {
  const eventId = await insertEvent(app, teamId, { title: 'vs Westside' });
  const posted = await call(captain, 'POST', '/api/marketplace/subs', {
    eventId,
    workspaceId: 1,
    needed: 2,
    positions: ['defender'],
    level: 'intermediate',
  });
  expect(posted.status, await posted.clone().text()).toBe(201);
  const request = (await body<{ subRequest: SubRequestDto }>(posted)).data.subRequest;
  const offered = await call(player, 'POST', `/api/marketplace/subs/${request.id}/offers`, { note: 'Me' });
  expect(offered.status, await offered.clone().text()).toBe(201);
  const offer = (await body<{ offer: SubOfferDto }>(offered)).data.offer;
  const accepted = await call(
    captain,
    'POST',
    `/api/marketplace/subs/${request.id}/offers/${offer.id}/accept`,
  );
  expect(accepted.status, await accepted.clone().text()).toBe(200);
  return { request, offer, eventId };
}

/** The game took place `daysAgo` days ago (the event and the request's copy of its time). */
async function kickedOff(request: SubRequestDto, daysAgo: number) {
  const startsAt = new Date(Date.now() - daysAgo * DAY);
  await sql(app, 'update team_event set starts_at = $2 where id = $1', [request.eventId, startsAt]);
  await sql(app, `update sub_request set starts_at = $2, status = 'closed' where id = $1`, [
    request.id,
    startsAt,
  ]);
}

/** The one game of a new published league of two teams, kicking off `daysAgo` days ago (ahead if < 0). */
async function leagueGame(homeTeamId: string, awayTeamId: string, daysAgo: number) {
  const league = await createLeague(app, coordinator.auth, { name: `Reliability ${crypto.randomUUID()}` });
  leagueIds.push(league.id);
  await registerTeams(app, coordinator.auth, league.id, [homeTeamId, awayTeamId]);
  await generateSchedule(app, coordinator.auth, league.id);
  await publishLeague(app, coordinator.auth, league.id);
  const [game] = await sql<{ id: string }>(
    app,
    'update league_event set starts_at = $2 where league_id = $1 returning id',
    [league.id, new Date(Date.now() - daysAgo * DAY)],
  );
  if (!game) throw new Error('no game scheduled');
  return game.id;
}

/** Members' answers to a league game, for `teamId`. */
const leagueRsvps = (gameId: string, forTeamId: string, memberIds: string[], status = 'yes') =>
  sql(
    app,
    `insert into league_event_rsvp (league_event_id, member_id, team_id, status, updated_at)
     select $1, unnest($2::uuid[]), $3, $4, now()`,
    [gameId, memberIds, forTeamId, status],
  );

const mark = (who: TestMember | undefined, requestId: string, offerId: string, attendance: unknown) =>
  call(who, 'PUT', `/api/marketplace/subs/${requestId}/offers/${offerId}/attendance`, { attendance });

describe('marking attendance', () => {
  it('lets a captain mark an accepted sub played or no-show after kickoff, and change it', async () => {
    const { request, offer } = await acceptedSub();
    const early = await mark(captain, request.id, offer.id, 'played');
    expect(early.status).toBe(400);
    expect(await early.text()).toContain('You can mark who played once the game has started.');
    await kickedOff(request, 1);
    const played = await mark(captain, request.id, offer.id, 'played');
    expect(played.status, await played.clone().text()).toBe(200);
    const reply = (await body<{ offer: SubOfferDto; message: string }>(played)).data;
    expect(reply.message).toBe('Marked as played.');
    expect(reply.offer).toMatchObject({ id: offer.id, status: 'accepted', attendance: 'played' });
    const changed = await mark(captain, request.id, offer.id, 'no_show');
    expect(changed.status).toBe(200);
    expect((await body<{ offer: SubOfferDto; message: string }>(changed)).data).toMatchObject({
      message: 'Marked as a no-show.',
      offer: { attendance: 'no_show', reliability: { noShows: 1 } },
    });
    const view = await body<EventSubRequestDto>(
      await call(captain, 'GET', `/api/marketplace/subs/event/${request.eventId}`),
    );
    expect(view.data.offers.find((o) => o.id === offer.id)?.attendance).toBe('no_show');
    // Each change is a domain event, with the mark it replaced.
    const events = await sql<{ payload: { attendance: string; previous: string | null } }>(
      app,
      `select payload from outbox where event_name = 'marketplace.sub-attendance-marked'
       and payload->>'offerId' = $1 order by occurred_at`,
      [offer.id],
    );
    expect(events.map((e) => [e.payload.previous, e.payload.attendance])).toEqual([
      [null, 'played'],
      ['played', 'no_show'],
    ]);
    await sql(app, 'delete from sub_request where id = $1', [request.id]);
  });

  it('answers who may not, an offer not accepted and bad input with a clear status and message', async () => {
    const { request, offer } = await acceptedSub();
    const pending = (
      await body<{ offer: SubOfferDto }>(
        await call(otherCaptain, 'POST', `/api/marketplace/subs/${request.id}/offers`, { note: '' }),
      )
    ).data.offer;
    await kickedOff(request, 1);
    const statuses: Record<string, number> = {};
    for (const [name, who] of [
      ['anonymous', undefined],
      ['teammate', teammate],
      ['the sub', sub],
      ['other captain', otherCaptain],
      ['captain', captain],
    ] as const)
      statuses[name] = (await mark(who, request.id, offer.id, 'played')).status;
    expect(statuses).toEqual({
      anonymous: 401,
      teammate: 403,
      'the sub': 403,
      'other captain': 403,
      captain: 200,
    });
    const notAccepted = await mark(captain, request.id, pending.id, 'played');
    expect(notAccepted.status).toBe(400);
    expect(await notAccepted.text()).toContain('Only an accepted sub can be marked as played or no-show.');
    const bad = await mark(captain, request.id, offer.id, 'late');
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain('Attendance must be one of played, no_show');
    const unknownOffer = await mark(captain, request.id, crypto.randomUUID(), 'played');
    expect(unknownOffer.status).toBe(404);
    expect(await unknownOffer.text()).toContain('Offer not found.');
    expect((await mark(captain, request.id, 'not-a-uuid', 'played')).status).toBe(404);
    const unknownRequest = await mark(captain, crypto.randomUUID(), offer.id, 'played');
    expect(unknownRequest.status).toBe(404);
    expect(await unknownRequest.text()).toContain('Sub request not found.');
    await sql(app, 'delete from sub_request where id = $1', [request.id]);
  });
});

describe('reliability', () => {
  it('counts the last 12 months of sub games marked and team games RSVP’d yes, on offers and free agents', async () => {
    // The sub's own team: three games RSVP'd yes that took place, one too old, one ahead, one answered no.
    const games = [
      [10, 'yes'],
      [100, 'yes'],
      [200, 'yes'],
      [400, 'yes'],
      [-7, 'yes'],
      [20, 'no'],
    ] as const;
    for (const [daysAgo, status] of games) {
      const eventId = await insertEvent(app, subsOwnTeamId, {
        startsAt: new Date(Date.now() - daysAgo * DAY),
      });
      await insertRsvps(app, eventId, [sub.id], status);
    }
    // Two sub games: one played, one no-show; both with the RSVP yes the events module gives a sub,
    // which must not count a second time.
    const first = await acceptedSub();
    const second = await acceptedSub();
    for (const { eventId } of [first, second])
      await eventually(
        () =>
          sql(app, 'select 1 from team_event_sub where event_id = $1 and member_id = $2', [eventId, sub.id]),
        (rows) => rows.length === 1,
      );
    await kickedOff(first.request, 30);
    await kickedOff(second.request, 60);
    expect((await mark(captain, first.request.id, first.offer.id, 'played')).status).toBe(200);
    expect((await mark(captain, second.request.id, second.offer.id, 'no_show')).status).toBe(200);

    const expected = { played: 4, noShows: 1, percent: 80 };
    // On the offer the sub makes to another captain's request.
    const eventId = await insertEvent(app, otherTeamId);
    const posted = await call(otherCaptain, 'POST', '/api/marketplace/subs', {
      eventId,
      workspaceId: 1,
      needed: 1,
      positions: ['forward'],
      level: 'recreational',
    });
    const request = (await body<{ subRequest: SubRequestDto }>(posted)).data.subRequest;
    await call(sub, 'POST', `/api/marketplace/subs/${request.id}/offers`, { note: 'Fast winger' });
    await call(teammate, 'POST', `/api/marketplace/subs/${request.id}/offers`, { note: '' });
    const view = await body<EventSubRequestDto>(
      await call(otherCaptain, 'GET', `/api/marketplace/subs/event/${eventId}`),
    );
    expect(view.data.offers.map((o) => [o.member.id, o.note, o.reliability])).toEqual([
      [sub.id, 'Fast winger', expected],
      [teammate.id, '', { played: 0, noShows: 0, percent: null }],
    ]);
    // And on the sub's free-agent listing, in the list and on its page.
    const listed = await call(sub, 'POST', '/api/marketplace/free-agents', {
      workspaceId: 1,
      positions: ['forward'],
      level: 'intermediate',
      days: ['monday'],
      times: ['evening'],
      lookingFor: ['team'],
    });
    expect([201, 409]).toContain(listed.status);
    await sql(app, 'update marketplace_free_agent set workspace_id = $2 where member_id = $1', [
      sub.id,
      workspace,
    ]);
    const page = await body<FreeAgentDto[]>(
      await app.request(`/api/marketplace/free-agents?city=${workspace}`),
    );
    expect(page.data.map((agent) => agent.reliability)).toEqual([expected]);
    const one = await body<FreeAgentDto>(
      await app.request(`/api/marketplace/free-agents/${page.data[0]?.id}`),
    );
    expect(one.data.reliability).toEqual(expected);
  });

  it('counts league games RSVP’d yes that took place and were not canceled, and a league sub game once', async () => {
    const player = await createMember(app);
    const playersTeam = await insertTeam(app, { captains: [player.id], name: 'League Regulars' });
    extraTeams.push(playersTeam);
    // The player's own team's league games, each RSVP'd yes: one took place, one was canceled, one is
    // ahead, and one answered no.
    const played = await leagueGame(playersTeam, otherTeamId, 15);
    const canceled = await leagueGame(playersTeam, otherTeamId, 25);
    await sql(app, `update league_event set status = 'canceled' where id = $1`, [canceled]);
    const ahead = await leagueGame(playersTeam, otherTeamId, -7);
    const answeredNo = await leagueGame(playersTeam, otherTeamId, 35);
    for (const gameId of [played, canceled, ahead]) await leagueRsvps(gameId, playersTeam, [player.id]);
    await leagueRsvps(answeredNo, playersTeam, [player.id], 'no');
    // A league game of the captain's team the player joins as a marketplace sub (RSVP yes from leagues),
    // marked played: it counts once, by its mark.
    const subGame = await leagueGame(teamId, otherTeamId, -7);
    const posted = await call(captain, 'POST', '/api/marketplace/subs', {
      eventId: subGame,
      eventKind: 'league_event',
      workspaceId: 1,
      needed: 1,
      positions: ['defender'],
      level: 'intermediate',
    });
    expect(posted.status, await posted.clone().text()).toBe(201);
    const subRequest = (await body<{ subRequest: SubRequestDto }>(posted)).data.subRequest;
    const offered = await call(player, 'POST', `/api/marketplace/subs/${subRequest.id}/offers`, { note: '' });
    expect(offered.status, await offered.clone().text()).toBe(201);
    const offer = (await body<{ offer: SubOfferDto }>(offered)).data.offer;
    const accepted = await call(
      captain,
      'POST',
      `/api/marketplace/subs/${subRequest.id}/offers/${offer.id}/accept`,
    );
    expect(accepted.status, await accepted.clone().text()).toBe(200);
    await eventually(
      () =>
        sql(
          app,
          `select 1 from league_event_sub s join league_event_rsvp r using (league_event_id, member_id)
           where s.league_event_id = $1 and s.member_id = $2 and r.status = 'yes'`,
          [subGame, player.id],
        ),
      (rows) => rows.length === 1,
    );
    const startsAt = new Date(Date.now() - 45 * DAY);
    await sql(app, 'update league_event set starts_at = $2 where id = $1', [subGame, startsAt]);
    await sql(app, `update sub_request set starts_at = $2, status = 'closed' where id = $1`, [
      subRequest.id,
      startsAt,
    ]);
    expect((await mark(captain, subRequest.id, offer.id, 'played')).status).toBe(200);

    // On the offer the player makes to another captain's request.
    const eventId = await insertEvent(app, otherTeamId);
    const request = (
      await body<{ subRequest: SubRequestDto }>(
        await call(otherCaptain, 'POST', '/api/marketplace/subs', {
          eventId,
          workspaceId: 1,
          needed: 1,
          positions: ['forward'],
          level: 'recreational',
        }),
      )
    ).data.subRequest;
    await call(player, 'POST', `/api/marketplace/subs/${request.id}/offers`, { note: '' });
    const view = await body<EventSubRequestDto>(
      await call(otherCaptain, 'GET', `/api/marketplace/subs/event/${eventId}`),
    );
    expect(view.data.offers.find((o) => o.member.id === player.id)?.reliability).toEqual({
      played: 2,
      noShows: 0,
      percent: 100,
    });
  });

  it('reads the same statements for 5 offers or free agents as for 200', async () => {
    const members = await insertMembers(app, 205, 'Reliable');
    bulkMembers.push(...members);
    // Each has a team game and a league game RSVP'd yes and a sub game marked, so every lookup finds rows.
    const past = await insertEvent(app, otherTeamId, { startsAt: new Date(Date.now() - 5 * DAY) });
    await insertRsvps(app, past, members);
    await leagueRsvps(await leagueGame(otherTeamId, teamId, 5), otherTeamId, members);
    const request = async (count: number) => {
      const eventId = await insertEvent(app, otherTeamId);
      const [row] = await sql<{ id: string }>(
        app,
        `insert into sub_request (id, event_id, team_id, team_name, posted_by, organization_id, workspace_id,
           city_name, title, address_name, starts_at, time_zone, game_day, needed, positions, level, note,
           created_at, updated_at)
         values (gen_random_uuid(), $1, $2, 'Fixture FC', $3, 15, 1, 'Austin', 'Game', 'Field',
           now() - interval '1 day', 'America/Chicago', 'monday', 10, '{defender}', 'intermediate', '', now(), now())
         returning id`,
        [eventId, otherTeamId, otherCaptain.id],
      );
      await sql(
        app,
        `insert into sub_offer (id, request_id, member_id, note, status, attendance, created_at)
         select gen_random_uuid(), $1, unnest($2::uuid[]), '', 'accepted', 'played', now()`,
        [row!.id, members.slice(0, count)],
      );
      return eventId;
    };
    const [fewEvent, manyEvent] = [await request(5), await request(200)];
    const fewCity = workspace + 1;
    const manyCity = workspace + 2;
    await sql(
      app,
      `insert into marketplace_free_agent (id, member_id, organization_id, workspace_id, city_name, positions, level,
         days, times, looking_for, about, status, created_at, updated_at)
       select gen_random_uuid(), m, 15, case when ord <= 5 then $2::int else $3::int end, 'Count City', '{forward}',
         'recreational', '{monday}', '{evening}', '{team}', '', 'active', now(), now()
       from unnest($1::uuid[]) with ordinality as u(m, ord)`,
      [members, fewCity, manyCity],
    );
    await eventually(
      () => sql<{ count: string }>(app, 'select count(*) from outbox where published_at is null'),
      (rows) => Number(rows[0]?.count) === 0,
    );
    const statements = async (path: string) =>
      (
        await countWarmQueries(app.runtime.orm, async () => {
          const response = await call(otherCaptain, 'GET', path);
          expect(response.status, await response.clone().text()).toBe(200);
        })
      ).filter((q) => !/\b(outbox|inbox)\b/.test(q));
    const fewOffers = await statements(`/api/marketplace/subs/event/${fewEvent}`);
    expect(await statements(`/api/marketplace/subs/event/${manyEvent}`)).toHaveLength(fewOffers.length);
    const fewAgents = await statements(`/api/marketplace/free-agents?city=${fewCity}`);
    const manyAgents = await statements(`/api/marketplace/free-agents?city=${manyCity}&limit=50`);
    expect(manyAgents).toHaveLength(fewAgents.length);
    // The page, the sub marks, the team games and the league games: four (identity's names are
    // remembered from the first read).
    expect(fewAgents).toHaveLength(4);
    const offers = await body<EventSubRequestDto>(
      await call(otherCaptain, 'GET', `/api/marketplace/subs/event/${manyEvent}`),
    );
    expect(offers.data.offers).toHaveLength(200);
    expect(offers.data.offers[0]?.reliability.percent).toBe(100);
    await sql(app, 'delete from marketplace_free_agent where workspace_id = any($1::int[])', [
      [fewCity, manyCity],
    ]);
  });
});

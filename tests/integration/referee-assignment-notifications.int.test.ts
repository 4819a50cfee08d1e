import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventTimeZoneOf, formatEventDate } from '../../src/contracts/events/index.ts';
import type { LeagueEventDto } from '../../src/contracts/leagues/index.ts';
import { NOTIFICATION_PUSHED, type NotificationPush } from '../../src/contracts/notifications/index.ts';
import { insertTeam } from '../support/clubs-factories.ts';
import {
  createMember,
  generousLimits,
  mailText,
  sql,
  type TestMember,
} from '../support/identity-factories.ts';
import {
  createLeague,
  eventually,
  generateSchedule,
  makeStaff,
  OPERATOR_ORG,
  publishLeague,
  registerTeams,
} from '../support/leagues-factories.ts';
import { memberSockets } from '../support/member-sockets.ts';
import { notificationsOf } from '../support/notifications-factories.ts';
import { type MailingTestApp, startTestAppWithMail } from '../support/test-app.ts';

// A referee named on a league game hears it at once: in the bell (pushed live to their open pages) and by
// e-mail with the game, its kick-off in the game's zone, the venue and links to the game and to "My
// games"; the referee taken off a game when the coordinator names another (or none) hears that too.
// Through HTTP, with the workers running.

let app: MailingTestApp;
let coordinator: TestMember;
let rafa: TestMember;
let rhea: TestMember;
let captain: TestMember;
let game: LeagueEventDto;
let playedGame: LeagueEventDto;
const LEAGUE = 'Whistle League';
const { socketOf } = memberSockets(() => app);

beforeAll(async () => {
  app = await startTestAppWithMail({ env: generousLimits });
  coordinator = await createMember(app, { firstName: 'Cora' });
  await makeStaff(app, coordinator.id, 'coordinator');
  rafa = await createMember(app, { firstName: 'Rafa', lastName: 'Ortega' });
  rhea = await createMember(app, { firstName: 'Rhea', lastName: 'Navarro' });
  await makeStaff(app, rafa.id, 'referee');
  await makeStaff(app, rhea.id, 'referee');
  captain = await createMember(app, { firstName: 'Cap' });
  const owls = await insertTeam(app, { captains: [captain.id], name: 'Owls' });
  const hawks = await insertTeam(app, { captains: [(await createMember(app)).id], name: 'Hawks' });
  const league = await createLeague(app, coordinator.auth, { name: LEAGUE });
  const foxes = await insertTeam(app, { captains: [(await createMember(app)).id], name: 'Foxes' });
  await registerTeams(app, coordinator.auth, league.id, [owls, hawks, foxes]);
  const games = (await generateSchedule(app, coordinator.auth, league.id)).games;
  game = games.find((one) => [one.homeTeam.id, one.awayTeam.id].includes(owls))!;
  playedGame = games.find((one) => one.id !== game.id)!;
  await publishLeague(app, coordinator.auth, league.id);
}, 120_000);
afterAll(async () => {
  await app?.stop();
});

const name = () => `${game.homeTeam.name} vs ${game.awayTeam.name}`;
const nameReferee = (refereeId: string | null) =>
  app.request(`/api/league/event/${game.id}`, {
    method: 'PATCH',
    headers: coordinator.auth,
    json: { refereeId },
  });
const bell = async (member: TestMember, type: string) =>
  (await notificationsOf(app, member.id)).filter((row) => row.type === type);
const mailsTo = (member: TestMember, subject: string) =>
  app.smtp.mails.filter((mail) => mail.to.includes(member.email) && mailText(mail).includes(subject));
const changes = async () =>
  (
    await sql<{ n: number }>(
      app,
      `select count(*)::int as n from outbox where event_name = 'leagues.referee-changed' and payload->>'leagueEventId' = $1`,
      [game.id],
    )
  )[0]!.n;

describe('a referee named on a league game', () => {
  it('is told live in the bell and by e-mail with the game, its time in its zone, the venue and links', async () => {
    const socket = await socketOf(rafa);
    const pushed = new Promise<NotificationPush>((resolve) =>
      socket.on(NOTIFICATION_PUSHED, (push: NotificationPush) => {
        if (push.type === 'referee_assigned') resolve(push);
      }),
    );
    expect((await nameReferee(rafa.id)).status).toBe(200);

    const push = await pushed;
    expect(push).toMatchObject({
      type: 'referee_assigned',
      status: 'unread',
      text: `You are the referee of ${name()} (${LEAGUE}).`,
      metaData: {
        event: { id: game.id, kind: 'league_event', dateAndTime: game.dateAndTime },
        league: { name: LEAGUE },
      },
    });
    expect(await bell(rafa, 'referee_assigned')).toHaveLength(1);

    const subject = `You are refereeing ${name()} (${LEAGUE})`;
    const [mail] = await eventually(
      async () => mailsTo(rafa, subject),
      (mails) => mails.length === 1,
    );
    const text = mailText(mail!);
    const timeZone = game.ianaTimezone;
    const when = `${formatEventDate(new Date(game.dateAndTime), timeZone)} (${eventTimeZoneOf(timeZone)?.label ?? timeZone} time)`;
    expect(text).toContain(when);
    expect(text).toContain(game.addressName);
    expect(text).toContain(`/league-event/${game.id}`);
    expect(text).toContain('/referee');
    expect(text).toContain('Content-Type: text/plain');
    expect(text).toContain('Content-Type: text/html');
    // The players are not told: who referees is not news to them.
    expect(await bell(captain, 'referee_assigned')).toEqual([]);
  });

  it('tells the referee taken off when another is named, and nobody when the same one is named again', async () => {
    expect((await nameReferee(rhea.id)).status).toBe(200);
    await eventually(
      async () => [await bell(rhea, 'referee_assigned'), await bell(rafa, 'referee_unassigned')],
      ([named, removed]) => named!.length === 1 && removed!.length === 1,
    );
    expect((await bell(rafa, 'referee_unassigned'))[0]!.text).toBe(
      `You are no longer the referee of ${name()} (${LEAGUE}).`,
    );
    await eventually(
      async () => mailsTo(rafa, `You are no longer refereeing ${name()} (${LEAGUE})`),
      (mails) => mails.length === 1,
    );

    expect((await nameReferee(rhea.id)).status).toBe(200);
    expect(await changes()).toBe(2);

    expect((await nameReferee(null)).status).toBe(200);
    await eventually(
      async () => bell(rhea, 'referee_unassigned'),
      (rows) => rows.length === 1,
    );
    expect(await changes()).toBe(3);
    expect(await bell(rhea, 'referee_assigned')).toHaveLength(1);
  });
});

describe('a referee removed from the staff', () => {
  const refereeOf = async (gameId: string) =>
    (
      await sql<{ referee_id: string | null }>(app, 'select referee_id from league_event where id = $1', [
        gameId,
      ])
    )[0]!.referee_id;

  it('is taken off the games not yet played, told so, and hears nothing more of them', async () => {
    expect((await nameReferee(rafa.id)).status).toBe(200);
    // A game already played keeps its referee, as its cards and report do.
    await sql(
      app,
      `update league_event set referee_id = $1, starts_at = now() - interval '1 day' where id = $2`,
      [rafa.id, playedGame.id],
    );
    const removedBefore = (await bell(rafa, 'referee_unassigned')).length;

    const removed = await app.request(`/api/organization/${OPERATOR_ORG}/staff/${rafa.id}`, {
      method: 'DELETE',
      headers: coordinator.auth,
    });
    expect(removed.status).toBe(200);

    await eventually(
      async () => bell(rafa, 'referee_unassigned'),
      (rows) => rows.length === removedBefore + 1,
    );
    expect(await refereeOf(game.id)).toBeNull();
    expect(await refereeOf(playedGame.id)).toBe(rafa.id);

    // The game moves: its teams hear it, the former referee does not.
    const updatesBefore = (await bell(rafa, 'league_event_updated')).length;
    const moved = await app.request(`/api/league/event/${game.id}`, {
      method: 'PATCH',
      headers: coordinator.auth,
      json: { venue: 'North Field 2' },
    });
    expect(moved.status).toBe(200);
    await eventually(
      async () => bell(captain, 'league_event_updated'),
      (rows) => rows.length > 0,
    );
    expect(await bell(rafa, 'league_event_updated')).toHaveLength(updatesBefore);
  });
});

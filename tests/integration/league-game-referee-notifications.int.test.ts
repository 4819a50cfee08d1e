import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeagueEventDto } from '../../src/contracts/leagues/index.ts';
import { NOTIFICATION_PUSHED, type NotificationPush } from '../../src/contracts/notifications/index.ts';
import { insertTeam } from '../support/clubs-factories.ts';
import { createMember, generousLimits, mailText, type TestMember } from '../support/identity-factories.ts';
import {
  createLeague,
  eventually,
  generateSchedule,
  makeStaff,
  publishLeague,
  registerTeams,
} from '../support/leagues-factories.ts';
import { memberSockets } from '../support/member-sockets.ts';
import { notificationsOf } from '../support/notifications-factories.ts';
import { type MailingTestApp, startTestAppWithMail } from '../support/test-app.ts';

// A league game's referee hears of its move, its cancellation and its deletion as its rosters do: the
// same notification in the bell (pushed live) and one e-mail each, which asks for no RSVP (a referee does
// not answer) and says why they get it. The players' notices are as before. Through HTTP, with the
// workers running.

let app: MailingTestApp;
let coordinator: TestMember;
let rafa: TestMember;
let captain: TestMember;
let player: TestMember;
let games: LeagueEventDto[];
const LEAGUE = 'Whistle Moves League';
const HOUR = 3_600_000;
const REFEREE_NOTE = 'You are receiving this because you are the referee of this game.';
const { socketOf } = memberSockets(() => app);

beforeAll(async () => {
  app = await startTestAppWithMail({ env: generousLimits });
  coordinator = await createMember(app, { firstName: 'Cora' });
  await makeStaff(app, coordinator.id, 'coordinator');
  rafa = await createMember(app, { firstName: 'Rafa', lastName: 'Ortega' });
  await makeStaff(app, rafa.id, 'referee');
  captain = await createMember(app, { firstName: 'Cap' });
  player = await createMember(app, { firstName: 'Pia' });
  const owls = await insertTeam(app, { captains: [captain.id], players: [player.id], name: 'Owls' });
  const others = [];
  for (const name of ['Hawks', 'Crows', 'Doves', 'Larks'])
    others.push(await insertTeam(app, { captains: [(await createMember(app)).id], name }));
  const league = await createLeague(app, coordinator.auth, { name: LEAGUE });
  await registerTeams(app, coordinator.auth, league.id, [owls, ...others]);
  // The Owls' games (four, one against each other team), whose players are told too.
  games = (await generateSchedule(app, coordinator.auth, league.id)).games.filter((game) =>
    [game.homeTeam.name, game.awayTeam.name].includes('Owls'),
  );
  expect(games.length).toBeGreaterThanOrEqual(4);
  await publishLeague(app, coordinator.auth, league.id);
}, 120_000);
afterAll(async () => {
  await app?.stop();
});

const title = (game: LeagueEventDto) => `${game.homeTeam.name} vs ${game.awayTeam.name}`;
const bell = async (member: TestMember, type: string, gameId: string) =>
  (await notificationsOf(app, member.id)).filter(
    (row) => row.type === type && (row.meta_data as { event?: { id: string } }).event?.id === gameId,
  );
// A subject may name more than one game: told apart by the game's id where it matters.
const mailsTo = (member: TestMember, subject: string, containing = '') =>
  app.smtp.mails.filter(
    (mail) =>
      mail.to.includes(member.email) &&
      mailText(mail).includes(subject) &&
      mailText(mail).includes(containing),
  );
const settle = () => new Promise((resolve) => setTimeout(resolve, 1_000));

async function nameReferee(game: LeagueEventDto) {
  const answer = await app.request(`/api/league/event/${game.id}`, {
    method: 'PATCH',
    headers: coordinator.auth,
    json: { refereeId: rafa.id },
  });
  expect(answer.status).toBe(200);
  await eventually(
    () => bell(rafa, 'referee_assigned', game.id),
    (rows) => rows.length === 1,
  );
}

/** The one e-mail `member` got with `subject` (waiting for it), as text of both its parts. */
async function oneMail(member: TestMember, subject: string, containing = ''): Promise<string> {
  const [mail] = await eventually(
    async () => mailsTo(member, subject, containing),
    (mails) => mails.length >= 1,
  );
  return mailText(mail!);
}

function expectRefereeMail(text: string, game: LeagueEventDto, gameLink: boolean) {
  expect(text).toContain('Content-Type: text/plain');
  expect(text).toContain('Content-Type: text/html');
  expect(text).not.toContain('rsvpStatus');
  expect(text).toContain(REFEREE_NOTE);
  expect(text).toContain('/referee');
  expect(text.includes(`/league-event/${game.id}`)).toBe(gameLink);
}

describe('a league game’s referee', () => {
  it('is told of a move live in the bell and by one e-mail without RSVP; the players as before', async () => {
    const game = games[0]!;
    await nameReferee(game);
    // Naming the referee is not news to anybody as a move.
    expect(await bell(rafa, 'league_event_updated', game.id)).toEqual([]);

    const socket = await socketOf(rafa);
    const pushed = new Promise<NotificationPush>((resolve) =>
      socket.on(NOTIFICATION_PUSHED, (push: NotificationPush) => {
        if (push.type === 'league_event_updated') resolve(push);
      }),
    );
    const moved = new Date(new Date(game.dateAndTime!).getTime() + 2 * HOUR).toISOString();
    const answer = await app.request(`/api/league/event/${game.id}`, {
      method: 'PATCH',
      headers: coordinator.auth,
      json: { startsAt: moved },
    });
    expect(answer.status).toBe(200);

    const push = await pushed;
    expect(push).toMatchObject({
      type: 'league_event_updated',
      metaData: { event: { id: game.id, dateAndTime: moved }, league: { name: LEAGUE } },
    });
    const [row] = await bell(rafa, 'league_event_updated', game.id);
    const [playerRow] = await eventually(
      () => bell(player, 'league_event_updated', game.id),
      (rows) => rows.length === 1,
    );
    expect(row!.text).toBe(playerRow!.text);
    expect(row!.text).toContain(title(game));

    const subject = `${LEAGUE}: ${title(game)} has changed`;
    expectRefereeMail(await oneMail(rafa, subject), game, true);
    const playerMail = await oneMail(player, subject, game.id);
    expect(playerMail).toContain(`rsvpStatus=yes&eventId=${game.id}&memberId=${player.id}`);
    expect(playerMail).toContain('on the roster of a team in this league');
    expect(playerMail).not.toContain(REFEREE_NOTE);
    await oneMail(captain, subject);
    await settle();
    for (const member of [rafa, player, captain]) expect(mailsTo(member, subject)).toHaveLength(1);
    expect(await bell(rafa, 'league_event_updated', game.id)).toHaveLength(1);
  });

  it('is told of a cancelled game and of a deleted one, once each, without RSVP', async () => {
    const [canceled, deleted] = [games[1]!, games[2]!];
    await nameReferee(canceled);
    await nameReferee(deleted);

    const cancel = await app.request(`/api/league/event/${canceled.id}/cancel`, {
      method: 'POST',
      headers: coordinator.auth,
    });
    expect(cancel.status).toBe(200);
    const removal = await app.request(`/api/league/event/${deleted.id}`, {
      method: 'DELETE',
      headers: coordinator.auth,
    });
    expect(removal.status).toBe(200);

    const [canceledRow] = await eventually(
      () => bell(rafa, 'league_event_canceled', canceled.id),
      (rows) => rows.length === 1,
    );
    expect(canceledRow!.text).toBe(`${title(canceled)} (${LEAGUE}) is cancelled.`);
    const [deletedRow] = await eventually(
      () => bell(rafa, 'league_event_deleted', deleted.id),
      (rows) => rows.length === 1,
    );
    const [playerDeleted] = await eventually(
      () => bell(player, 'league_event_deleted', deleted.id),
      (rows) => rows.length === 1,
    );
    expect(deletedRow!.text).toBe(playerDeleted!.text);

    const canceledSubject = `${LEAGUE}: ${title(canceled)} is cancelled`;
    const deletedSubject = `${LEAGUE}: ${title(deleted)} is off the schedule`;
    expectRefereeMail(await oneMail(rafa, canceledSubject), canceled, true);
    expectRefereeMail(await oneMail(rafa, deletedSubject), deleted, false);
    for (const subject of [canceledSubject, deletedSubject]) {
      const playerMail = await oneMail(player, subject);
      expect(playerMail).not.toContain(REFEREE_NOTE);
      expect(playerMail).toContain('on the roster of a team in this league');
    }
    await settle();
    for (const subject of [canceledSubject, deletedSubject])
      for (const member of [rafa, player, captain]) expect(mailsTo(member, subject)).toHaveLength(1);
    expect(await bell(player, 'league_event_canceled', canceled.id)).toHaveLength(1);
  });

  it('hears nothing of a game they do not referee', async () => {
    const game = games[3]!;
    const moved = new Date(new Date(game.dateAndTime!).getTime() + HOUR).toISOString();
    const answer = await app.request(`/api/league/event/${game.id}`, {
      method: 'PATCH',
      headers: coordinator.auth,
      json: { startsAt: moved },
    });
    expect(answer.status).toBe(200);
    await eventually(
      () => bell(player, 'league_event_updated', game.id),
      (rows) => rows.length === 1,
    );
    const subject = `${LEAGUE}: ${title(game)} has changed`;
    const before = mailsTo(rafa, subject).length;
    await oneMail(player, subject, game.id);
    await settle();
    expect(await bell(rafa, 'league_event_updated', game.id)).toEqual([]);
    expect(mailsTo(rafa, subject)).toHaveLength(before);
  });
});

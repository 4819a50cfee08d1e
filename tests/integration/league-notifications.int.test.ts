import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CalendarLinkDto } from '../../src/contracts/events/index.ts';
import type { LeagueEventDto } from '../../src/contracts/leagues/index.ts';
import { insertTeam } from '../support/clubs-factories.ts';
import {
  body,
  createMember,
  generousLimits,
  mailText,
  sql,
  type TestMember,
} from '../support/identity-factories.ts';
import {
  createLeague,
  generateSchedule,
  makeStaff,
  publishLeague,
  registerTeams,
} from '../support/leagues-factories.ts';
import { handRunner, notificationsOf } from '../support/notifications-factories.ts';
import { countQueries } from '../support/query-counter.ts';
import { type MailingTestApp, startTestAppWithMail } from '../support/test-app.ts';

// League games reach both rosters in the bell and by e-mail, from the leagues module's events. Here the
// subscribers and the reminder jobs run by hand (worker: false), as the workers would (inbox and all), so
// the test decides when each runs, can run one twice or out of order, and can count its statements.
let app: MailingTestApp;
let runner: ReturnType<typeof handRunner>;
let coordinator: TestMember;
let lionsCaptain: TestMember;
let lion: TestMember;
let tiger: TestMember;
let bear: TestMember;
let leagueId: string;
let games: LeagueEventDto[];

const HOUR = 3_600_000;
const LEAGUE = 'Austin Notice League';

beforeAll(async () => {
  app = await startTestAppWithMail({ env: generousLimits, worker: false });
  runner = handRunner(app);
  coordinator = await createMember(app, { firstName: 'Cora' });
  await makeStaff(app, coordinator.id, 'coordinator');
  lionsCaptain = await createMember(app, { firstName: 'Leo' });
  lion = await createMember(app, { firstName: 'Lina' });
  tiger = await createMember(app, { firstName: 'Tia' });
  bear = await createMember(app, { firstName: 'Bo' });
  const lions = await insertTeam(app, { captains: [lionsCaptain.id], players: [lion.id], name: 'Lions' });
  const tigers = await insertTeam(app, { captains: [tiger.id], name: 'Tigers' });
  const bears = await insertTeam(app, { captains: [bear.id], name: 'Bears' });
  const league = await createLeague(app, coordinator.auth, { name: LEAGUE });
  leagueId = league.id;
  await registerTeams(app, coordinator.auth, leagueId, [lions, tigers, bears]);
  games = (await generateSchedule(app, coordinator.auth, leagueId)).games;
}, 120_000);
afterAll(async () => {
  await app?.stop();
});

const mailsTo = (email: string, subject: string) =>
  app.smtp.mails.filter((mail) => mail.to.includes(email) && mailText(mail).includes(subject));
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));
const ofGame = (gameId: string) => (payload: Record<string, unknown>) => payload.leagueEventId === gameId;
const lionsGame = () => games.find((game) => [game.homeTeam.name, game.awayTeam.name].includes('Lions'))!;
/** Runs a game event's subscribers, named by their verb, on the newest such event of the game. */
async function applyGame(kind: 'updated' | 'canceled' | 'deleted', gameId: string, subscribers: string[]) {
  for (const subscriber of subscribers)
    await runner.apply(`notifications.${subscriber}-${kind}`, `leagues.league-event-${kind}`, ofGame(gameId));
}
const bell = async (member: TestMember, type: string) =>
  (await notificationsOf(app, member.id)).filter((row) => row.type === type);

async function calendarOf(member: TestMember) {
  const link = (
    await body<CalendarLinkDto>(await app.request('/api/member/calendar', { headers: member.auth }))
  ).data;
  const response = await app.request(new URL(link.url).pathname);
  expect(response.status).toBe(200);
  const calendar = new ICAL.Component(ICAL.parse(await response.text()));
  return calendar.getAllSubcomponents('vevent');
}

describe('league game notifications', () => {
  it('tells nobody about a draft’s games; publishing sends one bell row and one schedule e-mail per player', async () => {
    await runner.apply('notifications.notify-rosters-on-league-game-created', 'leagues.league-event-created');
    await runner.apply('notifications.mail-rosters-on-league-game-created', 'leagues.league-event-created');
    expect(await bell(lion, 'league_event_created')).toHaveLength(0);

    await publishLeague(app, coordinator.auth, leagueId);
    // The fan-out to every member of the league's teams is one insert.
    const statements = await countQueries(runner.orm, () =>
      runner.apply('notifications.notify-rosters-on-league-published', 'leagues.league-published'),
    );
    expect(statements.filter((query) => /insert into notification\b/i.test(query))).toHaveLength(1);
    for (const member of [lionsCaptain, lion, tiger, bear]) {
      const rows = await bell(member, 'league_event_created');
      expect(rows).toHaveLength(1);
      expect(rows[0]!.text).toBe(`The ${LEAGUE} season schedule is out. See your games.`);
    }

    await runner.apply('notifications.mail-season-schedule-on-league-published', 'leagues.league-published');
    // Run again, as a worker restarted after mailing would: nobody is mailed twice.
    await runner.apply('notifications.mail-season-schedule-on-league-published', 'leagues.league-published');
    await settle();
    const subject = `Your season schedule: ${LEAGUE}`;
    const lionsGames = games.filter((game) => [game.homeTeam.name, game.awayTeam.name].includes('Lions'));
    for (const member of [lionsCaptain, lion, tiger, bear])
      expect(mailsTo(member.email, subject)).toHaveLength(1);
    const text = mailText(mailsTo(lion.email, subject)[0]!);
    expect(text).toContain('Content-Type: text/plain');
    expect(text).toContain(`your team plays ${lionsGames.length} games`);
    expect(text).toContain('/league-event/');
    // One schedule e-mail, not one per game.
    expect(app.smtp.mails.filter((mail) => mail.to.includes(lion.email))).toHaveLength(1);
  });

  it('tells both rosters of a moved game in the bell and by e-mail with RSVP links, once', async () => {
    const game = lionsGame();
    const moved = new Date(new Date(game.dateAndTime!).getTime() + 2 * HOUR).toISOString();
    const patched = await app.request(`/api/league/event/${game.id}`, {
      method: 'PATCH',
      headers: coordinator.auth,
      json: { startsAt: moved },
    });
    expect(patched.status).toBe(200);
    await runner.apply(
      'notifications.notify-rosters-on-league-game-updated',
      'leagues.league-event-updated',
      ofGame(game.id),
    );
    await runner.apply(
      'notifications.mail-rosters-on-league-game-updated',
      'leagues.league-event-updated',
      ofGame(game.id),
    );
    await runner.apply(
      'notifications.mail-rosters-on-league-game-updated',
      'leagues.league-event-updated',
      ofGame(game.id),
    );
    await settle();

    const other = game.homeTeam.name === 'Lions' ? game.awayTeam.name : game.homeTeam.name;
    const outsider = other === 'Tigers' ? bear : tiger;
    const insider = other === 'Tigers' ? tiger : bear;
    const rows = await bell(lion, 'league_event_updated');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.meta_data).toMatchObject({
      league: { id: leagueId, name: LEAGUE },
      event: { id: game.id, kind: 'league_event', dateAndTime: moved },
    });
    expect(await bell(insider, 'league_event_updated')).toHaveLength(1);
    expect(await bell(outsider, 'league_event_updated')).toHaveLength(0);

    const subject = `${LEAGUE}: ${game.homeTeam.name} vs ${game.awayTeam.name} has changed`;
    expect(mailsTo(lion.email, subject)).toHaveLength(1);
    expect(mailsTo(insider.email, subject)).toHaveLength(1);
    expect(mailsTo(outsider.email, subject)).toHaveLength(0);
    const text = mailText(mailsTo(lion.email, subject)[0]!);
    expect(text).toContain('Content-Type: text/plain');
    expect(text).toContain(`/league-event/${game.id}?rsvpStatus=yes&eventId=${game.id}&memberId=${lion.id}`);
  });

  it('ignores an update delivered after a newer change', async () => {
    const game = lionsGame();
    const first = new Date(new Date(game.dateAndTime!).getTime() + 3 * HOUR).toISOString();
    const second = new Date(new Date(game.dateAndTime!).getTime() + 4 * HOUR).toISOString();
    for (const startsAt of [first, second])
      expect(
        (
          await app.request(`/api/league/event/${game.id}`, {
            method: 'PATCH',
            headers: coordinator.auth,
            json: { startsAt },
          })
        ).status,
      ).toBe(200);
    const before = (await bell(lion, 'league_event_updated')).length;
    // The older change arrives last: it is stale and tells nobody a time that no longer holds.
    await runner.apply(
      'notifications.notify-rosters-on-league-game-updated',
      'leagues.league-event-updated',
      (payload) => payload.leagueEventId === game.id && payload.startsAt === first,
    );
    expect((await bell(lion, 'league_event_updated')).length).toBe(before);
    await runner.apply(
      'notifications.notify-rosters-on-league-game-updated',
      'leagues.league-event-updated',
      (payload) => payload.leagueEventId === game.id && payload.startsAt === second,
    );
    const rows = await bell(lion, 'league_event_updated');
    expect(rows).toHaveLength(before + 1);
    expect((rows.at(-1)!.meta_data as { event: { dateAndTime: string } }).event.dateAndTime).toBe(second);
  });

  it('sends the 72-hour reminder to who has not answered and the 24-hour one to both rosters', async () => {
    await runner.apply('notifications.schedule-reminders-on-league-published', 'leagues.league-published');
    const game = games.find(
      (candidate) =>
        candidate.id !== lionsGame().id &&
        [candidate.homeTeam.name, candidate.awayTeam.name].includes('Lions'),
    )!;
    const early = await runner.scheduler.find(`reminder_${game.id}_PRE_THREE_DAYS`);
    const dayBefore = await runner.scheduler.find(`reminder_${game.id}_PRE_ONE_DAY`);
    expect(early?.name).toBe('notifications.send-league-reminder');
    const kickoff = new Date(game.dateAndTime!).getTime();
    expect(early!.runAt.getTime()).toBe(kickoff - 72 * HOUR);
    expect(dayBefore!.runAt.getTime()).toBe(kickoff - 24 * HOUR);

    const answered = await app.request(`/api/league-common/event-page/${game.id}/rsvp`, {
      method: 'POST',
      headers: lion.auth,
      json: { status: 'yes' },
    });
    expect(answered.status).toBe(200);
    await runner.runJob('notifications.send-league-reminder', early!.data);
    await runner.runJob('notifications.send-league-reminder', early!.data);
    await settle();
    const reminded = async (member: TestMember) =>
      (await bell(member, 'next_match_reminder')).filter(
        (row) => (row.meta_data as { event: { id: string } }).event.id === game.id,
      );
    expect(await reminded(lion)).toHaveLength(0);
    expect(await reminded(lionsCaptain)).toHaveLength(1);
    const waiting = `${LEAGUE}: Your manager's waiting-are you in or out?`;
    expect(mailsTo(lionsCaptain.email, waiting)).toHaveLength(1);
    expect(mailText(mailsTo(lionsCaptain.email, waiting)[0]!)).toContain(
      `/league-event/${game.id}?rsvpStatus=yes&eventId=${game.id}&memberId=${lionsCaptain.id}`,
    );

    await runner.runJob('notifications.send-league-reminder', dayBefore!.data);
    await settle();
    expect(await reminded(lion)).toHaveLength(1);
    expect(mailsTo(lion.email, `${LEAGUE}: 24 hrs to kickoff!`)).toHaveLength(1);
    expect(mailText(mailsTo(lion.email, `${LEAGUE}: 24 hrs to kickoff!`)[0]!)).toContain(
      `${game.homeTeam.name} vs ${game.awayTeam.name} in ${LEAGUE} is tomorrow.`,
    );

    // Time moves on past kickoff (the game is put an hour in the past, planned for then): nothing is sent.
    const past = new Date(Date.now() - HOUR);
    past.setUTCMilliseconds(0);
    await sql(app, 'update league_event set starts_at = $2 where id = $1', [game.id, past]);
    const before = (await reminded(lionsCaptain)).length;
    await runner.runJob('notifications.send-league-reminder', {
      ...(dayBefore!.data as Record<string, unknown>),
      startsAt: past.toISOString(),
    });
    expect(await reminded(lionsCaptain)).toHaveLength(before);
    // Back to its kick-off for the tests after this one.
    await sql(app, 'update league_event set starts_at = $2 where id = $1', [game.id, new Date(kickoff)]);
  });

  it('tells both rosters of a cancelled and of a deleted game, and drops their reminders', async () => {
    const [canceledGame, deletedGame] = games.filter(
      (game) => game.id !== lionsGame().id && [game.homeTeam.name, game.awayTeam.name].includes('Tigers'),
    );
    expect(
      (
        await app.request(`/api/league/event/${canceledGame!.id}/cancel`, {
          method: 'POST',
          headers: coordinator.auth,
        })
      ).status,
    ).toBe(200);
    await applyGame('canceled', canceledGame!.id, [
      'notify-rosters-on-league-game',
      'mail-rosters-on-league-game',
      'cancel-reminders-on-league-game',
    ]);
    expect(await runner.scheduler.find(`reminder_${canceledGame!.id}_PRE_ONE_DAY`)).toBeUndefined();
    expect((await bell(tiger, 'league_event_canceled')).map((row) => row.text)).toEqual([
      `${canceledGame!.homeTeam.name} vs ${canceledGame!.awayTeam.name} (${LEAGUE}) is cancelled.`,
    ]);

    expect(
      (
        await app.request(`/api/league/event/${deletedGame!.id}`, {
          method: 'DELETE',
          headers: coordinator.auth,
        })
      ).status,
    ).toBe(200);
    await applyGame('deleted', deletedGame!.id, [
      'notify-rosters-on-league-game',
      'mail-rosters-on-league-game',
    ]);
    await settle();
    const deleted = await bell(tiger, 'league_event_deleted');
    expect(deleted).toHaveLength(1);
    expect(deleted[0]!.meta_data).toMatchObject({ league: { id: leagueId }, event: { id: deletedGame!.id } });
    const subject = `${LEAGUE}: ${deletedGame!.homeTeam.name} vs ${deletedGame!.awayTeam.name} is off the schedule`;
    expect(mailsTo(tiger.email, subject)).toHaveLength(1);
    expect(mailText(mailsTo(tiger.email, subject)[0]!)).not.toContain('rsvpStatus');

    // The calendar keeps the cancelled game, marked cancelled with a higher SEQUENCE; the deleted one is gone.
    const entries = await calendarOf(tiger);
    const canceledEntry = entries.find(
      (entry) => entry.getFirstPropertyValue('uid') === `${canceledGame!.id}@playfield`,
    );
    expect(canceledEntry?.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(Number(canceledEntry?.getFirstPropertyValue('sequence'))).toBe(1);
    expect(
      entries.some((entry) => entry.getFirstPropertyValue('uid') === `${deletedGame!.id}@playfield`),
    ).toBe(false);
  });

  it('lists a player’s league games in their schedule, upcoming and past, without cancelled ones', async () => {
    const list = async (filter: string) =>
      (
        await body<LeagueEventDto[]>(
          await app.request(`/api/member/league-events?filter=${filter}&limit=50`, {
            headers: lionsCaptain.auth,
          }),
        )
      ).data;
    const [upcoming, past] = [await list('future'), await list('past')];
    const canceled = await sql<{ id: string }>(app, `select id from league_event where status = 'canceled'`);
    for (const { id } of canceled) expect([...upcoming, ...past].some((game) => game.id === id)).toBe(false);
    expect(upcoming.length).toBeGreaterThan(0);
    for (const game of upcoming) expect(new Date(game.dateAndTime!).getTime()).toBeGreaterThan(Date.now());
    for (const game of past) expect(new Date(game.dateAndTime!).getTime()).toBeLessThanOrEqual(Date.now());
    const times = upcoming.map((game) => new Date(game.dateAndTime!).getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
    // A game whose time has come moves from the upcoming list to the past one.
    await sql(app, `update league_event set starts_at = now() - interval '2 hours' where id = $1`, [
      upcoming[0]!.id,
    ]);
    expect((await list('past')).map((game) => game.id)).toContain(upcoming[0]!.id);
    expect((await list('future')).map((game) => game.id)).not.toContain(upcoming[0]!.id);
  });

  it('puts a player’s league games in their calendar feed, in the game’s zone', async () => {
    const entries = await calendarOf(bear);
    const standing = new Set(
      (await sql<{ id: string }>(app, 'select id from league_event where league_id = $1', [leagueId])).map(
        (row) => row.id,
      ),
    );
    const bearsGames = games.filter(
      (game) => standing.has(game.id) && [game.homeTeam.name, game.awayTeam.name].includes('Bears'),
    );
    expect(bearsGames.length).toBeGreaterThan(0);
    const uids = entries.map((entry) => entry.getFirstPropertyValue('uid'));
    for (const game of bearsGames) expect(uids).toContain(`${game.id}@playfield`);
    const first = entries.find(
      (entry) => entry.getFirstPropertyValue('uid') === `${bearsGames[0]!.id}@playfield`,
    )!;
    expect(String(first.getFirstPropertyValue('summary'))).toContain(`${LEAGUE}: `);
    expect(first.getFirstProperty('dtstart')?.getParameter('tzid')).toBe(bearsGames[0]!.ianaTimezone);
    expect(String(first.getFirstPropertyValue('url'))).toContain(`/league-event/${bearsGames[0]!.id}`);
  });

  it('tells a published league’s schedule made again once per player, not once per new game', async () => {
    const mailsBefore = app.smtp.mails.filter((mail) => mail.to.includes(bear.email)).length;
    const renewed = await generateSchedule(app, coordinator.auth, leagueId, { replace: true });
    expect(renewed.games.length).toBeGreaterThan(0);
    // Each new game alone tells nobody: it is part of the schedule.
    await runner.apply(
      'notifications.notify-rosters-on-league-game-created',
      'leagues.league-event-created',
      (payload) => payload.leagueEventId === renewed.games[0]!.id,
    );
    await runner.apply(
      'notifications.mail-rosters-on-league-game-created',
      'leagues.league-event-created',
      (payload) => payload.leagueEventId === renewed.games[0]!.id,
    );
    expect(await bell(bear, 'league_event_created')).toHaveLength(1);
    await runner.apply(
      'notifications.notify-rosters-on-league-schedule-generated',
      'leagues.schedule-generated',
    );
    await runner.apply(
      'notifications.mail-season-schedule-on-league-schedule-generated',
      'leagues.schedule-generated',
    );
    await settle();
    const rows = await bell(bear, 'league_event_created');
    expect(rows.map((row) => row.text)).toEqual([
      `The ${LEAGUE} season schedule is out. See your games.`,
      `The ${LEAGUE} season schedule has changed. See your games.`,
    ]);
    const mails = app.smtp.mails.filter((mail) => mail.to.includes(bear.email)).slice(mailsBefore);
    expect(mails).toHaveLength(1);
    expect(mailText(mails[0]!)).toContain('has changed and replaces the one sent before');
  });
});

import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../src/composition/demo-seed.ts';
import type { MemberTeamsDto, RosterEntryDto } from '../../src/contracts/clubs/index.ts';
import type {
  LeagueDto,
  LeagueLeaderboardDto,
  LeagueScheduleDto,
  MemberOrganizationWorkspacesDto,
  PlayoffBracketDto,
  StandingsDto,
} from '../../src/contracts/leagues/index.ts';
import type { NotificationPage } from '../../src/contracts/notifications/index.ts';
import type { MemberWaiverDto } from '../../src/contracts/waivers/index.ts';
import { type FileStorage, STORAGE_TOKENS } from '../../src/platform/storage/index.ts';
import { body, generousLimits, signIn, sql } from '../support/identity-factories.ts';
import { handRunner } from '../support/notifications-factories.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

let app: TestApp;
let logins: Array<{ email: string; password: string; role: string }> = [];
const demoLogin = (email: string) => logins.find((login) => login.email === email)!;
const storage = () => app.runtime.container.get<FileStorage>(STORAGE_TOKENS.FileStorage);
beforeAll(async () => {
  app = await startTestApp({ worker: false, env: generousLimits });
});
afterAll(async () => {
  await app?.stop();
  await rm(`${app.config.DATA_DIR}/uploads`, { recursive: true, force: true });
});

describe('demo data seed', () => {
  it('is not seeded on a database given by DATABASE_URL', async () => {
    expect(await sql(app, 'select count(*)::int as n from team')).toEqual([{ n: 0 }]);
  });

  it('seeds teams with verified, complete members whose printed logins work, once', async () => {
    const first = await seedDemoData(app.runtime.orm, storage());
    expect(first.seeded).toBe(true);
    expect(first.leagueSeeded).toBe(true);
    logins = first.logins;
    const second = await seedDemoData(app.runtime.orm, storage());
    expect(second.seeded).toBe(false);
    expect(second.logins).toEqual(first.logins);
    expect(await sql(app, 'select count(*)::int as n from team')).toEqual([{ n: 4 }]);
    expect(await sql(app, 'select count(*)::int as n from member where not email_verified')).toEqual([
      { n: 0 },
    ]);

    const maya = first.logins[0]!;
    const session = await signIn(app, maya.email, maya.password);
    const me = await body<{ registrationComplete: boolean }>(
      await app.request('/api/member/me', { headers: session.auth }),
    );
    expect(me.data.registrationComplete).toBe(true);
    const teams = await body<MemberTeamsDto>(
      await app.request('/api/member/teams', { headers: session.auth }),
    );
    expect(teams.data.teams).toEqual([
      expect.objectContaining({ name: 'Austin Armadillos', abbreviation: 'ATX', isCaptain: true }),
    ]);
    const roster = await body<RosterEntryDto[]>(
      await app.request(`/api/team/${teams.data.teams[0]!.id}/roster`, { headers: session.auth }),
    );
    expect(roster.data).toHaveLength(9);
    expect(roster.data.filter((entry) => entry.isCaptain)).toHaveLength(2);

    const priya = first.logins.find((login) => login.email.startsWith('priya'))!;
    const priyaSession = await signIn(app, priya.email, priya.password);
    const clubs = await body<MemberTeamsDto>(
      await app.request('/api/member/teams', { headers: priyaSession.auth }),
    );
    expect(clubs.data.pickupGroups).toEqual([
      expect.objectContaining({ name: 'Zilker Sunday Pickup', isAdmin: true }),
    ]);
    const group = clubs.data.pickupGroups[0]!;
    expect((await app.request(group.badge!)).status).toBe(200);
    const members = await sql(
      app,
      'select count(*)::int as n from pickup_group_member where pickup_group_id = $1',
      [group.id],
    );
    expect(members).toEqual([{ n: 7 }]);
  });

  it('gives the demo teams upcoming games with RSVPs and played ones with scores, stats and MVP votes', async () => {
    const games = await sql<{ team: string; upcoming: number; played: number; scored: number }>(
      app,
      `select t.name as team,
              count(*) filter (where e.starts_at > now())::int as upcoming,
              count(*) filter (where e.starts_at <= now())::int as played,
              count(*) filter (where e.starts_at <= now() and e.team_score is not null)::int as scored
       from team_event e join team t on t.id = e.team_id group by t.name order by t.name`,
    );
    expect(games).toEqual([
      { team: 'Austin Armadillos', upcoming: 2, played: 2, scored: 2 },
      { team: 'Eastside Eagles', upcoming: 1, played: 2, scored: 2 },
      { team: 'Zilker Zebras', upcoming: 1, played: 2, scored: 2 },
    ]);
    // attendingCount agrees with the RSVP rows; upcoming games have answers.
    expect(
      await sql(
        app,
        `select e.id from team_event e where e.attending_count <>
           (select count(*) from team_event_rsvp r where r.event_id = e.id and r.status = 'yes')
         or (e.starts_at > now() and e.attending_count = 0)`,
      ),
    ).toEqual([]);
    const [{ votes, stats }] = (await sql<{ votes: number; stats: number }>(
      app,
      `select (select count(*)::int from team_event_mvp_vote) as votes,
              (select count(*)::int from team_event_game_stats) as stats`,
    )) as [{ votes: number; stats: number }];
    expect(votes).toBeGreaterThan(10);
    expect(stats).toBeGreaterThan(10);
    // Demo games mail nobody; the seed records its events like the use cases do.
    expect(
      await sql(app, `select count(*)::int as n from outbox where event_name = 'events.event-created'`),
    ).toEqual([{ n: 10 }]);

    const again = await seedDemoData(app.runtime.orm, storage());
    expect(again.gamesSeeded).toBe(false);
    expect(await sql(app, 'select count(*)::int as n from team_event')).toEqual([{ n: 10 }]);

    const luis = (await seedDemoData(app.runtime.orm, storage())).logins.find((login) =>
      login.email.startsWith('luis'),
    )!;
    const session = await signIn(app, luis.email, luis.password);
    const teams = await body<MemberTeamsDto>(
      await app.request('/api/member/teams', { headers: session.auth }),
    );
    const armadillos = teams.data.teams.find((team) => team.name === 'Austin Armadillos')!;
    const boards = await body<Record<string, Array<{ firstName: string; value: number }>>>(
      await app.request(`/api/team/${armadillos.id}/leaderboards?type=all`, { headers: session.auth }),
    );
    expect(boards.data.goals?.[0]).toMatchObject({ firstName: 'Luis', value: 2 });
    expect(boards.data.gamesPlayed?.length).toBeGreaterThan(5);
    const me = await body<{ id: string }>(await app.request('/api/member/me', { headers: session.auth }));
    const card = await body<{ stats: { games: number; goals: number; potm: number } | null }>(
      await app.request(`/api/member/${me.data.id}`, { headers: session.auth }),
    );
    // Luis played two Armadillos games and one Eagles game: 3 games, 3 goals, 1 player of the match.
    expect(card.data.stats).toMatchObject({ games: 3, goals: 3, potm: 1 });
    const upcoming = await body<Array<{ title: string }>>(
      await app.request('/api/member/events?filter=future', { headers: session.auth }),
    );
    expect(upcoming.data.length).toBeGreaterThanOrEqual(3);
  });

  it('seeds a published Austin league of four teams with a schedule, confirmed results and its coordinator', async () => {
    const olivia = demoLogin('olivia.grant@example.com');
    expect(olivia.role).toMatch(/coordinator/);
    const session = await signIn(app, olivia.email, olivia.password);
    const staff = await body<MemberOrganizationWorkspacesDto[]>(
      await app.request('/api/member/organizations-workspaces', { headers: session.auth }),
    );
    expect(staff.data).toEqual([
      expect.objectContaining({ organization: expect.objectContaining({ id: 15 }), role: 'coordinator' }),
    ]);

    const [row] = await sql<{ id: string }>(app, `select id from league where name = 'Austin Rec 7x7'`);
    const league = await body<LeagueDto>(await app.request(`/api/league-common/${row!.id}`));
    expect(league.data).toMatchObject({ status: 'published', workspaceId: 1, organizationId: 15 });
    const schedule = await body<LeagueScheduleDto>(
      await app.request(`/api/league-common/${row!.id}/schedule`),
    );
    expect(schedule.data.games).toHaveLength(6);
    const standings = await body<StandingsDto>(await app.request(`/api/league-common/${row!.id}/standings`));
    expect(standings.data.rows.map((team) => team.teamName).sort()).toEqual([
      'Austin Armadillos',
      'Eastside Eagles',
      'Riverside Rovers',
      'Zilker Zebras',
    ]);
    expect(standings.data.rows.reduce((sum, team) => sum + team.played, 0)).toBe(6);
    expect(standings.data.rows[0]!.points).toBeGreaterThanOrEqual(3);
    const goals = await body<LeagueLeaderboardDto>(
      await app.request(`/api/league-common/${row!.id}/leaderboards?statType=goals`),
    );
    expect(goals.data.entries.length).toBeGreaterThan(2);

    const again = await seedDemoData(app.runtime.orm, storage());
    expect(again.leagueSeeded).toBe(false);
    // The published league, the two open for registration (demo-registration.ts) and last fall's
    // finished one with its playoffs (demo-playoffs.ts), each once.
    expect(await sql(app, 'select count(*)::int as n from league')).toEqual([{ n: 4 }]);
    // Olivia, the coordinator, and Rafael, the referee (demo-referees.ts), each once.
    expect(await sql(app, 'select count(*)::int as n from organization_staff')).toEqual([{ n: 2 }]);
  });

  it('puts the demo league’s season schedule in its players’ bells, once', async () => {
    const maya = await signIn(app, 'maya.ortiz@example.com', demoLogin('maya.ortiz@example.com').password);
    const bell = await body<NotificationPage>(await app.request('/api/notification', { headers: maya.auth }));
    const notice = bell.data.results.find((item) => item.type === 'league_event_created');
    expect(notice?.text).toBe('The Austin Rec 7x7 season schedule is out. See your games.');
    expect(notice?.metaData.league?.name).toBe('Austin Rec 7x7');
    await seedDemoData(app.runtime.orm, storage());
    expect(
      await sql(
        app,
        `select count(*)::int as n from notification n join member m on m.id = n.recipient_id
         where n.type = 'league_event_created' and m.email = 'maya.ortiz@example.com'`,
      ),
    ).toEqual([{ n: 1 }]);
  });

  it("publishes organization 15's waiver, signed by Luis and outstanding for Jordan, as Maya their captain sees", async () => {
    const maya = await signIn(app, 'maya.ortiz@example.com', demoLogin('maya.ortiz@example.com').password);
    const idOf = async (email: string) =>
      (await sql<{ id: string }>(app, 'select id from member where email = $1', [email]))[0]!.id;
    const waiversOf = async (email: string) =>
      (
        await body<MemberWaiverDto[]>(
          await app.request(`/api/team/members/${await idOf(email)}/waivers`, { headers: maya.auth }),
        )
      ).data;
    const [luis] = await waiversOf('luis.hernandez@example.com');
    expect(luis).toMatchObject({
      organization: { id: 15 },
      latestOrgWaiver: { waiverVersion: '2026.1', name: 'Playfield Leagues player waiver' },
      signedMemberWaiver: { status: 'agreed', waiverVersion: '2026.1' },
      outstanding: false,
    });
    const [jordan] = await waiversOf('jordan.blake@example.com');
    expect(jordan).toMatchObject({ signedMemberWaiver: null, outstanding: true });
    await seedDemoData(app.runtime.orm, storage());
    expect(await sql(app, 'select count(*)::int as n from organization_waiver')).toEqual([{ n: 1 }]);
    expect(await sql(app, 'select count(*)::int as n from member_waiver')).toEqual([{ n: 1 }]);
  });

  it("seeds last fall's finished league: every game played, the top four's bracket with a shoot-out, and its champion", async () => {
    const [fall] = await sql<{ id: string }>(app, `select id from league where name = 'Austin Fall 7x7'`);
    const bracket = (
      await body<PlayoffBracketDto>(await app.request(`/api/league-common/${fall!.id}/playoffs`))
    ).data;
    expect(bracket.seasonEnded).toBe(true);
    expect(bracket.rounds.map((round) => [round.name, round.matches.length])).toEqual([
      ['Semi-final', 2],
      ['Final', 1],
    ]);
    const final = bracket.rounds[1]!.matches[0]!;
    expect(final).toMatchObject({ homeScore: 3, awayScore: 2, winnerTeamId: final.home.team!.id });
    expect(bracket.champion).toEqual(final.home.team);
    const semi = bracket.rounds[0]!.matches[1]!;
    expect(semi).toMatchObject({ homeScore: 1, awayScore: 1, shootoutWinnerTeamId: semi.away.team!.id });
    const schedule = (
      await body<LeagueScheduleDto>(await app.request(`/api/league-common/${fall!.id}/schedule`))
    ).data.games;
    expect(schedule.map((game) => game.roundName).filter(Boolean)).toEqual([
      'Semi-final',
      'Semi-final',
      'Final',
    ]);
    expect(schedule.every((game) => game.reportStatus === 'published')).toBe(true);
  });

  it('adds the league to demo data seeded before leagues existed, once', async () => {
    await sql(app, 'delete from league');
    const result = await seedDemoData(app.runtime.orm, storage());
    expect(result).toMatchObject({ seeded: false, leagueSeeded: true });
    expect(await sql(app, 'select count(*)::int as n from team')).toEqual([{ n: 4 }]);
    expect(
      await sql(
        app,
        `select count(*)::int as n from league_event e join league l on l.id = e.league_id
         where l.name = 'Austin Rec 7x7' and e.report_status = 'published' and e.home_score is not null`,
      ),
    ).toEqual([{ n: 3 }]);
  });

  it('adds the games to demo data seeded before games existed, once', async () => {
    await sql(app, 'delete from team_event');
    const result = await seedDemoData(app.runtime.orm, storage());
    expect(result).toMatchObject({ seeded: false, gamesSeeded: true });
    expect(await sql(app, 'select count(*)::int as n from team_event')).toEqual([{ n: 10 }]);
  });

  it('seeds the marketplace’s free agents and posts in Austin and Denver, once', async () => {
    // The seed ran twice above: still one set.
    const names = async (path: string) =>
      (
        await body<Array<{ title?: string; member?: { firstName: string } }>>(await app.request(path))
      ).data.map((item) => item.title ?? item.member?.firstName);
    expect(await names('/api/marketplace/free-agents?city=1')).toEqual(
      expect.arrayContaining(['Kenji', 'Hannah']),
    );
    expect(await names('/api/marketplace/free-agents?city=2')).toEqual(['Rosa']);
    expect(await names('/api/marketplace/posts?city=1')).toEqual([
      'Zilker Zebras need two defenders',
      'Size 10 turf shoes, worn twice',
    ]);
    expect(await names('/api/marketplace/posts?city=2')).toEqual(['Half a field on Thursday 8 PM']);
  });

  it('lists one open sub request in Austin: the Armadillos need a defender for their next game', async () => {
    // The seed ran twice above: still one request.
    const subs = (
      await body<Array<{ id: string; team: { name: string }; positions: string[]; status: string }>>(
        await app.request('/api/marketplace/subs?city=1&limit=50'),
      )
    ).data.filter((request) => request.team.name === 'Austin Armadillos');
    expect(subs).toHaveLength(1);
    expect(subs[0]).toMatchObject({ positions: ['defender'], status: 'open' });
    // Two Eastside Eagles offered (Kenji and Tariq), each with a note and a reliability from their games:
    // Kenji played one (his "no" to the other is no no-show), on his offer and on his free-agent card.
    const offers = await sql<{ note: string }>(
      app,
      'select note from sub_offer where request_id = $1 order by note',
      [subs[0]!.id],
    );
    expect(offers.map((offer) => offer.note)).toEqual([
      'Can play defender or wing.',
      'Free agent, happy at centre-back.',
    ]);
    const kenji = demoLogin('kenji.sato@example.com');
    const session = await signIn(app, kenji.email, kenji.password);
    const mine = await body<{ note: string; reliability: unknown }>(
      await app.request(`/api/marketplace/subs/${subs[0]!.id}/my-offer`, { headers: session.auth }),
    );
    const reliability = { played: 1, noShows: 0, percent: 100 };
    expect(mine.data).toMatchObject({ note: 'Free agent, happy at centre-back.', reliability });
    const agents = await body<Array<{ member: { firstName: string }; reliability: unknown }>>(
      await app.request('/api/marketplace/free-agents?city=1&limit=50'),
    );
    expect(agents.data.find((agent) => agent.member.firstName === 'Kenji')?.reliability).toEqual(reliability);
  });

  it('gives Kenji a sub alert in Austin that the Armadillos’ request reaches', async () => {
    const kenji = demoLogin('kenji.sato@example.com');
    const session = await signIn(app, kenji.email, kenji.password);
    const alert = await body<{ workspaceId: number; positions: string[]; days: string[]; email: boolean }>(
      await app.request('/api/marketplace/sub-alert', { headers: session.auth }),
    );
    expect(alert.data).toMatchObject({ workspaceId: 1, positions: ['defender', 'midfielder'], email: true });
    expect(alert.data.days).toHaveLength(7);
    const runner = handRunner(app);
    await runner.apply('marketplace.match-sub-alerts', 'marketplace.sub-request-posted');
    const [matched] = await sql<{ recipients: Array<{ memberId: string; email: boolean }> }>(
      app,
      `select payload->'recipients' as recipients from outbox where event_name = 'marketplace.sub-alerts-matched'`,
    );
    const [kenjiRow] = await sql<{ id: string }>(app, 'select id from member where email = $1', [
      kenji.email,
    ]);
    expect(matched?.recipients).toEqual([{ memberId: kenjiRow!.id, email: true }]);
  });
});

// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { eventFixture, eventId, eventPageServer, me as teamMember } from '../features/events/event-fixtures';
import {
  coordinatorStaffFixture,
  homeId,
  leagueFixture,
  leagueId,
} from '../features/leagues/league-fixtures';
import {
  cities,
  freeAgentFixture,
  listingFixture,
  page as marketplacePage,
  postFixture,
} from '../features/marketplace/marketplace-fixtures';
import {
  detailsFixture,
  gameFixture,
  gamePageServer,
  groupFixture,
  gameId as pickupGameId,
  page as pickupPage,
  waitlistEntry,
} from '../features/pickup/pickup-fixtures';
import { memberFixture, mockServer, renderApp, rightsFixture } from '../test-support/render-app';

// README, "Wording": buttons (and links drawn as buttons) are in capitals, with the spec's words;
// page titles are in sentence case. Checked on the screens that exist, signed out and signed in.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** Buttons drawn by ui/button (their CSS module class), not the small controls inside fields. */
function actionLabels(): string[] {
  return [...document.querySelectorAll<HTMLElement>('[class*="_button_"]')]
    .map((element) => element.textContent?.trim() ?? '')
    .filter((label) => label !== '');
}

function pageTitle(): string {
  return screen.getAllByRole('heading', { level: 1 })[0]?.textContent ?? '';
}

const isCapitals = (label: string) => label === label.toUpperCase();
const isSentenceCase = (title: string) => title !== title.toUpperCase() && /^[A-Z0-9]/.test(title);

describe('one casing rule', () => {
  it.each(['/', '/login', '/create-account', '/reset-password', '/ts?showReturn=true', '/privacy'])(
    '%s: buttons in capitals, the page title in sentence case',
    async (path) => {
      mockServer({ 'GET /api/auth/providers': [] });
      renderApp(path);
      await screen.findAllByRole('heading', { level: 1 });
      expect(actionLabels().filter((label) => !isCapitals(label))).toEqual([]);
      expect(isSentenceCase(pageTitle())).toBe(true);
    },
  );

  it('the signed-in home: MY PROFILE, SETTINGS, CREATE TEAM, CREATE PICKUP GROUP and FIND A LEAGUE', async () => {
    localStorage.setItem('authenticated', 'true');
    mockServer({
      'GET /api/member/me': memberFixture(),
      'GET /api/member/teams': { teams: [], pickupGroups: [] },
      'GET /api/member/organizations-workspaces': [],
    });
    renderApp('/');
    expect(await screen.findByRole('link', { name: 'FIND A LEAGUE' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'MY PROFILE' })).toBeTruthy();
    expect(actionLabels().filter((label) => !isCapitals(label))).toEqual([]);
    expect(isSentenceCase(pageTitle())).toBe(true);
  });

  it('the profile settings too, DEACTIVATE ACCOUNT included', async () => {
    localStorage.setItem('authenticated', 'true');
    mockServer({ 'GET /api/member/me': memberFixture(), 'GET /api/auth/providers': [] });
    renderApp('/settings/general');
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit profile' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'DEACTIVATE ACCOUNT' })).toBeTruthy();
    expect(actionLabels().filter((label) => !isCapitals(label))).toEqual([]);
  });

  it('the schedule: ADD EVENT, UPCOMING, PAST and LOAD MORE in capitals, the title in sentence case', async () => {
    localStorage.setItem('authenticated', 'true');
    mockServer({
      ...eventPageServer({}, true),
      'GET /api/member/events': {
        status: 200,
        body: { status: 'success', data: [eventFixture()], hasNext: true, page: 1, limit: 10 },
      },
      'GET /api/member/league-events': {
        status: 200,
        body: { status: 'success', data: [], hasNext: false, page: 1, limit: 10 },
      },
    });
    renderApp('/events');
    expect(await screen.findByRole('heading', { level: 1, name: 'Schedule' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'ADD EVENT' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'LOAD MORE' })).toBeTruthy();
    expect(actionLabels().filter((label) => !isCapitals(label))).toEqual([]);
    expect(isSentenceCase(pageTitle())).toBe(true);
  });

  it('a team event for its captain: EDIT EVENT, DELETE EVENT, the RSVP and score buttons in capitals', async () => {
    localStorage.setItem('authenticated', 'true');
    mockServer(
      eventPageServer(
        {
          'GET /api/member/me': teamMember,
          [`GET /api/event/${eventId}`]: eventFixture({ isPast: true }),
          [`GET /api/event/${eventId}/game-stats`]: { eventId, stats: [] },
        },
        true,
      ),
    );
    renderApp(`/team-event/${eventId}`);
    expect(await screen.findByRole('button', { name: 'DELETE EVENT' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'ADD SCORE' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'POST COMMENT' })).toBeTruthy();
    expect(actionLabels().filter((label) => !isCapitals(label))).toEqual([]);
  });

  it('a pickup game for its admin: EDIT GAME, CANCEL GAME, JOIN WAITLIST and the rest in capitals', async () => {
    localStorage.setItem('authenticated', 'true');
    const admin = { isSignedIn: true, isMember: true, isAdmin: true, isBlocked: false };
    mockServer(
      gamePageServer(gameFixture({ viewer: admin, spotsLeft: 0, waitlistCount: 1 }), {
        [`GET /api/pickup-common/pickup/${pickupGameId}/waitlist`]: pickupPage([
          waitlistEntry('w-1', 'Ngozi', 1),
        ]),
      }),
    );
    renderApp(`/pickup-event/${pickupGameId}`);
    expect(await screen.findByRole('button', { name: 'CANCEL GAME' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'JOIN WAITLIST' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'POST COMMENT' })).toBeTruthy();
    expect(actionLabels().filter((label) => !isCapitals(label))).toEqual([]);
  });

  it('the pickup group form, both steps: NEXT: ADD AVATAR, then BACK beside ADD BANNER and CREATE: PICKUP GROUP', async () => {
    localStorage.setItem('authenticated', 'true');
    mockServer({
      'GET /api/member/me': memberFixture(),
      'GET /api/member/teams': { teams: [], pickupGroups: [] },
    });
    renderApp('/settings/general');
    fireEvent.click(await screen.findByRole('button', { name: /^Clubs:/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'CREATE PICKUP GROUP' }));
    const form = await screen.findByRole('form', { name: 'Create pickup group' });
    const next = await within(form).findByRole('button', { name: 'NEXT: ADD AVATAR' });
    expect(actionLabels().filter((label) => !isCapitals(label))).toEqual([]);

    fireEvent.change(within(form).getByLabelText('Group name'), { target: { value: 'Zilker Sunday' } });
    fireEvent.change(within(form).getByLabelText(/^Acronym/), { target: { value: 'ZS' } });
    fireEvent.change(within(form).getByLabelText('Established'), { target: { value: '2021' } });
    fireEvent.change(within(form).getByLabelText('Location'), { target: { value: 'Austin, TX' } });
    fireEvent.change(within(form).getByLabelText('Timezone'), { target: { value: 'US/Central' } });
    fireEvent.click(next);
    expect(await within(form).findByRole('button', { name: 'CREATE: PICKUP GROUP' })).toBeTruthy();
    expect(within(form).getByRole('button', { name: 'BACK' })).toBeTruthy();
    expect(within(form).getByText('ADD BANNER')).toBeTruthy();
    expect(actionLabels().filter((label) => !isCapitals(label))).toEqual([]);
  });

  it('the pickup group form for its admin: SAVE CHANGES and DEACTIVATE GROUP', async () => {
    localStorage.setItem('authenticated', 'true');
    mockServer({
      'GET /api/member/me': memberFixture(),
      'GET /api/member/teams': { teams: [], pickupGroups: [] },
      'GET /api/pickup-common/group/g-1': groupFixture({ id: 'g-1' }),
      'GET /api/pickup-common/group/g-1/members': {
        status: 200,
        body: { status: 'success', data: [], hasNext: false },
      },
      'POST /api/permission': rightsFixture('pickupGroup', { isAdmin: true, isOwner: true }),
    });
    renderApp('/pickup-group/g-1');
    fireEvent.click(await screen.findByRole('button', { name: 'EDIT GROUP' }));
    const form = await screen.findByRole('form', { name: 'Edit pickup group' });
    expect(await within(form).findByRole('button', { name: 'SAVE CHANGES' })).toBeTruthy();
    expect(within(form).getByRole('button', { name: 'DEACTIVATE GROUP' })).toBeTruthy();
    expect(actionLabels().filter((label) => !isCapitals(label))).toEqual([]);
  });

  it('registration complete: the title in sentence case, VIEW THE GAME in capitals', async () => {
    localStorage.setItem('authenticated', 'true');
    mockServer({
      'GET /api/member/me': teamMember,
      'GET /api/pickup/registration-details/cs_test_1': detailsFixture(),
    });
    renderApp(`/pickup-event/${pickupGameId}/registration-complete?session_id=cs_test_1`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Registration complete' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'VIEW THE GAME' })).toBeTruthy();
    expect(actionLabels().filter((label) => !isCapitals(label))).toEqual([]);
    expect(isSentenceCase(pageTitle())).toBe(true);
  });

  it('the organizer console: NEW LEAGUE, CREATE LEAGUE, ADD VENUE in capitals, the title in sentence case', async () => {
    localStorage.setItem('authenticated', 'true');
    mockServer({
      'GET /api/member/me': teamMember,
      'GET /api/member/organizations-workspaces': [
        {
          organization: { id: 15, name: 'City Soccer League', logo: null },
          role: 'coordinator',
          roleLabel: 'Coordinator',
          workspaces: [
            { id: 1, organizationId: 15, name: 'Austin', urlPath: 'austin', timeZone: 'America/Chicago' },
          ],
        },
      ],
      'GET /api/organization-common/15/leagues?orgWorkspaceId=1': [],
    });
    renderApp('/organizer');
    expect(await screen.findByRole('heading', { level: 1, name: 'Organizer console' })).toBeTruthy();
    (await screen.findByRole('button', { name: 'NEW LEAGUE' })).click();
    expect(await screen.findByRole('button', { name: 'CREATE LEAGUE' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ADD VENUE' })).toBeTruthy();
    expect(actionLabels().filter((label) => !isCapitals(label))).toEqual([]);
    expect(isSentenceCase(pageTitle())).toBe(true);
  });

  it('a league page: its tabs in capitals', async () => {
    mockServer({ [`GET /api/league-common/${leagueId}`]: leagueFixture() });
    renderApp(`/league/${leagueId}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Austin Spring 7s' })).toBeTruthy();
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent ?? '');
    expect(tabs.filter((label) => !isCapitals(label))).toEqual([]);
    expect(isSentenceCase(pageTitle())).toBe(true);
  });

  describe('the marketplace and league registration', () => {
    const me = memberFixture();
    const lists = {
      'GET /api/organization-common/15/workspaces': cities,
      'GET /api/marketplace/leagues?page=1': marketplacePage([
        listingFixture(),
        listingFixture({ leagueId: 'lg-2', spotsLeft: 0 }),
      ]),
      'GET /api/marketplace/free-agents?page=1': marketplacePage([freeAgentFixture()]),
      'GET /api/marketplace/posts?page=1': marketplacePage([postFixture()]),
      'GET /api/marketplace/free-agents/mine': [],
      'GET /api/member/organizations-workspaces': [],
      'GET /api/member/me': me,
      'GET /api/member/teams': {
        teams: [{ id: 't-1', name: 'Net Gains', abbreviation: 'NG', logo: null, isCaptain: true }],
        pickupGroups: [],
      },
    };
    const checkCasing = () => {
      expect(actionLabels().filter((label) => !isCapitals(label))).toEqual([]);
      expect(isSentenceCase(pageTitle())).toBe(true);
    };

    it.each([
      ['/marketplace', 'Leagues open for registration', 'CLEAR FILTERS'],
      ['/marketplace?tab=free-agents&position=forward', 'Free agents', 'LIST YOURSELF'],
      ['/marketplace?tab=posts&category=gear', 'Posts', 'NEW POST'],
    ])('%s, signed out and signed in: tabs, filters and actions in capitals', async (path, list, action) => {
      mockServer({
        ...lists,
        'GET /api/marketplace/free-agents?position=forward&page=1': marketplacePage([freeAgentFixture()]),
        'GET /api/marketplace/posts?category=gear&page=1': marketplacePage([postFixture()]),
      });
      renderApp(path);
      await screen.findByRole('list', { name: list });
      checkCasing();
      cleanup();
      localStorage.setItem('authenticated', 'true');
      renderApp(path);
      await screen.findByRole('list', { name: list });
      if (action !== 'CLEAR FILTERS') await screen.findByRole('button', { name: action });
      checkCasing();
    });

    it('a league open for registration, for a captain: REGISTER NET GAINS and LEARN MORE ABOUT THIS LEAGUE in capitals', async () => {
      localStorage.setItem('authenticated', 'true');
      mockServer({ ...lists, 'GET /api/marketplace/leagues/lg-1': listingFixture() });
      renderApp('/marketplace/league/lg-1');
      expect(await screen.findByRole('button', { name: 'REGISTER NET GAINS' })).toBeTruthy();
      checkCasing();
    });

    it('a free agent and a post, for their author and for someone else', async () => {
      localStorage.setItem('authenticated', 'true');
      const mine = { id: me.memberId, firstName: 'Ada', lastName: 'Lovelace', avatar: null };
      mockServer({
        ...lists,
        'GET /api/marketplace/free-agents/fa-1': freeAgentFixture(),
        'GET /api/marketplace/free-agents/fa-2': freeAgentFixture({ id: 'fa-2', member: mine }),
        'GET /api/marketplace/posts/post-1': postFixture(),
        'GET /api/marketplace/posts/post-2': postFixture({ id: 'post-2', author: mine }),
      });
      const { router } = renderApp('/marketplace/free-agent/fa-1');
      expect(await screen.findByRole('button', { name: 'MESSAGE' })).toBeTruthy();
      checkCasing();
      await router.navigate('/marketplace/free-agent/fa-2');
      fireEvent.click(await screen.findByRole('button', { name: 'EDIT' }));
      await screen.findByRole('dialog');
      expect(actionLabels().filter((label) => !isCapitals(label))).toEqual([]);
      cleanup();
      const post = renderApp('/marketplace/post/post-1');
      expect(await screen.findByRole('button', { name: 'REPORT' })).toBeTruthy();
      checkCasing();
      await post.router.navigate('/marketplace/post/post-2');
      fireEvent.click(await screen.findByRole('button', { name: 'EDIT' }));
      await screen.findByRole('dialog');
      expect(actionLabels().filter((label) => !isCapitals(label))).toEqual([]);
    });

    it("the organizer console's registrations: APPROVE, DECLINE, PLACE ON A TEAM, EXPORT CSV and the form in capitals", async () => {
      localStorage.setItem('authenticated', 'true');
      const registration = {
        id: '5a1c0000-0000-4000-8000-00000000e001',
        leagueId,
        kind: 'team',
        teamId: homeId,
        memberId: '5a1c0000-0000-4000-8000-00000000f001',
        status: 'registered',
        paymentStatus: 'paid',
        amount: { amountCents: 60000, currency: 'USD' },
        holdExpiresAt: null,
        approvedAt: null,
        createdAt: '2027-01-06T15:00:00.000Z',
      };
      mockServer({
        'GET /api/member/me': me,
        'GET /api/member/organizations-workspaces': coordinatorStaffFixture,
        'GET /api/organization-common/15/leagues?orgWorkspaceId=1': [leagueFixture({ status: 'draft' })],
        [`GET /api/league-common/${leagueId}/teams`]: [
          { teamId: homeId, name: 'Rovers', abbreviation: 'ROV', logo: null },
        ],
        [`GET /api/league-common/${leagueId}/registration`]: {
          leagueId,
          organizationId: 15,
          state: 'open',
          opensAt: '2027-01-05T00:00:00.000Z',
          closesAt: '2027-02-21T00:00:00.000Z',
          maxTeams: 8,
          teamFee: { amountCents: 60000, currency: 'USD' },
          freeAgentFee: { amountCents: 0, currency: 'USD' },
          refundCutoff: '2027-02-14T00:00:00.000Z',
          gender: 'coed',
          level: 'recreational',
          learnMoreUrl: null,
          teamsRegistered: 1,
          teamsHeld: 0,
          waitlistCount: 0,
          spotsLeft: 7,
          isOpen: true,
        },
        [`GET /api/league/${leagueId}/registrations`]: [
          registration,
          {
            ...registration,
            id: '5a1c0000-0000-4000-8000-00000000e003',
            kind: 'free_agent',
            teamId: null,
            amount: null,
            paymentStatus: 'free',
          },
        ],
      });
      renderApp(`/organizer?league=${leagueId}`);
      expect(await screen.findByRole('link', { name: 'EXPORT CSV' })).toBeTruthy();
      expect(await screen.findByRole('button', { name: 'CLOSE REGISTRATION' })).toBeTruthy();
      await screen.findByRole('table', { name: 'Registrations' });
      expect(actionLabels()).toEqual(expect.arrayContaining(['APPROVE', 'DECLINE', 'PLACE ON A TEAM']));
      checkCasing();
      fireEvent.click(screen.getByRole('button', { name: 'EDIT REGISTRATION' }));
      await screen.findByLabelText('Registration opens');
      checkCasing();
    });

    it('the free agent registration success page', async () => {
      localStorage.setItem('authenticated', 'true');
      mockServer({ ...lists, 'GET /api/marketplace/leagues/lg-1': listingFixture() });
      renderApp('/marketplace/free-agent/registration-success?leagueId=lg-1');
      await screen.findAllByRole('heading', { level: 1 });
      checkCasing();
    });
  });
});

// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LeagueFeedItemDto } from '../../../../../src/contracts/leagues/index.ts';
import { failure, memberFixture, mockServer, renderApp, signedIn } from '../../../test-support/render-app';
import { awayId, coordinatorStaffFixture, gameId, homeId, leagueFixture, leagueId } from '../league-fixtures';
import { pictureProblem } from './feed-composer';

await import('../league-page');

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const feedPath = `GET /api/league-common/${leagueId}/feed?page=1`;

function itemFixture(overrides: Partial<LeagueFeedItemDto> = {}): LeagueFeedItemDto {
  return {
    id: '5a1c0000-0000-4000-8000-00000000f001',
    kind: 'post',
    leagueId,
    leagueName: 'Austin Spring 7s',
    workspaceId: 1,
    text: 'Opening night!',
    leagueEventId: null,
    homeTeam: null,
    awayTeam: null,
    homeScore: null,
    awayScore: null,
    startsAt: null,
    venue: null,
    images: [],
    author: { id: '7d1f6c2e-0000-4000-8000-000000000009', name: 'Cora Ordinator' },
    clapCount: 0,
    hasClapped: false,
    createdAt: '2027-03-02T01:00:00.000Z',
    ...overrides,
  };
}

const result = itemFixture({
  id: '5a1c0000-0000-4000-8000-00000000f002',
  kind: 'result',
  text: 'Red Lions 2–1 Blue Herons',
  leagueEventId: gameId,
  homeTeam: { id: homeId, name: 'Red Lions' },
  awayTeam: { id: awayId, name: 'Blue Herons' },
  homeScore: 2,
  awayScore: 1,
  author: null,
  clapCount: 3,
});

const page = (data: LeagueFeedItemDto[], hasNext = false) => ({
  status: 200,
  body: { status: 'success', data, hasNext, page: 1, limit: 20 },
});

describe('the league feed tab', () => {
  it('is the default tab and shows results, schedule changes and posts with their pictures', async () => {
    mockServer({
      [`GET /api/league-common/${leagueId}`]: leagueFixture(),
      [feedPath]: page([
        itemFixture({
          images: [{ id: '5a1c0000-0000-4000-8000-00000000e001', kind: 'KICKOFF', url: '/uploads/k.png' }],
        }),
        itemFixture({
          id: '5a1c0000-0000-4000-8000-00000000f003',
          kind: 'game_moved',
          text: 'Red Lions vs Blue Herons moved to Tue, Mar 9, 7:00 PM at North field',
          author: null,
        }),
        result,
      ]),
    });
    renderApp(`/league/${leagueId}`);
    const feed = await screen.findByRole('list', { name: 'League feed' });
    const items = within(feed).getAllByRole('article');
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual([
      'Organizer',
      'Schedule change',
      'Final score',
    ]);
    expect(within(items[0]!).getByText('Cora Ordinator')).toBeTruthy();
    expect(within(items[0]!).getByRole('img').getAttribute('src')).toBe('/uploads/k.png');
    expect(within(items[0]!).getByText('Kick-off')).toBeTruthy();
    expect(within(items[2]!).getByRole('link').getAttribute('href')).toBe(`/league-event/${gameId}`);
    expect(items[2]!.textContent).toContain('2 – 1');
    // Signed out: the count, no clap button, no composer.
    expect(within(items[2]!).getByText('👏 3 claps')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Clap/ })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Post to the feed' })).toBeNull();
  });

  it('says so when the feed is empty, and offers a retry when it fails', async () => {
    mockServer({ [`GET /api/league-common/${leagueId}`]: leagueFixture(), [feedPath]: page([]) });
    renderApp(`/league/${leagueId}`);
    expect(
      await screen.findByText('No news yet. Results, schedule changes and posts will show here.'),
    ).toBeTruthy();
    cleanup();
    mockServer({ [`GET /api/league-common/${leagueId}`]: leagueFixture(), [feedPath]: failure(500) });
    renderApp(`/league/${leagueId}`);
    expect(await screen.findByText('Something went wrong. Try again later.')).toBeTruthy();
  });

  it('claps at once, and takes the clap back when the server refuses', async () => {
    signedIn();
    let answer: unknown = {
      targetId: result.id,
      targetType: 'league_feed_item',
      clapCount: 4,
      hasClapped: true,
    };
    const server = mockServer({
      'GET /api/member/me': memberFixture(),
      'GET /api/member/organizations-workspaces': [],
      [`GET /api/league-common/${leagueId}`]: leagueFixture(),
      [feedPath]: page([result]),
      'POST /api/interaction/': () => answer,
    });
    renderApp(`/league/${leagueId}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Clap (3 claps)' }));
    expect(await screen.findByRole('button', { name: 'Unclap (4 claps)' })).toBeTruthy();
    expect(server.callsTo('POST', '/api/interaction/')[0]!.body).toEqual({
      action: 'clap',
      targetId: result.id,
      targetType: 'league_feed_item',
    });
    answer = failure(404, 'Feed item not found.');
    fireEvent.click(screen.getByRole('button', { name: 'Unclap (4 claps)' }));
    expect(await screen.findByText('Feed item not found.')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Unclap (4 claps)' })).toBeTruthy();
  });

  it('lets the league’s coordinators post text, and checks pictures before sending them', async () => {
    signedIn();
    const server = mockServer({
      'GET /api/member/me': memberFixture(),
      'GET /api/member/organizations-workspaces': coordinatorStaffFixture,
      [`GET /api/league-common/${leagueId}`]: leagueFixture(),
      [feedPath]: page([]),
      [`POST /api/league-common/${leagueId}/posts`]: {
        status: 201,
        body: { status: 'success', data: { item: itemFixture(), message: 'Successfully posted.' } },
      },
    });
    renderApp(`/league/${leagueId}`);
    const form = await screen.findByRole('form', { name: 'Post to the feed' });
    fireEvent.click(within(form).getByRole('button', { name: 'POST' }));
    expect(await within(form).findByText('Write something or add an image')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('Post to the league'), { target: { value: ' Week 1! ' } });
    fireEvent.click(within(form).getByRole('button', { name: 'POST' }));
    await waitFor(() =>
      expect(server.callsTo('POST', `/api/league-common/${leagueId}/posts`)).toHaveLength(1),
    );
    expect(server.callsTo('POST', `/api/league-common/${leagueId}/posts`)[0]!.body).toEqual({
      text: 'Week 1!',
      mediaIds: [],
    });
    expect(await screen.findByText('Successfully posted.')).toBeTruthy();
  });
});

describe('pictures for a post', () => {
  it('takes PNG, GIF or JPEG up to 5 MB, with the spec’s messages', () => {
    expect(pictureProblem({ type: 'image/png', size: 5_000_000 })).toBeNull();
    expect(pictureProblem({ type: 'image/svg+xml', size: 10 })).toBe(
      'Please choose a PNG, GIF or JPEG image',
    );
    expect(pictureProblem({ type: 'image/jpeg', size: 5_000_001 })).toBe(
      'Please choose a file with size < 5MB',
    );
  });
});

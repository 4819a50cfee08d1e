// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockServer, renderApp, rightsFixture, signedIn } from '../../test-support/render-app';
import { gameFixture, groupFixture, groupId, me, page, paidGame } from './pickup-fixtures';

// The pages load lazily; loaded up front, the first test waits for the screen, not for a transform.
await Promise.all([import('../clubs/pickup-group-page')]);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const group = groupFixture();
const events = (filter: string, pageNumber = 1) =>
  `GET /api/pickup-common/group/${groupId}/events?filter=${filter}&page=${pageNumber}&limit=20`;
const server = (extra: Record<string, unknown>) => ({
  'GET /api/member/me': me,
  [`GET /api/pickup-common/group/${groupId}`]: group,
  'POST /api/permission': rightsFixture('pickupGroup'),
  [`GET /api/pickup-common/group/${groupId}/members`]: {
    status: 200,
    body: { status: 'success', data: [], hasNext: false, page: 1, limit: 10 },
  },
  ...extra,
});

describe('the group page’s games', () => {
  it('lists upcoming games with price, spots left and the viewer’s place', async () => {
    signedIn();
    mockServer(
      server({
        [events('upcoming')]: page([
          gameFixture({
            id: 1,
            title: 'Free kick-about',
            price: { amountCents: 0, currency: 'USD' },
            priceLabel: 'Free',
            isRegistered: true,
          }),
          paidGame({ id: 2, title: 'Thursday 7v7', spotsLeft: 0, waitlistPosition: 2 }),
          gameFixture({ id: 3, title: 'Sunday pickup', priceLabel: '' }),
          gameFixture({ id: 4, title: 'Rained out', isCancelled: true }),
        ]),
      }),
    );
    renderApp(`/pickup-group/${groupId}`);
    const list = await screen.findByRole('list', { name: 'Upcoming games' });
    const cards = within(list).getAllByRole('link');
    expect(cards.map((card) => card.getAttribute('href'))).toEqual([
      '/pickup-event/1',
      '/pickup-event/2',
      '/pickup-event/3',
      '/pickup-event/4',
    ]);
    expect(cards[0]?.textContent).toContain('Free');
    expect(cards[0]?.textContent).toContain('11 of 14 spots left');
    expect(cards[0]?.textContent).toContain('Registered');
    expect(cards[0]?.textContent).toContain('Thursday / March 18 / 07:30 PM CDT');
    expect(cards[1]?.textContent).toContain('$8');
    expect(cards[1]?.textContent).toContain('Full');
    expect(cards[1]?.textContent).toContain('Waitlist #2');
    expect(cards[2]?.textContent).toContain('No Set Price');
    expect(cards[3]?.textContent).toContain('Cancelled');
  });

  it('switches to past games and pages with LOAD MORE', async () => {
    signedIn();
    mockServer(
      server({
        [events('upcoming')]: page([]),
        [events('past')]: page([gameFixture({ id: 9, title: 'Last week', isPast: true })], true),
        [events('past', 2)]: page([gameFixture({ id: 8, title: 'Two weeks ago', isPast: true })], false, 2),
      }),
    );
    renderApp(`/pickup-group/${groupId}`);
    expect(await screen.findByText('No upcoming games.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'PAST' }));
    expect(await screen.findByText('Last week')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'LOAD MORE' }));
    });
    expect(await screen.findByText('Two weeks ago')).toBeTruthy();
  });
});

// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure, mockServer, renderApp, signedIn, success } from '../../test-support/render-app';
import {
  gameFixture,
  gameId,
  gamePageServer,
  me,
  page,
  paidGame,
  rosterEntry,
  waitlistEntry,
} from './pickup-fixtures';

// The pages load lazily; loaded up front, the first test waits for the screen, not for a transform.
await Promise.all([import('./pickup-event-page'), import('./pickup-game-form')]);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
  localStorage.clear();
});

const path = `/pickup-event/${gameId}`;
const api = (rest: string) => `/api/pickup/${gameId}${rest}`;

describe('the pickup game page', () => {
  it('shows the game: title, kick-off in the group’s zone, address, price and spots', async () => {
    signedIn();
    mockServer(gamePageServer(gameFixture()));
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Thursday night 7v7' })).toBeTruthy();
    expect(screen.getByText('Thursday / March 18 / 07:30 PM CDT')).toBeTruthy();
    expect(screen.getByText('Zilker Park Field 3')).toBeTruthy();
    const facts = screen.getByRole('list', { name: 'Game facts' });
    expect(facts.textContent).toContain('No Set Price');
    expect(facts.textContent).toContain('11 of 14 spots left');
    expect(screen.getByRole('link', { name: 'Zilker Sunday' }).getAttribute('href')).toBe(
      '/pickup-group/9a000000-0000-4000-8000-000000000001',
    );
    const roster = await screen.findByRole('list', { name: 'Registered players' });
    expect(within(roster).getByText('Zoe Lind')).toBeTruthy();
  });

  it('registers for a free game at once, with the server’s message', async () => {
    signedIn();
    const server = mockServer(
      gamePageServer(gameFixture(), {
        [`POST ${api('/register')}`]: success({
          registered: true,
          event: gameFixture({ isRegistered: true, totalReg: 4, spotsLeft: 10 }),
          message: 'You are registered for this game.',
        }),
      }),
    );
    renderApp(path);
    fireEvent.click(await screen.findByRole('button', { name: 'REGISTER' }));
    expect(await screen.findByRole('button', { name: 'LEAVE GAME' })).toBeTruthy();
    expect(screen.getAllByText('You are registered for this game.').length).toBeGreaterThan(0);
    expect(server.callsTo('POST', api('/register'))).toHaveLength(1);
  });

  it('sends a paid game to the checkout page the server returns', async () => {
    signedIn();
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const server = mockServer(
      gamePageServer(paidGame(), {
        'POST /api/pickup/pickup-payment-checkout': success({
          registered: false,
          checkoutUrl: '/api/payments/test-checkout/cs_test_1',
          sessionId: 'cs_test_1',
          expiresAt: '2027-03-01T00:00:00.000Z',
        }),
      }),
    );
    renderApp(path);
    expect(await screen.findByText(/Leave up to 24 hours before kick-off for a refund/)).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'PAY $8' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/api/payments/test-checkout/cs_test_1'));
    expect(server.callsTo('POST', '/api/pickup/pickup-payment-checkout')[0]?.body).toEqual({
      pickupEventId: gameId,
    });
  });

  it('offers the waitlist on a full game, then shows the position', async () => {
    signedIn();
    const full = gameFixture({ spotsLeft: 0, totalReg: 14, waitlistCount: 2 });
    mockServer(
      gamePageServer(full, {
        [`POST ${api('/waitlist/register')}`]: success({
          event: { ...full, waitlistPosition: 3, waitlistCount: 3 },
          message: 'You are number 3 on the waitlist.',
        }),
        [`GET /api/pickup-common/pickup/${gameId}/waitlist`]: page([
          waitlistEntry('w-1', 'Ngozi', 1),
          waitlistEntry('w-2', 'Femi', 2),
        ]),
      }),
    );
    renderApp(path);
    expect(await screen.findByText(/This game is full/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'REGISTER' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'JOIN WAITLIST' }));
    expect(await screen.findByRole('button', { name: 'LEAVE WAITLIST' })).toBeTruthy();
    const status = screen.getByRole('region', { name: 'Your spot' });
    expect(status.textContent).toContain('You are number 3 on the waitlist.');
    expect(screen.getByText('Full')).toBeTruthy();
  });

  it('lets a waiting player leave the waitlist', async () => {
    signedIn();
    const waiting = gameFixture({ spotsLeft: 0, waitlistPosition: 2, waitlistCount: 2 });
    const server = mockServer(
      gamePageServer(waiting, {
        [`POST ${api('/waitlist/leave')}`]: success({
          event: { ...waiting, waitlistPosition: null, waitlistCount: 1 },
          message: 'You left the waitlist.',
        }),
      }),
    );
    renderApp(path);
    fireEvent.click(await screen.findByRole('button', { name: 'LEAVE WAITLIST' }));
    expect(await screen.findByText('You left the waitlist.')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'JOIN WAITLIST' })).toBeTruthy();
    expect(server.callsTo('POST', api('/waitlist/leave'))).toHaveLength(1);
  });

  it('asks before leaving, then says whether the payment is refunded', async () => {
    signedIn();
    const registered = paidGame({ isRegistered: true, canLeaveWithRefund: true });
    mockServer(
      gamePageServer(registered, {
        [`POST ${api('/leave')}`]: success({
          event: { ...registered, isRegistered: false },
          message: 'You left the game. Your payment will be refunded.',
        }),
      }),
    );
    renderApp(path);
    expect(await screen.findByText(/for a refund\.$/)).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'LEAVE GAME' }));
    const dialog = await screen.findByRole('dialog', { name: 'LEAVE GAME' });
    expect(dialog.textContent).toContain('Your payment will be refunded.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'LEAVE GAME' }));
    expect(await screen.findByText('You left the game. Your payment will be refunded.')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'PAY $8' })).toBeTruthy();
  });

  it('holds an offered spot with a countdown and claims it through the checkout', async () => {
    signedIn();
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const expiresAt = new Date(Date.now() + (2 * 3600 + 5) * 1000).toISOString();
    const held = paidGame({
      spotsLeft: 0,
      waitlistPosition: 1,
      hold: {
        expiresAt,
        claimPath: `/api/pickup/${gameId}/hold/claim`,
        releasePath: `/api/pickup/${gameId}/hold/release`,
      },
    });
    const server = mockServer(
      gamePageServer(held, {
        [`POST ${api('/hold/claim')}`]: success({
          registered: false,
          checkoutUrl: 'https://checkout.example/cs_2',
          sessionId: 'cs_2',
          expiresAt,
        }),
      }),
    );
    renderApp(`${path}?claim=1`);
    expect(await screen.findByRole('heading', { name: 'A spot opened up for you!' })).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toMatch(/^2 h 00 min 0[0-5] s$/);
    fireEvent.click(screen.getByRole('button', { name: 'CLAIM YOUR SPOT' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.example/cs_2'));
    expect(server.callsTo('POST', api('/hold/claim'))).toHaveLength(1);
  });

  it('refetches the game when the hold runs out', async () => {
    signedIn();
    const expiresAt = new Date(Date.now() + 1500).toISOString();
    let reads = 0;
    const held = paidGame({
      spotsLeft: 0,
      waitlistPosition: 1,
      hold: { expiresAt, claimPath: '/x', releasePath: '/y' },
    });
    mockServer(
      gamePageServer(held, {
        [`GET /api/pickup-common/pickup/${gameId}`]: () => {
          reads += 1;
          return reads === 1 ? held : { ...held, hold: null, waitlistPosition: 2 };
        },
      }),
    );
    renderApp(`${path}?claim=1`);
    expect(await screen.findByRole('timer')).toBeTruthy();
    expect(
      await screen.findByText('Your hold on this spot has expired.', {}, { timeout: 4000 }),
    ).toBeTruthy();
    expect(screen.getByText(/You are number/).textContent).toContain('2');
  });

  it('tells a claim link without a hold that there is none', async () => {
    signedIn();
    mockServer(
      gamePageServer(
        gameFixture({ viewer: { isSignedIn: true, isMember: true, isAdmin: false, isBlocked: false } }),
      ),
    );
    renderApp(`${path}?claim=1`);
    expect(await screen.findByText('Your hold on this spot has expired.')).toBeTruthy();
  });

  it('asks a visitor to log in, and sends a claim link to the login first', async () => {
    mockServer(
      gamePageServer(
        gameFixture({ viewer: { isSignedIn: false, isMember: false, isAdmin: false, isBlocked: false } }),
      ),
    );
    const { router } = renderApp(path);
    const login = await screen.findByRole('link', { name: 'LOG IN TO REGISTER' });
    expect(login.getAttribute('href')).toBe(`/login?returnTo=${encodeURIComponent(path)}`);
    cleanup();
    const claimed = renderApp(`${path}?claim=1`);
    await vi.waitFor(() => expect(claimed.router.state.location.pathname).toBe('/login'));
    expect(claimed.router.state.location.search).toContain(encodeURIComponent('?claim=1'));
    expect(router).toBeTruthy();
  });

  it('gives the admin EDIT GAME and CANCEL GAME, and cancels after confirming', async () => {
    signedIn();
    const admin = { isSignedIn: true, isMember: true, isAdmin: true, isBlocked: false };
    const game = gameFixture({ viewer: admin });
    const server = mockServer(
      gamePageServer(game, {
        [`POST ${api('/cancel')}`]: success({
          event: { ...game, isCancelled: true },
          message: 'Game cancelled. Paid players are refunded.',
        }),
      }),
    );
    renderApp(path);
    expect(await screen.findByRole('button', { name: 'EDIT GAME' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'CANCEL GAME' }));
    const dialog = await screen.findByRole('dialog', { name: 'CANCEL GAME' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'CANCEL GAME' }));
    expect(await screen.findByText('Game cancelled. Paid players are refunded.')).toBeTruthy();
    expect((await screen.findAllByText('This game has been cancelled.')).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'EDIT GAME' })).toBeNull();
    expect(server.callsTo('POST', api('/cancel'))).toHaveLength(1);
  });

  it('lets the admin remove a player and someone waiting', async () => {
    signedIn();
    const admin = { isSignedIn: true, isMember: true, isAdmin: true, isBlocked: false };
    const game = gameFixture({ viewer: admin, waitlistCount: 1, spotsLeft: 0 });
    const server = mockServer(
      gamePageServer(game, {
        [`GET /api/pickup-common/pickup/${gameId}/roster`]: page([
          rosterEntry(me.id, 'Ada'),
          rosterEntry('p-2', 'Zoe'),
        ]),
        [`GET /api/pickup-common/pickup/${gameId}/waitlist`]: page([waitlistEntry('w-1', 'Ngozi', 1)]),
        [`POST ${api('/member/p-2/remove')}`]: success({ event: game, message: 'Successfully removed.' }),
        [`POST ${api('/waitlist/member/w-1/remove')}`]: success({
          event: game,
          message: 'Successfully removed.',
        }),
      }),
    );
    renderApp(path);
    const roster = await screen.findByRole('list', { name: 'Registered players' });
    expect(within(roster).queryByRole('button', { name: 'Actions for Ada Lind' })).toBeNull();
    fireEvent.click(within(roster).getByRole('button', { name: 'Actions for Zoe Lind' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Remove player' }));
    const dialog = await screen.findByRole('dialog', { name: 'REMOVE PLAYER' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'REMOVE PLAYER' }));
    expect(await screen.findByText('Successfully removed.')).toBeTruthy();
    expect(server.callsTo('POST', api('/member/p-2/remove'))).toHaveLength(1);

    const waiting = await screen.findByRole('list', { name: 'Waitlist' });
    fireEvent.click(within(waiting).getByRole('button', { name: 'Actions for Ngozi Okafor' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Remove player' }));
    const second = await screen.findByRole('dialog', { name: 'REMOVE PLAYER' });
    fireEvent.click(within(second).getByRole('button', { name: 'REMOVE PLAYER' }));
    await vi.waitFor(() =>
      expect(server.callsTo('POST', api('/waitlist/member/w-1/remove'))).toHaveLength(1),
    );
  });

  it('pages the roster by 50 with LOAD MORE', async () => {
    signedIn();
    const first = Array.from({ length: 50 }, (_, index) => rosterEntry(`p-${index}`, `Player${index}`));
    const server = mockServer(
      gamePageServer(gameFixture({ totalReg: 51, capacity: 60, spotsLeft: 9 }), {
        [`GET /api/pickup-common/pickup/${gameId}/roster?page=1&limit=50`]: page(first, true),
        [`GET /api/pickup-common/pickup/${gameId}/roster?page=2&limit=50`]: page(
          [rosterEntry('p-50', 'Last')],
          false,
          2,
        ),
      }),
    );
    renderApp(path);
    const roster = await screen.findByRole('list', { name: 'Registered players' });
    expect(within(roster).getAllByRole('listitem')).toHaveLength(50);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'LOAD MORE' }));
    });
    expect(await screen.findByText('Last Lind')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'LOAD MORE' })).toBeNull();
    expect(server.callsTo('GET', `/api/pickup-common/pickup/${gameId}/roster?page=2&limit=50`)).toHaveLength(
      1,
    );
  });

  it('posts and deletes the viewer’s own comment', async () => {
    signedIn();
    const comment = {
      id: 'c-1',
      eventId: String(gameId),
      memberId: me.id,
      content: 'Who brings the ball?',
      createdAt: '2027-02-01T00:00:00.000Z',
      author: { firstName: 'Ada', lastName: 'Lovelace', avatar: null },
    };
    const server = mockServer(
      gamePageServer(gameFixture(), {
        [`POST ${api('/comments')}`]: success({ comment, message: 'Successfully created.' }),
        [`DELETE ${api('/comments/c-1')}`]: success({ message: 'Successfully deleted.' }),
      }),
    );
    renderApp(path);
    expect(await screen.findByText('No comments yet. Start the conversation.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'POST COMMENT' }));
    expect(await screen.findByText('This field is required')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Add a comment' }), {
      target: { value: 'Who brings the ball?' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'POST COMMENT' }));
    expect(await screen.findByText('Who brings the ball?')).toBeTruthy();
    expect(server.callsTo('POST', api('/comments'))[0]?.body).toEqual({ content: 'Who brings the ball?' });
    fireEvent.click(screen.getByRole('button', { name: 'Comment actions, Ada Lovelace' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Delete comment' }));
    expect(await screen.findByText('Successfully deleted.')).toBeTruthy();
    expect(screen.queryByText('Who brings the ball?')).toBeNull();
  });

  it('says a game that does not exist was not found, without asking for a non-numeric id', async () => {
    signedIn();
    const server = mockServer({
      'GET /api/member/me': me,
      'GET /api/pickup-common/pickup/7': failure(404, 'Pickup game not found.'),
    });
    renderApp('/pickup-event/7');
    expect(await screen.findByText('Pickup game not found.')).toBeTruthy();
    cleanup();
    renderApp('/pickup-event/abc');
    expect(await screen.findByText('Pickup game not found.')).toBeTruthy();
    expect(server.calls.some((call) => call.path.includes('/pickup-common/pickup/abc'))).toBe(false);
  });

  it('shows OFF LIMITS to a blocked member', async () => {
    signedIn();
    mockServer({
      'GET /api/member/me': me,
      [`GET /api/pickup-common/pickup/${gameId}`]: failure(403, 'OFF LIMITS'),
    });
    renderApp(path);
    expect(await screen.findByText('OFF LIMITS')).toBeTruthy();
  });
});

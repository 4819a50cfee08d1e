// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure, mockServer, renderApp, signedIn } from '../../test-support/render-app';
import { detailsFixture, gameId, me } from './pickup-fixtures';

// The pages load lazily; loaded up front, the first test waits for the screen, not for a transform.
await Promise.all([import('./registration-complete-page')]);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const path = (session = 'cs_test_1') => `/pickup-event/${gameId}/registration-complete?session_id=${session}`;
const details = 'GET /api/pickup/registration-details/cs_test_1';

describe('registration complete', () => {
  it('confirms a paid registration and links back to the game', async () => {
    signedIn();
    mockServer({ 'GET /api/member/me': me, [details]: detailsFixture() });
    renderApp(path());
    expect(await screen.findByRole('heading', { level: 1, name: 'Registration complete' })).toBeTruthy();
    expect(screen.getByText("Payment received. You're in!")).toBeTruthy();
    expect(screen.getByText('Thursday night 7v7')).toBeTruthy();
    expect(screen.getByText('Thursday / March 18 / 07:30 PM CDT')).toBeTruthy();
    expect(screen.getByText('$8')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'VIEW THE GAME' }).getAttribute('href')).toBe(
      `/pickup-event/${gameId}`,
    );
  });

  it('waits while the payment is confirmed, then shows the confirmation', async () => {
    signedIn();
    let reads = 0;
    mockServer({
      'GET /api/member/me': me,
      [details]: () => {
        reads += 1;
        return reads === 1
          ? detailsFixture({
              status: 'pending',
              paidAt: null,
              message: 'Payment received. Confirming your spot…',
            })
          : detailsFixture();
      },
    });
    renderApp(path());
    expect(await screen.findByRole('heading', { level: 1, name: 'Confirming your payment' })).toBeTruthy();
    expect(screen.getByText('Payment received. Confirming your spot…')).toBeTruthy();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Registration complete' }, { timeout: 4000 }),
    ).toBeTruthy();
  });

  it('says a payment that came too late was refunded', async () => {
    signedIn();
    mockServer({ 'GET /api/member/me': me, [details]: detailsFixture({ status: 'refunded' }) });
    renderApp(path());
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment refunded' })).toBeTruthy();
    expect(
      screen.getByText('The game filled up before your payment arrived. Your payment has been refunded.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'BACK TO THE GAME' })).toBeTruthy();
  });

  it('says an expired checkout took no payment', async () => {
    signedIn();
    mockServer({ 'GET /api/member/me': me, [details]: detailsFixture({ status: 'expired', paidAt: null }) });
    renderApp(path());
    expect(await screen.findByRole('heading', { level: 1, name: 'Checkout expired' })).toBeTruthy();
    expect(screen.getByText('This checkout has expired. No payment was taken.')).toBeTruthy();
  });

  it('says an unknown checkout was not found, and asks nothing without a session id', async () => {
    signedIn();
    const server = mockServer({
      'GET /api/member/me': me,
      'GET /api/pickup/registration-details/nope': failure(404, 'Checkout not found.'),
    });
    renderApp(path('nope'));
    expect(await screen.findByText('Checkout not found.')).toBeTruthy();
    cleanup();
    renderApp(`/pickup-event/${gameId}/registration-complete`);
    expect(await screen.findByText('Checkout not found.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'BACK TO THE GAME' }).getAttribute('href')).toBe(
      `/pickup-event/${gameId}`,
    );
    expect(server.calls.filter((call) => call.path.includes('registration-details'))).toHaveLength(1);
  });

  it('sends a visitor to log in first', async () => {
    mockServer({});
    const { router } = renderApp(path());
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});

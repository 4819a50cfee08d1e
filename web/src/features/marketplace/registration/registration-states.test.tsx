// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LEAGUE_FULL, REGISTRATION_MESSAGES } from '../../../../../src/contracts/leagues/registration.ts';
import { failure, memberFixture, mockServer, renderApp, signedIn } from '../../../test-support/render-app';
import { listingFixture } from '../marketplace-fixtures';

// The league page's registration actions in the states issue 18 names beyond the waiver and a free
// league (registration-actions.test.tsx): a paid league goes to the checkout, a full one offers its
// waitlist, a captain of several teams picks one, a closed league offers nothing.

await import('../league-listing-page');

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const checkout = 'POST /api/league-common/league-payment-checkout';
const teams = (...names: string[]) => ({
  'GET /api/member/me': memberFixture(),
  'GET /api/member/teams': {
    teams: names.map((name, index) => ({
      id: `t-${index + 1}`,
      name,
      abbreviation: name.slice(0, 2).toUpperCase(),
      logo: null,
      isCaptain: true,
    })),
    pickupGroups: [],
  },
});

describe("the league page's registration states", () => {
  it('sends a paid registration to the checkout the server returns, for the team picked', async () => {
    signedIn();
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const server = mockServer({
      'GET /api/marketplace/leagues/lg-1': listingFixture(),
      ...teams('Net Gains', 'Rovers'),
      [checkout]: {
        registered: false,
        waitlisted: false,
        checkoutUrl: '/api/payments/test-checkout/cs_test_9',
        sessionId: 'cs_test_9',
        message: REGISTRATION_MESSAGES.checkoutOpened,
      },
    });
    renderApp('/marketplace/league/lg-1');
    fireEvent.change(await screen.findByLabelText('Your team'), { target: { value: 't-2' } });
    fireEvent.click(screen.getByRole('button', { name: 'REGISTER A TEAM' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/payments/test-checkout/cs_test_9'));
    expect(server.callsTo('POST', '/api/league-common/league-payment-checkout')[0]?.body).toEqual({
      leagueId: 'lg-1',
      teamId: 't-2',
    });
  });

  it('offers the waitlist of a full league and joins it', async () => {
    signedIn();
    const server = mockServer({
      'GET /api/marketplace/leagues/lg-1': listingFixture(),
      ...teams('Net Gains'),
      [checkout]: (call: { body: unknown }) =>
        (call.body as { waitlist?: boolean }).waitlist
          ? {
              registered: false,
              waitlisted: true,
              checkoutUrl: null,
              message: REGISTRATION_MESSAGES.waitlisted,
            }
          : failure(409, { message: REGISTRATION_MESSAGES.full, code: LEAGUE_FULL }),
    });
    renderApp('/marketplace/league/lg-1');
    fireEvent.click(await screen.findByRole('button', { name: 'REGISTER NET GAINS' }));
    const dialog = await screen.findByRole('dialog', { name: 'LEAGUE FULL' });
    expect(within(dialog).getByText(REGISTRATION_MESSAGES.full)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'JOIN THE WAITLIST' }));
    expect(await screen.findByText(REGISTRATION_MESSAGES.waitlisted)).toBeTruthy();
    expect(
      server.callsTo('POST', '/api/league-common/league-payment-checkout').map((call) => call.body),
    ).toEqual([
      { leagueId: 'lg-1', teamId: 't-1' },
      { leagueId: 'lg-1', teamId: 't-1', waitlist: true },
    ]);
  });

  it('offers nothing to register while registration is not open', async () => {
    signedIn();
    mockServer({
      'GET /api/marketplace/leagues/lg-1': listingFixture({ registrationOpen: false }),
      ...teams('Net Gains'),
    });
    renderApp('/marketplace/league/lg-1');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: /REGISTER/ })).toBeNull();
  });
});

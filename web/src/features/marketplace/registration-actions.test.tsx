// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WAIVER_OUTSTANDING } from '../../../../src/contracts/leagues/registration.ts';
import { failure, memberFixture, mockServer, renderApp, signedIn } from '../../test-support/render-app';
import { listingFixture } from './marketplace-fixtures';

await Promise.all([import('./league-listing-page'), import('./registration-success-page')]);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const listingRoute = { 'GET /api/marketplace/leagues/lg-1': listingFixture() };
const checkout = 'POST /api/league-common/league-payment-checkout';
const captain = {
  'GET /api/member/me': memberFixture(),
  'GET /api/member/teams': {
    teams: [{ id: 't-1', name: 'Net Gains', abbreviation: 'NG', logo: null, isCaptain: true }],
    pickupGroups: [],
  },
};

describe('registering from the league page', () => {
  it('asks a visitor to log in and come back to the same league', async () => {
    mockServer(listingRoute);
    renderApp('/marketplace/league/lg-1');
    const login = await screen.findByRole('link', { name: 'LOG IN TO REGISTER' });
    expect(login.getAttribute('href')).toBe('/login?returnTo=%2Fmarketplace%2Fleague%2Flg-1');
    expect(screen.queryByRole('button', { name: /REGISTER/ })).toBeNull();
  });

  it("registers a captain's team in a free league at once and lands on the success page", async () => {
    signedIn();
    const server = mockServer({
      ...listingRoute,
      ...captain,
      [checkout]: { registered: true, waitlisted: false, checkoutUrl: null, message: 'Registered.' },
    });
    const { router } = renderApp('/marketplace/league/lg-1');
    fireEvent.click(await screen.findByRole('button', { name: 'REGISTER NET GAINS' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your team is registered' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/marketplace/league/registration-success');
    expect(server.callsTo('POST', '/api/league-common/league-payment-checkout')[0]?.body).toEqual({
      leagueId: 'lg-1',
      teamId: 't-1',
    });
  });

  it("opens the organization's waiver when it is outstanding", async () => {
    signedIn();
    mockServer({
      ...listingRoute,
      ...captain,
      [checkout]: failure(409, { message: 'Sign the organization’s waiver first', code: WAIVER_OUTSTANDING }),
      'GET /api/organization-common/15/waiver': {
        id: 'w-1',
        organizationId: 15,
        name: 'Playfield waiver',
        waiverVersion: '2',
        text: 'I play at my own risk.',
        publishedAt: '2026-11-01T00:00:00.000Z',
      },
    });
    renderApp('/marketplace/league/lg-1');
    fireEvent.click(await screen.findByRole('button', { name: 'REGISTER AS A FREE AGENT' }));
    expect(await screen.findByRole('dialog', { name: 'SIGN THE WAIVER' })).toBeTruthy();
    expect(await screen.findByText('I play at my own risk.')).toBeTruthy();
  });
});

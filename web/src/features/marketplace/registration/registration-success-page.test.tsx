// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RegistrationDto } from '../../../../../src/contracts/leagues/registration.ts';
import { failure, memberFixture, mockServer, renderApp, signedIn } from '../../../test-support/render-app';
import { listingFixture } from '../marketplace-fixtures';
import { SUCCESS_MESSAGES } from './registration-success-page';

await import('./registration-success-page');

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const registration = (overrides: Partial<RegistrationDto>): RegistrationDto => ({
  id: 'r-1',
  leagueId: 'lg-1',
  kind: 'team',
  teamId: 't-2',
  memberId: 'm-1',
  status: 'checkout',
  paymentStatus: 'pending',
  amount: { amountCents: 60000, currency: 'USD' },
  holdExpiresAt: '2027-01-06T15:35:00.000Z',
  createdAt: '2027-01-06T15:00:00.000Z',
  ...overrides,
});

function captainOfTwo(replies: { t1?: unknown; t2: unknown | (() => unknown) }) {
  signedIn();
  return mockServer({
    'GET /api/marketplace/leagues/lg-1': listingFixture(),
    'GET /api/member/me': memberFixture(),
    'GET /api/member/teams': {
      teams: [
        { id: 't-1', name: 'Net Gains', abbreviation: 'NG', logo: null, isCaptain: true },
        { id: 't-2', name: 'Rovers', abbreviation: 'ROV', logo: null, isCaptain: true },
        { id: 't-3', name: 'Not Mine', abbreviation: 'NM', logo: null, isCaptain: false },
      ],
      pickupGroups: [],
    },
    'GET /api/league-common/league/lg-1/payments/t-1':
      replies.t1 ?? failure(404, 'No registration for this team in this league.'),
    'GET /api/league-common/league/lg-1/payments/t-2': replies.t2,
  });
}

describe('the registration success pages', () => {
  it('back from the checkout, waits for the payment to be confirmed, then names the team', async () => {
    let asked = 0;
    const server = captainOfTwo({
      t2: () => {
        asked += 1;
        return asked < 2 ? registration({}) : registration({ status: 'registered', paymentStatus: 'paid' });
      },
    });
    renderApp('/marketplace/league/registration-success?leagueId=lg-1&session_id=cs_test_1');
    expect(await screen.findByRole('heading', { level: 1, name: SUCCESS_MESSAGES.confirming })).toBeTruthy();
    expect(screen.getByText(SUCCESS_MESSAGES.confirmingText)).toBeTruthy();
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: SUCCESS_MESSAGES.teamRegistered },
        { timeout: 8000 },
      ),
    ).toBeTruthy();
    expect(screen.getByText('Rovers').parentElement?.textContent).toBe('Rovers is registered and paid.');
    expect(screen.getByText(SUCCESS_MESSAGES.teamNext)).toBeTruthy();
    // Only the teams the member captains are asked.
    expect(server.calls.some((call) => call.path.endsWith('/payments/t-3'))).toBe(false);
  });

  it('says so when the checkout expired instead', async () => {
    captainOfTwo({ t2: registration({ status: 'expired', paymentStatus: 'pending' }) });
    renderApp('/marketplace/league/registration-success?leagueId=lg-1&session_id=cs_test_1');
    expect(await screen.findByText(SUCCESS_MESSAGES.expired)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'BACK TO THE LEAGUE' }).getAttribute('href')).toBe(
      '/marketplace/league/lg-1',
    );
  });

  it('tells a free agent what comes next, and that a paid one is confirmed when it clears', async () => {
    captainOfTwo({ t2: failure(404, 'No registration for this team in this league.') });
    renderApp('/marketplace/free-agent/registration-success?leagueId=lg-1&session_id=cs_test_2');
    expect(
      await screen.findByRole('heading', { level: 1, name: SUCCESS_MESSAGES.freeAgentRegistered }),
    ).toBeTruthy();
    expect(screen.getByText(SUCCESS_MESSAGES.paidFreeAgent)).toBeTruthy();
    expect(screen.getByText(SUCCESS_MESSAGES.freeAgentNext)).toBeTruthy();
  });
});

// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LEAGUE_FULL, type MyRegistrationDto } from '../../../../../src/contracts/leagues/registration.ts';
import {
  failure,
  memberFixture,
  mockServer,
  renderApp,
  signedIn,
  success,
} from '../../../test-support/render-app';
import { listingFixture } from '../marketplace-fixtures';
import { withdrawalRefundNote } from './withdrawal-wording';

await import('../league-listing-page');

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const day = 24 * 3600_000;
const mine = 'GET /api/league-common/league/lg-1/registrations/mine';
const withdraw = '/api/league-common/league/lg-1/registrations/r-1/withdraw';
const registration = (overrides: Partial<MyRegistrationDto> = {}): MyRegistrationDto => ({
  id: 'r-1',
  leagueId: 'lg-1',
  kind: 'team',
  teamId: 't-1',
  memberId: 'm-1',
  status: 'registered',
  paymentStatus: 'paid',
  amount: { amountCents: 60000, currency: 'USD' },
  holdExpiresAt: null,
  createdAt: '2026-11-01T00:00:00.000Z',
  teamName: 'Net Gains',
  waitlistPosition: null,
  refundCutoff: new Date(Date.now() + 10 * day).toISOString(),
  ...overrides,
});
const page = (registrations: MyRegistrationDto[], more: Record<string, unknown> = {}) => {
  signedIn();
  return mockServer({
    'GET /api/marketplace/leagues/lg-1': listingFixture(),
    'GET /api/member/me': memberFixture(),
    'GET /api/member/teams': { teams: [], pickupGroups: [] },
    [mine]: registrations,
    ...more,
  });
};

describe('withdrawing from the league page', () => {
  it('shows a live registration’s state: registered, or its place on the waitlist', async () => {
    page([
      registration(),
      registration({ id: 'r-2', teamName: 'Late FC', status: 'waitlisted', waitlistPosition: 3 }),
    ]);
    renderApp('/marketplace/league/lg-1');
    expect(await screen.findByText('Registered')).toBeTruthy();
    expect(screen.getByText('On the waitlist, #3')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^WITHDRAW / })).toHaveLength(2);
  });

  it('asks first, saying a withdrawal before the cut-off is refunded, then withdraws and says so', async () => {
    const server = page([registration()], {
      [`POST ${withdraw}`]: registration({ status: 'withdrawn', paymentStatus: 'refund_pending' }),
    });
    renderApp('/marketplace/league/lg-1');
    fireEvent.click(await screen.findByRole('button', { name: 'WITHDRAW Net Gains' }));
    const dialog = await screen.findByRole('dialog', { name: 'WITHDRAW' });
    expect(within(dialog).getByText(/You will be refunded \$600/)).toBeTruthy();
    expect(server.callsTo('POST', withdraw)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'WITHDRAW' }));
    expect(await screen.findByText('Withdrawn. Your refund is on its way.')).toBeTruthy();
    expect(server.callsTo('POST', withdraw)).toHaveLength(1);
  });

  it('says a withdrawal after the cut-off is not refunded', async () => {
    page([registration({ refundCutoff: new Date(Date.now() - day).toISOString() })]);
    renderApp('/marketplace/league/lg-1');
    fireEvent.click(await screen.findByRole('button', { name: 'WITHDRAW Net Gains' }));
    const dialog = await screen.findByRole('dialog', { name: 'WITHDRAW' });
    expect(
      within(dialog).getByText(/This will not be refunded: the refund cut-off .* has passed\./),
    ).toBeTruthy();
  });

  it('shows the server’s refusal in the dialog and withdraws nothing', async () => {
    page([registration()], {
      [`POST ${withdraw}`]: failure(409, { message: 'This registration has already ended.' }),
    });
    renderApp('/marketplace/league/lg-1');
    fireEvent.click(await screen.findByRole('button', { name: 'WITHDRAW Net Gains' }));
    const dialog = await screen.findByRole('dialog', { name: 'WITHDRAW' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'WITHDRAW' }));
    expect(await within(dialog).findByText('This registration has already ended.')).toBeTruthy();
    expect(screen.queryByText(/^Withdrawn/)).toBeNull();
  });

  it('offers WITHDRAW instead of REGISTER for a team or a free agent already in the league', async () => {
    page(
      [
        registration(),
        registration({ id: 'r-2', kind: 'free_agent', teamId: null, teamName: null, status: 'checkout' }),
      ],
      {
        'GET /api/member/teams': {
          teams: [
            { id: 't-1', name: 'Net Gains', abbreviation: 'NG', logo: null, isCaptain: true },
            { id: 't-2', name: 'Second Touch', abbreviation: 'ST', logo: null, isCaptain: true },
          ],
          pickupGroups: [],
        },
      },
    );
    renderApp('/marketplace/league/lg-1');
    expect(await screen.findByRole('button', { name: 'REGISTER SECOND TOUCH' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'WITHDRAW Net Gains' })).toBeTruthy();
    expect(screen.getByText('Waiting for payment')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /REGISTER NET GAINS|REGISTER A TEAM/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'REGISTER AS A FREE AGENT' })).toBeNull();
  });

  it('shows the place on the waitlist as soon as the member joins it', async () => {
    let joined = false;
    page([], {
      'GET /api/member/teams': {
        teams: [{ id: 't-1', name: 'Net Gains', abbreviation: 'NG', logo: null, isCaptain: true }],
        pickupGroups: [],
      },
      [mine]: () =>
        success(
          joined
            ? [registration({ status: 'waitlisted', paymentStatus: 'pending', waitlistPosition: 2 })]
            : [],
        ),
      'POST /api/league-common/league-payment-checkout': (call: { body?: { waitlist?: boolean } }) => {
        if (!call.body?.waitlist)
          return failure(409, {
            message: 'This league is full. You can join its waitlist.',
            code: LEAGUE_FULL,
          });
        joined = true;
        return success({
          registered: false,
          waitlisted: true,
          checkoutUrl: null,
          message: 'You are on the waitlist.',
          registration: registration({ status: 'waitlisted' }),
        });
      },
    });
    renderApp('/marketplace/league/lg-1');
    fireEvent.click(await screen.findByRole('button', { name: 'REGISTER NET GAINS' }));
    const dialog = await screen.findByRole('dialog', { name: 'LEAGUE FULL' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'JOIN THE WAITLIST' }));
    expect(await screen.findByText('On the waitlist, #2')).toBeTruthy();
  });

  it('shows nothing to withdraw when the member has no live registration', async () => {
    page([]);
    renderApp('/marketplace/league/lg-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Wednesday Coed 7v7' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^WITHDRAW/ })).toBeNull();
  });
});

describe('withdrawalRefundNote', () => {
  const now = new Date('2027-01-10T00:00:00Z');
  it('refunds nothing that was not paid', () => {
    expect(withdrawalRefundNote(registration({ paymentStatus: 'free', amount: null }), now, 'Jan 20')).toBe(
      'Nothing has been paid, so there is nothing to refund.',
    );
  });
  it('refunds a paid registration only before the cut-off', () => {
    const at = (refundCutoff: string) => withdrawalRefundNote(registration({ refundCutoff }), now, 'the day');
    expect(at('2027-01-10T00:00:01Z')).toMatch(/^You will be refunded/);
    expect(at('2027-01-10T00:00:00Z')).toMatch(/^This will not be refunded/);
  });
});

// @vitest-environment happy-dom
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RegistrationDto } from '../../../../../src/contracts/leagues/registration.ts';
import { swrConfig } from '../../../api/swr-config';
import { authenticatedAtom } from '../../../app/session';
import { mockServer } from '../../../test-support/render-app';
import { useTeamRegistration } from './use-team-registration';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const pending: RegistrationDto = {
  id: 'r-1',
  leagueId: 'lg-1',
  kind: 'team',
  teamId: 't-1',
  memberId: 'm-1',
  status: 'checkout',
  paymentStatus: 'pending',
  amount: { amountCents: 2500, currency: 'USD' },
  holdExpiresAt: null,
  createdAt: '2027-01-06T15:00:00.000Z',
};

describe('the success page polling a pending payment', () => {
  // With the app's own cache rules (renderApp turns deduping off, which hid that polls were deduplicated).
  it('asks again under the app’s SWR configuration until the payment is confirmed', async () => {
    let asked = 0;
    const server = mockServer({
      'GET /api/member/teams': {
        teams: [{ id: 't-1', name: 'Rovers', abbreviation: 'RO', logo: null, isCaptain: true }],
        pickupGroups: [],
      },
      'GET /api/league-common/league/lg-1/payments/t-1': () => {
        asked += 1;
        return asked < 2 ? pending : { ...pending, status: 'registered', paymentStatus: 'paid' };
      },
    });
    const store = createStore();
    store.set(authenticatedAtom, true);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <Provider store={store}>
        <SWRConfig value={{ ...swrConfig, provider: () => new Map() }}>{children}</SWRConfig>
      </Provider>
    );
    const { result } = renderHook(() => useTeamRegistration('lg-1'), { wrapper });
    await waitFor(() => expect(result.current.registration?.status).toBe('checkout'));
    await waitFor(() => expect(result.current.registration?.status).toBe('registered'), { timeout: 6000 });
    expect(result.current.teamName).toBe('Rovers');
    expect(server.callsTo('GET', '/api/league-common/league/lg-1/payments/t-1')).toHaveLength(2);
  });
});

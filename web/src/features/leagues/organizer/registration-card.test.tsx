// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type ListedRegistrationDto,
  REGISTRATION_MESSAGES,
  type RegistrationSettingsDto,
} from '../../../../../src/contracts/leagues/registration.ts';
import { PRICE_MESSAGES } from '../../../../../src/contracts/pickup/price.ts';
import { failure, memberFixture, mockServer, renderApp, signedIn } from '../../../test-support/render-app';
import { coordinatorStaffFixture, homeId, leagueFixture, leagueId } from '../league-fixtures';
import { PLACE_TEXT } from './place-free-agent';
import { NOT_OPENED } from './registration-card';
import { fromLocalInput, toLocalInput } from './registration-form';
import { APPROVED, DECLINE_TEXT, DECLINED } from './registrations-table';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const settingsPath = `/api/league-common/${leagueId}/registration`;
const consolePath = `/api/league/${leagueId}/registration`;

function settingsFixture(overrides: Partial<RegistrationSettingsDto> = {}): RegistrationSettingsDto {
  return {
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
    ...overrides,
  };
}

const registration = (overrides: Partial<ListedRegistrationDto> = {}): ListedRegistrationDto => ({
  id: '5a1c0000-0000-4000-8000-00000000e001',
  leagueId,
  kind: 'team',
  teamId: homeId,
  memberId: '5a1c0000-0000-4000-8000-00000000f001',
  status: 'registered',
  paymentStatus: 'paid',
  amount: { amountCents: 60000, currency: 'USD' },
  holdExpiresAt: null,
  createdAt: '2027-01-06T15:00:00.000Z',
  memberName: 'Dana Reyes',
  ...overrides,
});

function consoleServer(extra: Record<string, unknown>) {
  signedIn();
  return mockServer({
    'GET /api/member/me': memberFixture(),
    'GET /api/member/organizations-workspaces': coordinatorStaffFixture,
    'GET /api/organization-common/15/leagues?orgWorkspaceId=1': [leagueFixture({ status: 'draft' })],
    [`GET /api/league-common/${leagueId}/teams`]: [
      { teamId: homeId, name: 'Rovers', abbreviation: 'ROV', logo: null },
    ],
    ...extra,
  });
}

const registrationPanel = async () =>
  within((await screen.findByRole('heading', { name: 'Registration' })).closest('section') as HTMLElement);

describe('the wall time of the league', () => {
  it('reads and writes instants in the league zone', () => {
    expect(fromLocalInput('2027-01-04T18:00', 'America/Chicago')).toBe('2027-01-05T00:00:00.000Z');
    expect(toLocalInput('2027-07-05T00:00:00.000Z', 'America/Chicago')).toBe('2027-07-04T19:00');
    expect(fromLocalInput('soon', 'America/Chicago')).toBe('soon');
  });
});

describe("the console's Registration panel", () => {
  it("opens registration: the contract's messages first, then the PUT in the league's zone", async () => {
    const server = consoleServer({
      [`GET ${settingsPath}`]: failure(404, REGISTRATION_MESSAGES.notOpened),
      [`PUT ${consolePath}`]: settingsFixture({ teamsRegistered: 0, spotsLeft: 8 }),
      [`GET /api/league/${leagueId}/registrations`]: [],
    });
    renderApp(`/organizer?league=${leagueId}`);
    const panel = await registrationPanel();
    expect(await panel.findByText(NOT_OPENED)).toBeTruthy();
    fireEvent.change(panel.getByLabelText('Team fee (USD)'), { target: { value: '12.345' } });
    fireEvent.click(panel.getByRole('button', { name: 'OPEN REGISTRATION' }));
    expect((await panel.findAllByText(REGISTRATION_MESSAGES.invalidInstant)).length).toBe(3);
    expect(panel.getByText(PRICE_MESSAGES.amount)).toBeTruthy();
    expect(server.callsTo('PUT', consolePath)).toHaveLength(0);

    fireEvent.change(panel.getByLabelText('Registration opens'), { target: { value: '2027-01-04T18:00' } });
    fireEvent.change(panel.getByLabelText('Registration closes'), { target: { value: '2027-01-03T18:00' } });
    fireEvent.change(panel.getByLabelText('Refund cut-off'), { target: { value: '2027-01-02T18:00' } });
    fireEvent.change(panel.getByLabelText('Team fee (USD)'), { target: { value: '600' } });
    fireEvent.click(panel.getByRole('button', { name: 'OPEN REGISTRATION' }));
    expect(await panel.findByText(REGISTRATION_MESSAGES.windowOrder)).toBeTruthy();

    fireEvent.change(panel.getByLabelText('Registration closes'), { target: { value: '2027-02-20T18:00' } });
    fireEvent.change(panel.getByLabelText('Refund cut-off'), { target: { value: '2027-02-13T18:00' } });
    fireEvent.change(panel.getByLabelText('Level'), { target: { value: 'competitive' } });
    fireEvent.click(panel.getByRole('button', { name: 'OPEN REGISTRATION' }));
    await waitFor(() => expect(server.callsTo('PUT', consolePath)).toHaveLength(1));
    expect(server.callsTo('PUT', consolePath)[0]?.body).toEqual({
      opensAt: '2027-01-05T00:00:00.000Z',
      closesAt: '2027-02-21T00:00:00.000Z',
      refundCutoff: '2027-02-14T00:00:00.000Z',
      maxTeams: 8,
      teamFee: { amountCents: 60000, currency: 'USD' },
      freeAgentFee: { amountCents: 0, currency: 'USD' },
      gender: 'coed',
      level: 'competitive',
      learnMoreUrl: null,
    });
    expect(await panel.findByText('Open now')).toBeTruthy();
    expect(panel.getByText('No registrations yet.')).toBeTruthy();
  });

  it("puts the server's field messages on their inputs", async () => {
    consoleServer({
      [`GET ${settingsPath}`]: settingsFixture(),
      [`GET /api/league/${leagueId}/registrations`]: [],
      [`PUT ${consolePath}`]: failure(400, { message: REGISTRATION_MESSAGES.maxTeams, field: 'maxTeams' }),
    });
    renderApp(`/organizer?league=${leagueId}`);
    const panel = await registrationPanel();
    fireEvent.click(await panel.findByRole('button', { name: 'EDIT REGISTRATION' }));
    expect((panel.getByLabelText('Registration opens') as HTMLInputElement).value).toBe('2027-01-04T18:00');
    expect((panel.getByLabelText('Team fee (USD)') as HTMLInputElement).value).toBe('600');
    fireEvent.click(panel.getByRole('button', { name: 'SAVE CHANGES' }));
    const input = await waitFor(() => {
      const maxTeams = panel.getByLabelText('Maximum teams');
      expect(maxTeams.getAttribute('aria-invalid')).toBe('true');
      return maxTeams;
    });
    expect(input).toBeTruthy();
    expect(panel.getByText(REGISTRATION_MESSAGES.maxTeams)).toBeTruthy();
  });

  it('lists registrations with their payment status and the CSV, and closes registration', async () => {
    const server = consoleServer({
      [`GET ${settingsPath}`]: settingsFixture({ waitlistCount: 2 }),
      [`GET /api/league/${leagueId}/registrations`]: [
        registration(),
        registration({
          id: '5a1c0000-0000-4000-8000-00000000e002',
          kind: 'free_agent',
          teamId: null,
          status: 'checkout',
          paymentStatus: 'pending',
          amount: { amountCents: 7500, currency: 'USD' },
        }),
      ],
      [`DELETE ${consolePath}`]: settingsFixture({ state: 'closed', isOpen: false }),
    });
    const { router } = renderApp(`/organizer?league=${leagueId}`);
    const panel = await registrationPanel();
    const table = await panel.findByRole('table', { name: 'Registrations' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'WhoStatusPaymentAmountDateActions',
      'RoversRegisteredPaid$600Jan 6APPROVEDECLINE',
      'Dana Reyes (free agent)PayingPending$75Jan 6DECLINE',
    ]);
    expect(panel.getByText(/7 spots left · 2 on the waitlist/)).toBeTruthy();
    expect(panel.getByRole('link', { name: 'EXPORT CSV' }).getAttribute('href')).toBe(
      `/api/league/${leagueId}/registrations/csv`,
    );
    fireEvent.click(panel.getByRole('button', { name: 'CLOSE REGISTRATION' }));
    await waitFor(() => expect(server.callsTo('DELETE', consolePath)).toHaveLength(1));
    expect(await panel.findByText('Closed')).toBeTruthy();
    expect(panel.getByRole('button', { name: 'OPEN AGAIN' })).toBeTruthy();
    // A free agent's row is named, and opens their player card.
    fireEvent.click(within(table).getByRole('button', { name: 'Dana Reyes (free agent)' }));
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('player')).toBe(
        '5a1c0000-0000-4000-8000-00000000f001',
      ),
    );
  });

  it('declines a registration after asking, and reads the list again', async () => {
    let declined = false;
    const declinePath = `/api/league/${leagueId}/registrations/5a1c0000-0000-4000-8000-00000000e001/decline`;
    const server = consoleServer({
      [`GET ${settingsPath}`]: settingsFixture(),
      [`GET /api/league/${leagueId}/registrations`]: () => [
        registration(declined ? { status: 'declined', paymentStatus: 'refund_pending' } : {}),
      ],
      [`POST ${declinePath}`]: () => {
        declined = true;
        return registration({ status: 'declined', paymentStatus: 'refund_pending' });
      },
    });
    renderApp(`/organizer?league=${leagueId}`);
    const panel = await registrationPanel();
    fireEvent.click(await panel.findByRole('button', { name: 'Decline Rovers' }));
    const dialog = await screen.findByRole('dialog', { name: 'DECLINE REGISTRATION' });
    expect(within(dialog).getByText(DECLINE_TEXT, { exact: false })).toBeTruthy();
    expect(server.callsTo('POST', declinePath)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'DECLINE' }));
    expect(await screen.findByText(DECLINED)).toBeTruthy();
    expect(server.callsTo('POST', declinePath)).toHaveLength(1);
    const table = await panel.findByRole('table', { name: 'Registrations' });
    await waitFor(() => expect(within(table).getByText('Declined')).toBeTruthy());
    expect(within(table).getByText('Refund pending')).toBeTruthy();
    expect(within(table).queryByRole('button', { name: 'Decline Rovers' })).toBeNull();
  });

  it('places a registered free agent on one of the league teams', async () => {
    const placePath = `/api/league/${leagueId}/registrations/5a1c0000-0000-4000-8000-00000000e003/place`;
    const server = consoleServer({
      [`GET ${settingsPath}`]: settingsFixture(),
      [`GET /api/league/${leagueId}/registrations`]: [
        registration({
          id: '5a1c0000-0000-4000-8000-00000000e003',
          kind: 'free_agent',
          teamId: null,
          paymentStatus: 'free',
          amount: { amountCents: 0, currency: 'USD' },
        }),
      ],
      [`POST ${placePath}`]: {
        registrationId: '5a1c0000-0000-4000-8000-00000000e003',
        memberId: '5a1c0000-0000-4000-8000-00000000f001',
        teamId: homeId,
        teamName: 'Rovers',
        alreadyOnTeam: false,
        message: REGISTRATION_MESSAGES.placed,
      },
    });
    renderApp(`/organizer?league=${leagueId}`);
    const panel = await registrationPanel();
    // Nothing was charged: the amount reads as nothing, not as a fee label.
    const table = await panel.findByRole('table', { name: 'Registrations' });
    expect(within(table).getAllByRole('row')[1]?.textContent).toBe(
      'Dana Reyes (free agent)RegisteredFree—Jan 6APPROVEPLACE ON A TEAMDECLINE',
    );
    fireEvent.click(await panel.findByRole('button', { name: 'PLACE ON A TEAM' }));
    const dialog = await screen.findByRole('dialog', { name: 'PLACE ON A TEAM' });
    expect(within(dialog).getByText(PLACE_TEXT)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'PLACE' }));
    expect(await within(dialog).findByText('Choose a team')).toBeTruthy();
    expect(server.callsTo('POST', placePath)).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText('Team'), { target: { value: homeId } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'PLACE' }));
    expect(await screen.findByText(REGISTRATION_MESSAGES.placed)).toBeTruthy();
    expect(server.callsTo('POST', placePath)[0]?.body).toEqual({ teamId: homeId });
  });

  it('approves a registered registration and shows it approved', async () => {
    let approved = false;
    const approvePath = `/api/league/${leagueId}/registrations/5a1c0000-0000-4000-8000-00000000e001/approve`;
    const server = consoleServer({
      [`GET ${settingsPath}`]: settingsFixture(),
      [`GET /api/league/${leagueId}/registrations`]: () => [
        registration(approved ? { approvedAt: '2027-01-07T10:00:00.000Z' } : {}),
      ],
      [`POST ${approvePath}`]: () => {
        approved = true;
        return registration({ approvedAt: '2027-01-07T10:00:00.000Z' });
      },
    });
    renderApp(`/organizer?league=${leagueId}`);
    const panel = await registrationPanel();
    fireEvent.click(await panel.findByRole('button', { name: 'Approve Rovers' }));
    expect(await screen.findByText(APPROVED)).toBeTruthy();
    expect(server.callsTo('POST', approvePath)).toHaveLength(1);
    expect(await panel.findByText('Registered, approved')).toBeTruthy();
    expect(panel.queryByRole('button', { name: 'Approve Rovers' })).toBeNull();
  });
});

// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure, memberFixture, mockServer, renderApp, signedIn } from '../../test-support/render-app';
import { freeAgentFixture } from './marketplace-fixtures';

await import('./free-agent-page');

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const agentRoute = { 'GET /api/marketplace/free-agents/fa-1': freeAgentFixture() };
const invitePath = '/api/marketplace/free-agents/fa-1/invite';
const team = (id: string, name: string, isCaptain: boolean) => ({
  id,
  name,
  abbreviation: 'TT',
  logo: null,
  isCaptain,
});
const teamsOf = (...teams: Array<ReturnType<typeof team>>) => ({
  'GET /api/member/me': memberFixture(),
  'GET /api/member/teams': { teams, pickupGroups: [] },
});

describe('INVITE TO TEAM on a free agent', () => {
  it('asks a visitor to log in to invite, coming back to the free agent', async () => {
    mockServer(agentRoute);
    renderApp('/marketplace/free-agent/fa-1');
    const login = await screen.findByRole('link', { name: 'LOG IN TO INVITE' });
    expect(login.getAttribute('href')).toBe('/login?returnTo=%2Fmarketplace%2Ffree-agent%2Ffa-1');
    expect(screen.queryByRole('button', { name: 'INVITE TO TEAM' })).toBeNull();
  });

  it('offers nothing to a member who captains no team', async () => {
    signedIn();
    const server = mockServer({ ...agentRoute, ...teamsOf(team('t-1', 'Bench Warmers', false)) });
    renderApp('/marketplace/free-agent/fa-1');
    await screen.findByRole('button', { name: 'MESSAGE' });
    await vi.waitFor(() => expect(server.callsTo('GET', '/api/member/teams')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: 'INVITE TO TEAM' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'LOG IN TO INVITE' })).toBeNull();
  });

  it("invites to the captain's chosen team and shows the server's words", async () => {
    signedIn();
    const server = mockServer({
      ...agentRoute,
      ...teamsOf(
        team('t-1', 'Net Gains', true),
        team('t-2', 'Bench Warmers', false),
        team('t-3', 'Hat Tricks', true),
      ),
      [`POST ${invitePath}`]: { message: 'Invites sent successfully!' },
    });
    renderApp('/marketplace/free-agent/fa-1');
    const picker = await screen.findByLabelText('Your team');
    // Only the teams they captain are offered.
    expect([...(picker as HTMLSelectElement).options].map((option) => option.text)).toEqual([
      'Net Gains',
      'Hat Tricks',
    ]);
    fireEvent.change(picker, { target: { value: 't-3' } });
    fireEvent.click(screen.getByRole('button', { name: 'INVITE TO TEAM' }));
    expect(await screen.findByText('Invites sent successfully!')).toBeTruthy();
    expect(server.callsTo('POST', invitePath)[0]?.body).toEqual({ teamId: 't-3' });
  });

  it("shows the server's error, e.g. a player already on the team", async () => {
    signedIn();
    mockServer({
      ...agentRoute,
      ...teamsOf(team('t-1', 'Net Gains', true)),
      [`POST ${invitePath}`]: failure(409, { message: 'You have already been added to the team' }),
    });
    renderApp('/marketplace/free-agent/fa-1');
    expect(screen.queryByLabelText('Your team')).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'INVITE TO TEAM' }));
    expect(await screen.findByText('You have already been added to the team')).toBeTruthy();
  });
});

// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PlayerProfileDto } from '../../../../src/contracts/identity/index.ts';
import { failure, memberFixture, mockServer, renderApp, signedIn } from '../../test-support/render-app';
import { defaultAvatarUrl } from '../../ui/avatar/avatar';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const otherId = '7d1f6c2e-0000-4000-8000-0000000000b2';

function profile(overrides: Partial<PlayerProfileDto> = {}): PlayerProfileDto {
  return {
    memberId: otherId,
    firstName: 'Marta',
    lastName: 'Vieira',
    avatar: null,
    teams: [{ id: '12', name: 'Red Lions' }],
    role: 'player',
    organizer: null,
    isBlocked: false,
    isSelf: false,
    contact: null,
    stats: null,
    ...overrides,
  };
}

function openCard(card: PlayerProfileDto, extra: Record<string, unknown> = {}) {
  signedIn();
  const server = mockServer({
    'GET /api/member/me': memberFixture(),
    'GET /api/health': 'ok',
    [`GET /api/member/${card.memberId}`]: card,
    ...extra,
  });
  const view = renderApp(`/health?player=${card.memberId}`);
  return { server, ...view };
}

async function menuItems(name: RegExp) {
  fireEvent.click(await screen.findByRole('button', { name }));
  return within(screen.getByRole('menu'))
    .getAllByRole('menuitem')
    .map((item) => item.textContent);
}

describe('player profile card', () => {
  it('opens from ?player= on any page, with a skeleton first', async () => {
    openCard(profile());
    // The card's dialog mounts once the overlays' code has loaded, showing the skeleton until its data has.
    expect(await screen.findByRole('dialog', { name: 'Loading player profile…' })).toBeTruthy();
    const card = await screen.findByRole('dialog', { name: 'Marta Vieira' });
    expect(within(card).getByRole('link', { name: 'Red Lions' }).getAttribute('href')).toBe('/team/12');
    expect(card.querySelector('img')?.getAttribute('src')).toBe(defaultAvatarUrl);
  });

  it('shows another player neither stats nor an empty contact block', async () => {
    openCard(profile());
    const card = await screen.findByRole('dialog', { name: 'Marta Vieira' });
    expect(within(card).queryByRole('heading', { name: 'Stats' })).toBeNull();
    expect(within(card).queryByRole('heading', { name: 'Contact' })).toBeNull();
  });

  it('shows the contact block when a contact field is present', async () => {
    openCard(profile({ contact: { phoneNumber: '5551234567' } }));
    const card = await screen.findByRole('dialog', { name: 'Marta Vieira' });
    expect(within(card).getByRole('heading', { name: 'Contact' })).toBeTruthy();
    expect(within(card).getByRole('link', { name: '(555) 123-4567' }).getAttribute('href')).toBe(
      'tel:5551234567',
    );
  });

  it('badges an organizer as verified with the role', async () => {
    openCard(profile({ role: 'referee' }));
    const card = await screen.findByRole('dialog', { name: 'Marta Vieira' });
    expect(within(card).getByText('Referee')).toBeTruthy();
    expect(within(card).getByText('Verified organizer,')).toBeTruthy();
  });

  it('names the organization beside the role of league staff', async () => {
    openCard(
      profile({
        role: 'coordinator',
        organizer: {
          organizationId: 15,
          organizationName: 'Playfield Leagues',
          role: 'coordinator',
          roleLabel: 'Coordinator',
        },
      }),
    );
    const card = await screen.findByRole('dialog', { name: 'Marta Vieira' });
    expect(within(card).getByText('Coordinator')).toBeTruthy();
    expect(within(card).getByText('· Playfield Leagues')).toBeTruthy();
  });

  it('offers Report user and Block user for another player', async () => {
    openCard(profile());
    expect(await menuItems(/^Actions for Marta Vieira/)).toEqual(['Report user', 'Block user']);
  });

  it('gives the owner stats and the own menu', async () => {
    const me = memberFixture();
    openCard(
      profile({
        memberId: me.id,
        firstName: 'Ada',
        lastName: 'Lovelace',
        isSelf: true,
        stats: { games: 9, goals: 4, assists: 2, potm: 1 },
      }),
    );
    const card = await screen.findByRole('dialog', { name: 'Ada Lovelace' });
    const stats = within(card).getByRole('heading', { name: 'Stats' }).parentElement!;
    expect(within(stats).getByText('Goals').nextSibling?.textContent).toBe('4');
    expect(await menuItems(/Your profile actions/)).toEqual([
      'Edit profile',
      'Logout',
      'Update email',
      'Update password',
    ]);
  });

  it('blocks after the confirmation and shows the blocked state with an unblock button', async () => {
    let blocked = false;
    const { server } = openCard(profile(), {
      [`POST /api/member/${otherId}/block`]: () => {
        blocked = true;
        return { memberId: otherId, isBlocked: true };
      },
      [`GET /api/member/${otherId}`]: () => profile({ isBlocked: blocked }),
    });
    await menuItems(/^Actions for Marta Vieira/);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Block user' }));
    const confirm = await screen.findByRole('dialog', { name: 'BLOCK USER' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'BLOCK' }));
    expect(await screen.findByText("You've blocked this user.")).toBeTruthy();
    expect(screen.getByText('Blocked')).toBeTruthy();
    expect(server.callsTo('POST', `/api/member/${otherId}/block`)).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'UNBLOCK' })).toBeTruthy();
  });

  it('sends a report and then reads REPORT SENT', async () => {
    const { server } = openCard(profile(), {
      'POST /api/report': { status: 201, body: { status: 'success', data: {} } },
    });
    await menuItems(/^Actions for Marta Vieira/);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Report user' }));
    const dialog = await screen.findByRole('dialog', { name: 'REPORT USER' });
    fireEvent.change(within(dialog).getByLabelText('What happened? (optional)'), {
      target: { value: 'Rough tackles' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'SEND REPORT' }));
    expect(await screen.findByRole('dialog', { name: 'REPORT SENT' })).toBeTruthy();
    expect(server.callsTo('POST', '/api/report')[0]?.body).toEqual({
      type: 'player',
      reportedPlayerId: otherId,
      reason: 'Rough tackles',
    });
  });

  it('says a report failed', async () => {
    openCard(profile(), { 'POST /api/report': failure(500, 'boom') });
    await menuItems(/^Actions for Marta Vieira/);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Report user' }));
    const dialog = await screen.findByRole('dialog', { name: 'REPORT USER' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'SEND REPORT' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Failed to submit report');
  });

  it('shows the loading error in the spec’s words, with TRY AGAIN', async () => {
    openCard(profile(), { [`GET /api/member/${otherId}`]: failure(500, 'boom') });
    expect(await screen.findByText('There was an error loading the profile data.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'TRY AGAIN' })).toBeTruthy();
  });

  it('says an unknown player was not found, with nothing to retry', async () => {
    openCard(profile(), { [`GET /api/member/${otherId}`]: failure(404, 'Member not found') });
    expect(await screen.findByText('This player could not be found.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'TRY AGAIN' })).toBeNull();
  });

  it('asks a visitor to log in', async () => {
    mockServer({ 'GET /api/health': 'ok', [`GET /api/member/${otherId}`]: failure(401, 'Please log in') });
    renderApp(`/health?player=${otherId}`);
    expect(await screen.findByText("Log in to see this player's profile.")).toBeTruthy();
  });

  it('closes by taking ?player= off the address', async () => {
    const { router } = openCard(profile());
    const card = await screen.findByRole('dialog', { name: 'Marta Vieira' });
    fireEvent.click(within(card).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});

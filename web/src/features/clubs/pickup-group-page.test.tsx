// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  failure,
  memberFixture,
  mockServer,
  renderApp,
  rightsFixture,
  signedIn,
  success,
} from '../../test-support/render-app';
import { groupFixture } from '../pickup/pickup-fixtures';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const me = memberFixture();
const group = groupFixture({ id: 'g-1' });
const members = (path: string) => `GET /api/pickup-common/group/g-1/members?page=1&limit=10${path}`;
const rights = (flags: Record<string, boolean>) =>
  rightsFixture('pickupGroup', { isMember: false, ...flags });
const member = (id: string, firstName: string, extra = {}) => ({
  id,
  memberId: id,
  firstName,
  lastName: 'Lind',
  isAdmin: false,
  isBlocked: false,
  avatar: null,
  ...extra,
});
const page = (data: unknown[], hasNext = false) => ({
  status: 200,
  body: { status: 'success', data, hasNext, page: 1, limit: 10 },
});

describe('pickup group page', () => {
  it('asks a visitor to log in to see the members (401)', async () => {
    mockServer({ 'GET /api/pickup-common/group/g-1': group, [members('')]: failure(401, 'Please log in') });
    renderApp('/pickup-group/g-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Zilker Sunday' })).toBeTruthy();
    expect(screen.getByText('estd. 2021 / Austin, TX')).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'LOGIN TO VIEW GROUP LIST' })).toBeTruthy();
  });

  it('tells a signed-out invitee how to accept the invite from the link', async () => {
    mockServer({ 'GET /api/pickup-common/group/g-1': group, [members('')]: failure(401, 'Please log in') });
    renderApp('/pickup-group/g-1?inviteToken=abc');
    const banner = await screen.findByRole('region', { name: 'Invitation' });
    // Shown from the link at once (the prerendered first view), the group's name once it has loaded.
    await waitFor(() => expect(banner.textContent).toContain("You're invited to join Zilker Sunday"));
    expect(within(banner).getByRole('link', { name: 'CREATE ACCOUNT' }).getAttribute('href')).toBe(
      '/create-account',
    );
    // Stored by the invite landing, a lazy chunk of the layout's.
    await waitFor(() => expect(localStorage.getItem('inviteToken')).toBe('"abc"'));
  });

  it('shows OFF LIMITS to a blocked member, with no way to join', async () => {
    signedIn();
    mockServer({
      'GET /api/member/me': me,
      'GET /api/pickup-common/group/g-1': group,
      'POST /api/permission': rights({ isBlocked: true }),
      [members('')]: failure(403, 'You have been blocked from this group.'),
    });
    renderApp('/pickup-group/g-1');
    expect(await screen.findByText('OFF LIMITS')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'JOIN GROUP' })).toBeNull();
  });

  it('says the members could not be fetched in the spec’s words', async () => {
    signedIn();
    mockServer({
      'GET /api/member/me': me,
      'GET /api/pickup-common/group/g-1': group,
      'POST /api/permission': rights({ isMember: true }),
      [members('')]: failure(500, 'boom'),
    });
    renderApp('/pickup-group/g-1');
    expect(
      await screen.findByText('There was an error while fetching members. Try again later.'),
    ).toBeTruthy();
  });

  it('lets an admin block another member, and offers nothing on self', async () => {
    signedIn();
    const server = mockServer({
      'GET /api/member/me': me,
      'GET /api/pickup-common/group/g-1': group,
      'POST /api/permission': rights({ isMember: true, isAdmin: true }),
      [members('')]: page([member(me.id, 'Ada', { isAdmin: true }), member('m-2', 'Tomas')]),
      'POST /api/pickup-group/g-1/toggle-block': success({}),
    });
    renderApp('/pickup-group/g-1');
    const list = await screen.findByRole('list', { name: 'Group members' });
    expect(within(list).queryByRole('button', { name: 'Actions for Ada Lind' })).toBeNull();
    fireEvent.click(within(list).getByRole('button', { name: 'Actions for Tomas Lind' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Block' }));
    expect(await screen.findByText('Successfully updated')).toBeTruthy();
    expect(server.callsTo('POST', '/api/pickup-group/g-1/toggle-block')[0]?.body).toEqual({
      memberId: 'm-2',
    });
  });

  it('lets a member leave with the spec’s toast', async () => {
    signedIn();
    mockServer({
      'GET /api/member/me': me,
      'GET /api/pickup-common/group/g-1': group,
      'POST /api/permission': rights({ isMember: true }),
      [members('')]: page([member(me.id, 'Ada')]),
      'POST /api/pickup-group/g-1/leave': success({}),
    });
    renderApp('/pickup-group/g-1');
    fireEvent.click(await screen.findByRole('button', { name: 'LEAVE GROUP' }));
    expect(await screen.findByText('Successfully left the group.')).toBeTruthy();
  });
});

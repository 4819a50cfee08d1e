// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PlayerProfileDto } from '../../../../src/contracts/identity/index.ts';
import type { MemberWaiverDto, SignedWaiverDto } from '../../../../src/contracts/waivers/messages.ts';
import { failure, memberFixture, mockServer, renderApp, signedIn } from '../../test-support/render-app';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const playerId = '7d1f6c2e-0000-4000-8000-0000000000c3';
const signatureId = '0190a2c4-0000-7000-8000-0000000000d4';
const card: PlayerProfileDto = {
  memberId: playerId,
  firstName: 'Jordan',
  lastName: 'Blake',
  avatar: null,
  teams: [{ id: '12', name: 'Red Lions' }],
  role: 'player',
  organizer: null,
  isBlocked: false,
  isSelf: false,
  contact: null,
  stats: null,
};
const outstanding: MemberWaiverDto = {
  organization: { id: 15, name: 'Playfield Leagues' },
  latestOrgWaiver: { id: '0190a2c4-0000-7000-8000-0000000000e5', waiverVersion: '2', name: 'Player waiver' },
  signedMemberWaiver: null,
  outstanding: true,
};
const signedRow: MemberWaiverDto = {
  ...outstanding,
  organization: { id: 16, name: 'Other League' },
  signedMemberWaiver: {
    id: signatureId,
    status: 'agreed',
    updatedAt: '2026-11-20T18:00:00.000Z',
    waiverVersion: '2',
    signedDate: '2026-11-20T18:00:00.000Z',
    name: 'Other waiver',
  },
  outstanding: false,
};

describe('waivers on the profile card', () => {
  it("shows a captain '(waiver name) Outstanding' with SEND REMINDER, and a signed waiver as a link", async () => {
    signedIn();
    const server = mockServer({
      'GET /api/member/me': memberFixture(),
      'GET /api/health': 'ok',
      [`GET /api/member/${playerId}`]: card,
      [`GET /api/team/members/${playerId}/waivers`]: [outstanding, signedRow],
      [`POST /api/team/members/${playerId}/waivers/15/reminder`]: { message: 'Reminder sent.' },
    });
    renderApp(`/health?player=${playerId}`);
    const dialog = await screen.findByRole('dialog', { name: 'Jordan Blake' });
    const rows = await within(dialog).findByRole('list', { name: 'Waivers' });
    expect(within(rows).getByText('Player waiver Outstanding')).toBeTruthy();
    expect(within(rows).getByRole('link', { name: 'Other waiver (signed)' }).getAttribute('href')).toBe(
      `/waivers/${signatureId}`,
    );
    fireEvent.click(within(rows).getByRole('button', { name: 'SEND REMINDER' }));
    expect(await screen.findByText('Reminder sent.')).toBeTruthy();
    expect(server.callsTo('POST', `/api/team/members/${playerId}/waivers/15/reminder`)).toHaveLength(1);
  });

  it('shows nothing to a viewer the API refuses', async () => {
    signedIn();
    mockServer({
      'GET /api/member/me': memberFixture(),
      'GET /api/health': 'ok',
      [`GET /api/member/${playerId}`]: card,
      [`GET /api/team/members/${playerId}/waivers`]: failure(403, 'Not allowed.'),
    });
    renderApp(`/health?player=${playerId}`);
    const dialog = await screen.findByRole('dialog', { name: 'Jordan Blake' });
    await waitFor(() => expect(within(dialog).queryByRole('list', { name: 'Waivers' })).toBeNull());
  });
});

describe('the signed waiver page', () => {
  const signed: SignedWaiverDto = {
    ...signedRow.signedMemberWaiver!,
    memberId: playerId,
    organization: { id: 16, name: 'Other League' },
    text: 'I play at my own risk.',
    isCurrent: true,
  };

  it('shows what was signed, which version and when', async () => {
    signedIn();
    mockServer({ 'GET /api/member/me': memberFixture(), [`GET /api/signed-waivers/${signatureId}`]: signed });
    renderApp(`/waivers/${signatureId}`);
    expect(await screen.findByRole('heading', { name: 'Other waiver' })).toBeTruthy();
    expect(screen.getByText('I play at my own risk.')).toBeTruthy();
    expect(screen.getByText('Other League')).toBeTruthy();
    expect(screen.getByText('Signed: current version')).toBeTruthy();
    expect(screen.getByText('Nov 20, 2026', { exact: false })).toBeTruthy();
  });

  it('says so when the signature does not exist', async () => {
    signedIn();
    mockServer({
      'GET /api/member/me': memberFixture(),
      [`GET /api/signed-waivers/${signatureId}`]: failure(404, 'Signed waiver not found.'),
    });
    renderApp(`/waivers/${signatureId}`);
    expect(await screen.findByText('Signed waiver not found.')).toBeTruthy();
  });
});

describe('the signing page', () => {
  it('shows the current waiver and signs it with I AGREE, then shows what was signed', async () => {
    signedIn();
    const me = memberFixture();
    const server = mockServer({
      'GET /api/member/me': me,
      'GET /api/organization-common/15/waiver': {
        id: outstanding.latestOrgWaiver!.id,
        organizationId: 15,
        name: 'Player waiver',
        waiverVersion: '2',
        text: 'Play fair.',
        publishedAt: '2026-11-01T00:00:00.000Z',
      },
      [`POST /api/member/${me.memberId}/waivers/${outstanding.latestOrgWaiver!.id}`]: {
        signedMemberWaiver: signedRow.signedMemberWaiver,
        message: 'Waiver signed.',
      },
      [`GET /api/signed-waivers/${signatureId}`]: {
        ...signedRow.signedMemberWaiver,
        memberId: me.memberId,
        organization: signedRow.organization,
        text: 'Play fair.',
        isCurrent: true,
      },
    });
    renderApp('/sign-waiver/15');
    expect(await screen.findByText('Play fair.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'I AGREE' }));
    await waitFor(() =>
      expect(
        server.callsTo('POST', `/api/member/${me.memberId}/waivers/${outstanding.latestOrgWaiver!.id}`),
      ).toHaveLength(1),
    );
    expect(await screen.findByRole('heading', { name: 'Other waiver' })).toBeTruthy();
  });
});

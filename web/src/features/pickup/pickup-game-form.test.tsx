// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockServer, renderApp, rightsFixture, signedIn, success } from '../../test-support/render-app';
import { gameFixture, gameId, gamePageServer, groupFixture, groupId, me, page } from './pickup-fixtures';
import { pickupGameFormSchema, pickupGamePayload, toCents } from './pickup-game-form';

// The pages load lazily; loaded up front, the first test waits for the screen, not for a transform.
await Promise.all([
  import('../clubs/pickup-group-page'),
  import('./pickup-event-page'),
  import('./pickup-game-form'),
]);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const group = groupFixture();
const rights = (isAdmin: boolean) => rightsFixture('pickupGroup', { isAdmin });
const groupEvents = `GET /api/pickup-common/group/${groupId}/events`;
const groupServer = (isAdmin: boolean, extra: Record<string, unknown> = {}) => ({
  'GET /api/member/me': me,
  [`GET /api/pickup-common/group/${groupId}`]: group,
  'POST /api/permission': rights(isAdmin),
  [`GET /api/pickup-common/group/${groupId}/members`]: {
    status: 200,
    body: { status: 'success', data: [], hasNext: false, page: 1, limit: 10 },
  },
  [groupEvents]: page([]),
  ...extra,
});

async function openForm() {
  fireEvent.click(await screen.findByRole('button', { name: 'CREATE GAME' }));
  return screen.findByRole('form', { name: 'Create game' });
}

const fill = (form: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(form).getByLabelText(label), { target: { value } });

describe('the pickup game form', () => {
  it('says what is missing, in the contract’s words', async () => {
    signedIn();
    mockServer(groupServer(true));
    renderApp(`/pickup-group/${groupId}`);
    const form = await openForm();
    fill(form, 'Spots', '0');
    fireEvent.click(within(form).getByRole('button', { name: 'CREATE GAME' }));
    expect((await within(form).findAllByText('This field is required')).length).toBe(4);
    expect(within(form).getByText('Spots must be a whole number from 1 to 500')).toBeTruthy();
  });

  it('asks for an amount of at least 0.50 for a paid game, and a time in the future', async () => {
    signedIn();
    mockServer(groupServer(true));
    renderApp(`/pickup-group/${groupId}`);
    const form = await openForm();
    fireEvent.change(within(form).getByLabelText('Price'), { target: { value: 'paid' } });
    await within(form).findByLabelText('Amount');
    fill(form, 'Amount', '0.25');
    fill(form, 'Title', 'Thursday night 7v7');
    fill(form, 'Address', 'Zilker Park Field 3');
    fill(form, 'Date', '2020-01-02');
    fill(form, 'Time', '19:30');
    fireEvent.click(within(form).getByRole('button', { name: 'CREATE GAME' }));
    expect(await within(form).findByText('A paid game must cost at least 0.50')).toBeTruthy();
    expect(within(form).getByText('Please choose a time in the future')).toBeTruthy();
  });

  it('creates a paid game in the group’s zone and opens it', async () => {
    signedIn();
    const created = gameFixture({
      price: { amountCents: 850, currency: 'USD' },
      priceLabel: '$8.50',
      isPaid: true,
    });
    const server = mockServer(
      groupServer(true, {
        'POST /api/pickup': success({ event: created, message: 'Successfully created.' }),
        ...gamePageServer(created),
      }),
    );
    const { router } = renderApp(`/pickup-group/${groupId}`);
    const form = await openForm();
    expect(within(form).getByText("Central time, the group's zone")).toBeTruthy();
    fill(form, 'Title', 'Thursday night 7v7');
    fill(form, 'Date', '2099-03-18');
    fill(form, 'Time', '19:30');
    fill(form, 'Address', 'Zilker Park Field 3');
    fill(form, 'Spots', '14');
    fireEvent.change(within(form).getByLabelText('Price'), { target: { value: 'paid' } });
    await within(form).findByLabelText('Amount');
    fill(form, 'Amount', '8.5');
    fill(form, 'Refund cut-off (hours before kick-off)', '12');
    fireEvent.click(within(form).getByRole('button', { name: 'CREATE GAME' }));
    expect(await screen.findByText('Successfully created.')).toBeTruthy();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe(`/pickup-event/${gameId}`));
    expect(server.callsTo('POST', '/api/pickup')[0]?.body).toEqual({
      pickupGroupId: groupId,
      title: 'Thursday night 7v7',
      address: 'Zilker Park Field 3',
      description: '',
      year: 2099,
      month: 3,
      date: 18,
      hours: 19,
      minutes: 30,
      capacity: 14,
      price: { amountCents: 850, currency: 'USD' },
      refundCutoffHours: 12,
    });
  });

  it('is offered to admins only', async () => {
    signedIn();
    mockServer(groupServer(false));
    renderApp(`/pickup-group/${groupId}`);
    expect(await screen.findByText('No upcoming games.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'CREATE GAME' })).toBeNull();
  });

  it('edits a game, sending its version, from the game page', async () => {
    signedIn();
    const admin = { isSignedIn: true, isMember: true, isAdmin: true, isBlocked: false };
    const game = gameFixture({ viewer: admin, startsAt: '2099-03-19T00:30:00.000Z' });
    const server = mockServer(
      gamePageServer(game, {
        [`PATCH /api/pickup/${gameId}`]: success({
          event: { ...game, title: 'Friday 7v7', version: 2 },
          message: 'Successfully updated.',
        }),
      }),
    );
    renderApp(`/pickup-event/${gameId}`);
    fireEvent.click(await screen.findByRole('button', { name: 'EDIT GAME' }));
    const form = await screen.findByRole('form', { name: 'Edit game' });
    expect((within(form).getByLabelText('Time') as HTMLInputElement).value).toBe('19:30');
    expect((within(form).getByLabelText('Price') as HTMLSelectElement).value).toBe('none');
    fill(form, 'Title', 'Friday 7v7');
    fireEvent.click(within(form).getByRole('button', { name: 'SAVE CHANGES' }));
    expect(await screen.findByText('Successfully updated.')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Friday 7v7' })).toBeTruthy();
    const body = server.callsTo('PATCH', `/api/pickup/${gameId}`)[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({ title: 'Friday 7v7', version: 1, price: null, hours: 19, minutes: 30 });
  });
});

describe('the form’s rules', () => {
  it('reads amounts as cents', () => {
    expect(toCents('8')).toBe(800);
    expect(toCents('8.5')).toBe(850);
    expect(toCents('8,05')).toBe(805);
    expect(toCents('8.505')).toBeUndefined();
    expect(toCents('eight')).toBeUndefined();
  });

  it('sends Free as zero cents and No Set Price as null', () => {
    const base = {
      title: 'x',
      day: '2099-01-02',
      time: '10:00',
      address: 'y',
      capacity: '10',
      amount: '',
      currency: 'USD' as const,
      refundCutoffHours: '24',
      description: '',
    };
    expect(pickupGamePayload({ ...base, priceKind: 'free' }).price).toEqual({
      amountCents: 0,
      currency: 'USD',
    });
    expect(pickupGamePayload({ ...base, priceKind: 'none' }).price).toBeNull();
  });

  it('checks the future in the group’s zone, not the browser’s', () => {
    // 2027-03-18 19:30 in Chicago is 00:30 UTC on the 19th.
    const justBefore = () => Date.parse('2027-03-19T00:29:00Z');
    const justAfter = () => Date.parse('2027-03-19T00:31:00Z');
    const values = {
      title: 'x',
      day: '2027-03-18',
      time: '19:30',
      address: 'y',
      capacity: '10',
      priceKind: 'none' as const,
      amount: '',
      currency: 'USD' as const,
      refundCutoffHours: '24',
      description: '',
    };
    expect(pickupGameFormSchema('America/Chicago', justBefore).safeParse(values).success).toBe(true);
    expect(pickupGameFormSchema('America/Chicago', justAfter).safeParse(values).success).toBe(false);
  });
});

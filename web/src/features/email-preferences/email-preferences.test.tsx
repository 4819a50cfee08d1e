// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  failure,
  memberFixture,
  mockServer,
  renderApp,
  signedIn,
  success,
} from '../../test-support/render-app';

await import('../settings/settings-pages');
await import('./unsubscribe-page');

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const link = '/unsubscribe/reminders?member=m-1&kind=reminders&token=t-1';
const apiQuery = '?member=m-1&kind=reminders&token=t-1';

describe('unsubscribe page', () => {
  it('explains the kind, unsubscribes on UNSUBSCRIBE only, and offers to re-subscribe', async () => {
    const { callsTo } = mockServer({
      [`GET /api/email/unsubscribe${apiQuery}`]: {
        kind: 'reminders',
        subscribed: true,
        email: 'l***@example.com',
      },
      [`POST /api/email/unsubscribe${apiQuery}`]: success({
        kind: 'reminders',
        subscribed: false,
        email: 'l***@example.com',
        message: 'You will no longer get reminder e-mails.',
      }),
      [`POST /api/email/resubscribe${apiQuery}`]: success({
        kind: 'reminders',
        subscribed: true,
        email: 'l***@example.com',
        message: 'You will get reminder e-mails again.',
      }),
    });
    renderApp(link);
    expect(await screen.findByRole('heading', { name: 'Reminder e-mails' })).toBeTruthy();
    expect(screen.getByText('E-mails to l***@example.com')).toBeTruthy();
    // Opening the page changed nothing.
    expect(callsTo('POST', `/api/email/unsubscribe${apiQuery}`)).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'UNSUBSCRIBE' }));
    expect(await screen.findByRole('heading', { name: 'You are unsubscribed' })).toBeTruthy();
    expect(screen.getByText('You will no longer get reminder e-mails.')).toBeTruthy();
    expect(callsTo('POST', `/api/email/unsubscribe${apiQuery}`)).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'RE-SUBSCRIBE' }));
    expect(await screen.findByText('You will get reminder e-mails again.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'UNSUBSCRIBE' })).toBeTruthy();
  });

  it('reads the old team-events links as game e-mails', async () => {
    const query = '?member=m-1&kind=game_emails&token=t-1';
    mockServer({
      [`GET /api/email/unsubscribe${query}`]: {
        kind: 'game_emails',
        subscribed: true,
        email: 'l***@example.com',
      },
    });
    renderApp('/unsubscribe/team-events?member=m-1&token=t-1');
    expect(await screen.findByRole('heading', { name: 'Game e-mails' })).toBeTruthy();
  });

  it('says when the link is not valid', async () => {
    mockServer({
      [`GET /api/email/unsubscribe${apiQuery}`]: failure(403, 'nope'),
    });
    renderApp(link);
    expect(
      await screen.findByText(
        'This unsubscribe link is not valid. Change your e-mail preferences in Settings.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'UNSUBSCRIBE' })).toBeNull();
  });

  it('says so for an unknown kind without asking the server', async () => {
    const { calls } = mockServer({});
    renderApp('/unsubscribe/newsletters?member=m-1&token=t-1');
    expect(
      await screen.findByText(
        'This unsubscribe link is not valid. Change your e-mail preferences in Settings.',
      ),
    ).toBeTruthy();
    expect(calls.filter((call) => call.path.startsWith('/api/email/'))).toEqual([]);
  });
});

const allOn = { gameEmails: true, reminders: true, chatDigests: true };

describe('settings: e-mail preferences', () => {
  it('shows a switch per kind and saves one change at once', async () => {
    signedIn();
    const { callsTo } = mockServer({
      'GET /api/member/me': memberFixture(),
      'GET /api/member/email-preferences': allOn,
      'PUT /api/member/email-preferences': success({ ...allOn, chatDigests: false, message: 'saved' }),
    });
    renderApp('/settings');
    const digests = (await screen.findByRole('switch', { name: /Chat digests/ })) as HTMLInputElement;
    expect((screen.getByRole('switch', { name: /Game e-mails/ }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('switch', { name: /Reminders/ }) as HTMLInputElement).checked).toBe(true);
    expect(digests.checked).toBe(true);
    fireEvent.click(digests);
    await waitFor(() => expect(digests.checked).toBe(false));
    expect(await screen.findByText('Your e-mail preferences were saved.')).toBeTruthy();
    expect(callsTo('PUT', '/api/member/email-preferences')[0]?.body).toEqual({
      ...allOn,
      chatDigests: false,
    });
  });

  it('rolls back when the server refuses', async () => {
    signedIn();
    mockServer({
      'GET /api/member/me': memberFixture(),
      'GET /api/member/email-preferences': allOn,
      'PUT /api/member/email-preferences': failure(500, 'Something broke.'),
    });
    renderApp('/settings');
    const toggle = (await screen.findByRole('switch', { name: /Game e-mails/ })) as HTMLInputElement;
    fireEvent.click(toggle);
    expect(await screen.findByText('Something broke.')).toBeTruthy();
    await waitFor(() => expect(toggle.checked).toBe(true));
  });
});

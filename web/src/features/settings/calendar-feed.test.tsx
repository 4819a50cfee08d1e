// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  failure,
  memberFixture,
  mockServer,
  renderApp,
  signedIn,
  success,
} from '../../test-support/render-app';

await import('./settings-pages');

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const feed = (token: string) => ({ url: `http://localhost/api/calendar/${token}.ics` });

describe('settings: calendar feed', () => {
  it('shows the secret address, copies it, and regenerates it after a confirmation', async () => {
    signedIn();
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const { callsTo } = mockServer({
      'GET /api/member/me': memberFixture(),
      'GET /api/member/calendar': feed('first'),
      'POST /api/member/calendar/regenerate': success(feed('second')),
    });
    renderApp('/settings');
    const address = (await screen.findByLabelText('Calendar address')) as HTMLInputElement;
    expect(address.value).toBe('http://localhost/api/calendar/first.ics');
    fireEvent.click(screen.getByRole('button', { name: 'COPY' }));
    expect(await screen.findByText('Copied to clipboard')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith('http://localhost/api/calendar/first.ics');

    fireEvent.click(screen.getByRole('button', { name: 'REGENERATE' }));
    const dialog = await screen.findByRole('dialog', { name: 'REGENERATE CALENDAR LINK' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'REGENERATE' }));
    await waitFor(() =>
      expect((screen.getByLabelText('Calendar address') as HTMLInputElement).value).toBe(
        'http://localhost/api/calendar/second.ics',
      ),
    );
    expect(callsTo('POST', '/api/member/calendar/regenerate')).toHaveLength(1);
  });

  it('says when the address cannot be loaded, and tries again', async () => {
    signedIn();
    let calls = 0;
    mockServer({
      'GET /api/member/me': memberFixture(),
      'GET /api/member/calendar': () => (++calls === 1 ? failure(500, 'boom') : feed('again')),
    });
    renderApp('/settings');
    expect(await screen.findByText('Something went wrong. Try again later.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'TRY AGAIN' }));
    expect(((await screen.findByLabelText('Calendar address')) as HTMLInputElement).value).toContain(
      'again.ics',
    );
  });
});

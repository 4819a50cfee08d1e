// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure, memberFixture, mockServer, renderApp, success } from '../../test-support/render-app';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const providers = [{ provider: 'google', startUrl: '/api/auth/oidc/google/start' }];

async function fillLogin(email: string, password: string) {
  const form = await screen.findByRole('form', { name: 'Log in' });
  fireEvent.change(within(form).getByLabelText('Email'), { target: { value: email } });
  fireEvent.change(within(form).getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(within(form).getByRole('button', { name: 'LOG IN' }));
  return form;
}

describe('login form', () => {
  it('shows each field’s message, tied to its input, without calling the server', async () => {
    const server = mockServer({ 'GET /api/auth/providers': providers });
    renderApp('/login');
    const form = await screen.findByRole('form', { name: 'Log in' });
    fireEvent.click(within(form).getByRole('button', { name: 'LOG IN' }));
    const email = within(form).getByLabelText('Email');
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    const describedBy = email.getAttribute('aria-describedby')!;
    expect(document.getElementById(describedBy)?.textContent).toBe('Email is required');
    expect(within(form).getByText('Password is required')).toBeTruthy();
    expect(server.callsTo('POST', '/api/auth/login/member')).toHaveLength(0);
  });

  it('says which e-mail is not one', async () => {
    mockServer({ 'GET /api/auth/providers': providers });
    renderApp('/login');
    const form = await fillLogin('ada@', 'x');
    expect(await within(form).findByText('Invalid email address')).toBeTruthy();
  });

  it('signs in: keeps only the authenticated flag (no token), then returns to where the login was opened', async () => {
    const member = memberFixture();
    const server = mockServer({
      'GET /api/auth/providers': providers,
      'POST /api/auth/login/member': success({ member }),
      'GET /api/member/me': member,
    });
    const { router } = renderApp(`/login?returnTo=${encodeURIComponent('/settings')}`);
    await fillLogin('Ada@Example.com', 'Kickoff#2024');
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings'));
    expect(server.callsTo('POST', '/api/auth/login/member')[0]?.body).toEqual({
      email: 'ada@example.com',
      password: 'Kickoff#2024',
    });
    expect(localStorage.getItem('refreshToken')).toBeNull();
    expect(localStorage.getItem('authenticated')).toBe('true');
  });

  it('shows the first server error', async () => {
    mockServer({
      'GET /api/auth/providers': providers,
      'POST /api/auth/login/member': failure(401, 'Invalid email or password', 'Second'),
    });
    renderApp('/login');
    const form = await fillLogin('ada@example.com', 'nope');
    expect((await within(form).findByRole('alert')).textContent).toBe('Invalid email or password');
  });

  it('falls back to the spec’s words when the server gives none', async () => {
    mockServer({ 'GET /api/auth/providers': providers, 'POST /api/auth/login/member': { status: 502 } });
    renderApp('/login');
    const form = await fillLogin('ada@example.com', 'x');
    expect((await within(form).findByRole('alert')).textContent).toBe('An error occurred. Please try again.');
  });

  it('on 406 says the invite team is invalid and goes to the splash', async () => {
    mockServer({
      'GET /api/auth/providers': providers,
      'POST /api/auth/login/member': failure(406, 'Team gone'),
    });
    const { router } = renderApp('/login?inviteToken=abc');
    await fillLogin('ada@example.com', 'Kickoff#2024');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByText('Invalid invite team, please try to re-login.')).toBeTruthy();
  });

  it('offers only the social sign-ins the server lists, returning through /auto-login', async () => {
    mockServer({ 'GET /api/auth/providers': providers });
    renderApp(`/login?returnTo=${encodeURIComponent('/events')}`);
    const google = await screen.findByRole('link', { name: 'Continue with Google' });
    expect(google.getAttribute('href')).toBe(
      `/api/auth/oidc/google/start?returnTo=${encodeURIComponent('/auto-login?returnTo=%2Fevents')}`,
    );
    expect(screen.queryByRole('link', { name: 'Continue with Apple' })).toBeNull();
  });

  it('opens the reset-password request as a modal with the typed e-mail', async () => {
    const server = mockServer({
      'GET /api/auth/providers': [],
      'POST /api/auth/recover-password': { message: 'ok' },
    });
    renderApp('/login');
    const form = await screen.findByRole('form', { name: 'Log in' });
    fireEvent.change(within(form).getByLabelText('Email'), { target: { value: 'ada@example.com' } });
    fireEvent.click(within(form).getByRole('link', { name: 'Forgot password?' }));
    const dialog = await screen.findByRole('dialog', { name: 'RESET PASSWORD' });
    expect((within(dialog).getByLabelText('Email') as HTMLInputElement).value).toBe('ada@example.com');
    fireEvent.click(within(dialog).getByRole('button', { name: 'SEND RESET LINK' }));
    expect(
      await within(dialog).findByText(
        'If an account exists for this email, we sent a link to reset your password.',
      ),
    ).toBeTruthy();
    expect(server.callsTo('POST', '/api/auth/recover-password')[0]?.body).toEqual({
      email: 'ada@example.com',
    });
  });
});

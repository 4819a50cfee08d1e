// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memberFixture, mockServer, renderApp, signedIn } from '../../test-support/render-app';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const rpc = (data: unknown) => ({ status: 200, body: { result: { data } } });
const rpcError = (httpStatus: number, message: string, field?: string) => ({
  status: httpStatus,
  body: {
    error: {
      message,
      code: -32600,
      data: { httpStatus, errors: [{ message, ...(field ? { field } : {}) }] },
    },
  },
});

describe('reset password link', () => {
  it('signs in with the token, then sets the new password with it', async () => {
    const member = memberFixture();
    const server = mockServer({
      'POST /trpc/auth.autoLoginJwt': rpc({ success: true, member }),
      'POST /trpc/auth.setPassword': rpc({ success: true, member }),
      'GET /api/member/me': member,
    });
    const { router } = renderApp('/reset-password?resetToken=tok-1');
    // The heading shows while the link is checked (it is the prerendered page's largest text); the form
    // comes once the token has signed the member in.
    expect(await screen.findByRole('heading', { name: 'Set a new password' })).toBeTruthy();
    const form = await screen.findByRole('form', { name: 'Set a new password' });
    expect(server.callsTo('POST', '/trpc/auth.autoLoginJwt')[0]?.body).toEqual({ authorization: 'tok-1' });
    expect(localStorage.getItem('authenticated')).toBe('true');

    fireEvent.change(within(form).getByLabelText('New password'), { target: { value: 'Striker!2025' } });
    fireEvent.change(within(form).getByLabelText('Confirm new password'), {
      target: { value: 'Striker!2026' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'SET PASSWORD' }));
    expect(await within(form).findByText('Passwords do not match')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('Confirm new password'), {
      target: { value: 'Striker!2025' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'SET PASSWORD' }));
    expect(await screen.findByText('Password updated successfully!')).toBeTruthy();
    expect(server.callsTo('POST', '/trpc/auth.setPassword')[0]?.body).toEqual({
      newPassword: 'Striker!2025',
      confirmPassword: 'Striker!2025',
      authorization: 'tok-1',
    });
    // The session the new password issued replaces the reset link's, in cookies only.
    expect(localStorage.getItem('refreshToken')).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('says the link is invalid when the server refuses the token', async () => {
    mockServer({ 'POST /trpc/auth.autoLoginJwt': rpcError(401, 'Invalid reset password link') });
    renderApp('/reset-password?resetToken=spent');
    expect(await screen.findByRole('heading', { name: 'Invalid reset password link' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'SEND ME A NEW LINK' }));
    expect(await screen.findByRole('form', { name: 'Request a password reset link' })).toBeTruthy();
  });

  it('says the reset failed when the server could not be asked', async () => {
    mockServer({ 'POST /trpc/auth.autoLoginJwt': { status: 500 } });
    renderApp('/reset-password?resetToken=tok-down');
    expect(await screen.findByRole('heading', { name: 'Reset password failed' })).toBeTruthy();
  });

  it('says the update failed, or shows the server’s field message', async () => {
    const member = memberFixture();
    let attempt = 0;
    mockServer({
      'POST /trpc/auth.autoLoginJwt': rpc({ success: true, member }),
      'POST /trpc/auth.setPassword': () => {
        attempt += 1;
        return attempt === 1
          ? rpcError(400, 'Password must contain at least one number', 'newPassword')
          : { status: 500 };
      },
      'GET /api/member/me': member,
    });
    renderApp('/auto-login?resetToken=tok-update');
    const form = await screen.findByRole('form', { name: 'Set a new password' });
    fireEvent.change(within(form).getByLabelText('New password'), { target: { value: 'Striker!2025' } });
    fireEvent.change(within(form).getByLabelText('Confirm new password'), {
      target: { value: 'Striker!2025' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'SET PASSWORD' }));
    expect(await within(form).findByText('Password must contain at least one number')).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'SET PASSWORD' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('Failed to update password');
  });
});

describe('verify link', () => {
  it('verifies the address and offers to log in', async () => {
    const server = mockServer({ 'GET /api/auth/verify/': { email: 'ada@example.com', emailVerified: true } });
    renderApp('/verify?email=ada%40example.com&verificationToken=v-1');
    expect(await screen.findByRole('heading', { name: 'Your email address is verified.' })).toBeTruthy();
    expect(server.calls.find((call) => call.path.startsWith('/api/auth/verify/'))?.path).toBe(
      '/api/auth/verify/?email=ada%40example.com&verificationToken=v-1',
    );
    expect(screen.getByRole('main').querySelector('a[href="/login"]')).toBeTruthy();
  });

  it('shows the server’s error', async () => {
    mockServer({
      'GET /api/auth/verify/': {
        status: 400,
        body: { status: 'error', errors: ['This verification link is invalid or has expired.'] },
      },
    });
    renderApp('/verify?email=ada%40example.com&verificationToken=bad');
    expect(await screen.findByText('This verification link is invalid or has expired.')).toBeTruthy();
  });

  it('offers going on into the app, never LOG IN, to a signed-in member', async () => {
    signedIn();
    mockServer({
      'GET /api/auth/verify/': { email: 'ada@example.com', emailVerified: true },
      'GET /api/member/me': memberFixture({ teams: [{ id: 't-7', name: 'Rovers' }] }),
    });
    renderApp('/verify?email=ada%40example.com&verificationToken=v-2');
    expect(await screen.findByRole('heading', { name: 'Your email address is verified.' })).toBeTruthy();
    const main = screen.getByRole('main');
    await waitFor(() =>
      expect(within(main).getByRole('link', { name: 'CONTINUE' }).getAttribute('href')).toBe('/team/t-7'),
    );
    expect(within(main).queryByRole('link', { name: 'LOG IN' })).toBeNull();
  });

  it('offers a signed-in member a new link when this one failed, and no LOG IN', async () => {
    signedIn();
    const server = mockServer({
      'GET /api/auth/verify/': {
        status: 400,
        body: { status: 'error', errors: ['This verification link is invalid or has expired.'] },
      },
      'GET /api/member/me': memberFixture({ emailVerified: false }),
      'POST /api/member/verify-email/resend': {
        message: 'We sent a new verification link to your email address.',
      },
    });
    renderApp('/verify?email=ada%40example.com&verificationToken=old');
    expect(await screen.findByText('This verification link is invalid or has expired.')).toBeTruthy();
    const main = screen.getByRole('main');
    expect(within(main).queryByRole('link', { name: 'LOG IN' })).toBeNull();
    expect(within(main).getByRole('link', { name: 'CONTINUE' })).toBeTruthy();
    fireEvent.click(within(main).getByRole('button', { name: 'SEND A NEW LINK' }));
    expect(await screen.findByText('We sent a new verification link to your email address.')).toBeTruthy();
    expect(server.callsTo('POST', '/api/member/verify-email/resend')).toHaveLength(1);
  });
});

describe('e-mail change links', () => {
  it('confirms the change from the link sent to the new address', async () => {
    const server = mockServer({
      'POST /api/auth/email-change/confirm': { outcome: 'confirmed', email: 'new@example.com' },
    });
    renderApp('/email-change/confirm?token=c-1');
    expect(await screen.findByRole('heading', { name: 'Your email address is changed' })).toBeTruthy();
    expect(screen.getByText('From now on you sign in with new@example.com.')).toBeTruthy();
    expect(server.callsTo('POST', '/api/auth/email-change/confirm')[0]?.body).toEqual({ token: 'c-1' });
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'LOG IN' })).toBeTruthy();
  });

  it('says a link opened twice was already used', async () => {
    mockServer({
      'POST /api/auth/email-change/cancel': { outcome: 'already-cancelled', email: 'old@example.com' },
    });
    renderApp('/email-change/cancel?token=x-1');
    expect(await screen.findByRole('heading', { name: 'The email change is cancelled' })).toBeTruthy();
    expect(
      screen.getByText('This link was already used: the email change is already cancelled.'),
    ).toBeTruthy();
  });

  it('says an expired link expired, and offers a signed-in member the way back into the app', async () => {
    signedIn();
    mockServer({
      'GET /api/member/me': memberFixture(),
      'POST /api/auth/email-change/confirm': {
        status: 400,
        body: {
          status: 'error',
          errors: [
            {
              message: 'This link has expired. Change your email again from your settings to get a new one.',
              code: 'LinkExpired',
            },
          ],
        },
      },
    });
    renderApp('/email-change/confirm?token=old');
    expect(await screen.findByRole('heading', { name: 'We could not change your email' })).toBeTruthy();
    expect(
      screen.getByText('This link has expired. Change your email again from your settings to get a new one.'),
    ).toBeTruthy();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'CONTINUE' })).toBeTruthy();
  });
});

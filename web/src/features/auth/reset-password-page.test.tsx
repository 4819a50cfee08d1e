// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memberFixture, mockServer, renderApp } from '../../test-support/render-app';

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
      'POST /trpc/auth.autoLoginJwt': rpc({
        success: true,
        member,
        accessToken: 'a',
        refreshToken: 'r-auto',
      }),
      'POST /trpc/auth.setPassword': rpc({ success: true, member, accessToken: 'b', refreshToken: 'r-new' }),
      'GET /api/member/me': member,
    });
    const { router } = renderApp('/reset-password?resetToken=tok-1');
    expect(await screen.findByRole('heading', { name: 'Set a new password' })).toBeTruthy();
    expect(server.callsTo('POST', '/trpc/auth.autoLoginJwt')[0]?.body).toEqual({ authorization: 'tok-1' });
    expect(localStorage.getItem('refreshToken')).toBe('r-auto');

    const form = screen.getByRole('form', { name: 'Set a new password' });
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
    // The session the new password issued replaces the reset link's.
    expect(localStorage.getItem('refreshToken')).toBe('r-new');
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
      'POST /trpc/auth.autoLoginJwt': rpc({ success: true, member, refreshToken: 'r' }),
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
});

// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MemberDto } from '../../../../src/contracts/identity/index.ts';
import {
  failure,
  memberFixture,
  mockServer,
  renderApp,
  signedIn,
  success,
} from '../../test-support/render-app';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const providers = [
  { provider: 'google', startUrl: '/api/auth/oidc/google/start' },
  { provider: 'apple', startUrl: '/api/auth/oidc/apple/start' },
];

function openGeneral(member: MemberDto, extra: Record<string, unknown> = {}) {
  signedIn();
  const server = mockServer({ 'GET /api/member/me': member, 'GET /api/auth/providers': providers, ...extra });
  const view = renderApp('/settings/general');
  return { server, ...view };
}

const change = (form: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(form).getByLabelText(label), { target: { value } });

describe('edit profile', () => {
  it('fills the form from the member and saves it (PATCH /api/member) with the spec’s toast', async () => {
    const member = memberFixture();
    const { server } = openGeneral(member, {
      'PATCH /api/member': (call: { body: unknown }) => success({ ...member, ...(call.body as object) }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit profile' })).toBeTruthy();
    const form = screen.getByRole('form', { name: 'Edit profile' });
    expect((within(form).getByLabelText('Gender') as HTMLSelectElement).selectedOptions[0]?.textContent).toBe(
      'Female',
    );
    const save = within(form).getByRole('button', { name: 'SAVE CHANGES' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    change(form, 'First name', '  Augusta ');
    change(form, 'Phone number', '5559876543');
    expect(save.disabled).toBe(false);
    fireEvent.click(save);
    expect(await screen.findByText('Successfully updated')).toBeTruthy();
    expect(server.callsTo('PATCH', '/api/member')[0]?.body).toMatchObject({
      firstName: 'Augusta',
      phoneNumber: '(555) 987-6543',
      gender: 'FEMALE',
      zip: '10001',
      location: 'Brooklyn, NY',
      birthday: '1990-04-12',
    });
  });

  it('shows the profile rules of spec §5 inline', async () => {
    openGeneral(memberFixture());
    const form = await screen.findByRole('form', { name: 'Edit profile' });
    change(form, 'Location', ' ');
    change(form, 'Zip', '123');
    change(form, 'Phone number', '555');
    change(form, 'Gender', '');
    fireEvent.click(within(form).getByRole('button', { name: 'SAVE CHANGES' }));
    expect(await within(form).findByText('This field is required')).toBeTruthy();
    expect(within(form).getByText('Invalid postal code')).toBeTruthy();
    expect(within(form).getByText('Invalid phone number')).toBeTruthy();
    expect(within(form).getByText('Please select a gender')).toBeTruthy();
    const zip = within(form).getByLabelText('Zip');
    expect(zip.getAttribute('aria-invalid')).toBe('true');
  });

  it('shows the first server error, or the spec’s fallback, when saving fails', async () => {
    let attempt = 0;
    const { server } = openGeneral(memberFixture(), {
      'PATCH /api/member': () =>
        ++attempt === 1 ? failure(400, { message: 'Invalid postal code', field: 'zip' }) : { status: 500 },
    });
    // Queried afresh each time: nothing here depends on the form keeping its DOM nodes.
    const form = () => screen.getByRole('form', { name: 'Edit profile' });
    const field = (name: string) => within(form()).getByRole('textbox', { name });
    const save = () => within(form()).getByRole('button', { name: 'SAVE CHANGES' });
    await screen.findByRole('form', { name: 'Edit profile' });
    fireEvent.change(field('First name'), { target: { value: 'Augusta' } });
    fireEvent.click(save());
    await waitFor(() => expect(field('Zip').getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(field('Zip').getAttribute('aria-describedby')!)?.textContent).toBe(
      'Invalid postal code',
    );
    fireEvent.change(field('Zip'), { target: { value: '10002' } });
    await waitFor(() => expect(save().getAttribute('aria-busy')).toBeNull());
    fireEvent.click(save());
    await waitFor(() => expect(server.callsTo('PATCH', '/api/member')).toHaveLength(2));
    expect(
      (
        await screen.findAllByText(
          'An error occurred while trying to save your profile. Please try again later',
        )
      ).length,
    ).toBeGreaterThan(0);
  });

  it('is COMPLETE REGISTRATION while registration is incomplete', async () => {
    openGeneral(memberFixture({ registrationComplete: false, location: null }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Complete registration' })).toBeTruthy();
    expect(screen.getByText('Please complete your profile to proceed')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'COMPLETE REGISTRATION' })).toBeTruthy();
  });

  it('refuses a photo over 5MB or of another type before uploading it', async () => {
    const { server } = openGeneral(memberFixture());
    await screen.findByRole('form', { name: 'Edit profile' });
    const input = screen.getByLabelText('Profile photo') as HTMLInputElement;
    const big = new File(['x'], 'big.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: 5_000_001 });
    fireEvent.change(input, { target: { files: [big] } });
    expect(await screen.findByText('Please choose a file with size < 5MB')).toBeTruthy();
    fireEvent.change(input, { target: { files: [new File(['x'], 'a.pdf', { type: 'application/pdf' })] } });
    expect(await screen.findByText('Please choose a PNG, GIF or JPEG image')).toBeTruthy();
    expect(server.callsTo('POST', '/api/member/avatar/upload')).toHaveLength(0);
  });

  it('uploads a photo as multipart field `file`', async () => {
    const { server } = openGeneral(memberFixture(), {
      'POST /api/member/avatar/upload': { avatar: '/uploads/a.png', message: 'Upload Successful' },
    });
    await screen.findByRole('form', { name: 'Edit profile' });
    const photo = new File(['png'], 'me.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('Profile photo'), { target: { files: [photo] } });
    expect(await screen.findByText('Upload Successful')).toBeTruthy();
    const body = server.callsTo('POST', '/api/member/avatar/upload')[0]?.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect((body.get('file') as File).name).toBe('me.png');
  });

  it('shows the server’s upload message, else the spec’s fallback', async () => {
    openGeneral(memberFixture(), { 'POST /api/member/avatar/upload': { status: 500 } });
    await screen.findByRole('form', { name: 'Edit profile' });
    fireEvent.change(screen.getByLabelText('Profile photo'), {
      target: { files: [new File(['gif'], 'me.gif', { type: 'image/gif' })] },
    });
    expect(await screen.findByText('Something went wrong. Please try again later.')).toBeTruthy();
  });
});

describe('sign-in settings (spec §6)', () => {
  it('offers Update email and Update password to a password-only account', async () => {
    openGeneral(memberFixture());
    await screen.findByRole('form', { name: 'Edit profile' });
    expect(screen.getByRole('button', { name: 'UPDATE EMAIL' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'UPDATE PASSWORD' })).toBeTruthy();
  });

  it('hides Update email once a provider is linked and Update password without a password', async () => {
    openGeneral(memberFixture({ authSchemas: { providers: ['google'], hasPassword: false } }));
    await screen.findByRole('form', { name: 'Edit profile' });
    expect(screen.queryByRole('button', { name: 'UPDATE EMAIL' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'UPDATE PASSWORD' })).toBeNull();
  });

  it('cannot disconnect the last way to sign in, and says why', async () => {
    openGeneral(memberFixture({ authSchemas: { providers: ['google'], hasPassword: false } }));
    const disconnect = await screen.findByRole('button', { name: 'Disconnect Google' });
    expect(disconnect.getAttribute('aria-disabled')).toBe('true');
    const why = document.getElementById(disconnect.getAttribute('aria-describedby')!);
    expect(why?.textContent).toBe(
      'Google is the only way you sign in. Set a password or connect another account before disconnecting this one.',
    );
    // Apple is offered for connecting, back to the settings page.
    expect(screen.getByRole('link', { name: 'Connect Apple' }).getAttribute('href')).toBe(
      '/api/auth/oidc/apple/start?link=1&returnTo=%2Fsettings%2Fgeneral',
    );
  });

  it('disconnects a provider through auth.revokeSocial', async () => {
    const { server } = openGeneral(
      memberFixture({ authSchemas: { providers: ['google'], hasPassword: true } }),
      {
        'POST /trpc/auth.revokeSocial': { status: 200, body: { result: { data: { success: true } } } },
      },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Disconnect Google' }));
    expect(await screen.findByText('Your social media account was disconnected.')).toBeTruthy();
    expect(server.callsTo('POST', '/trpc/auth.revokeSocial')[0]?.body).toEqual({ provider: 'google' });
  });

  it('shows the address a pending e-mail change waits to move to', async () => {
    openGeneral(memberFixture(), { 'GET /api/member/email-change': { pendingEmail: 'next@example.com' } });
    await screen.findByRole('heading', { level: 1, name: 'Edit profile' }, { timeout: 5000 });
    expect(await screen.findByText('next@example.com')).toBeTruthy();
    expect(screen.getByText(/once you open the link we sent there/)).toBeTruthy();
  });

  it('refuses, before asking the server, a new password equal to the current one', async () => {
    const { server } = openGeneral(memberFixture());
    fireEvent.click(await screen.findByRole('button', { name: 'UPDATE PASSWORD' }));
    const dialog = await screen.findByRole('dialog', { name: 'UPDATE PASSWORD' });
    for (const label of ['Current password', 'New password', 'Confirm new password'])
      fireEvent.change(within(dialog).getByLabelText(label), { target: { value: 'Kickoff#2024' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'UPDATE PASSWORD' }));
    expect(
      await within(dialog).findByText('New password must be different from your current password'),
    ).toBeTruthy();
    expect(server.callsTo('PATCH', '/api/member/change-password')).toHaveLength(0);
  });

  it('updates the password in its modal', async () => {
    const { server } = openGeneral(memberFixture(), {
      'PATCH /api/member/change-password': { message: 'Password Changed Successfully' },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'UPDATE PASSWORD' }));
    const dialog = await screen.findByRole('dialog', { name: 'UPDATE PASSWORD' });
    fireEvent.change(within(dialog).getByLabelText('Current password'), { target: { value: 'abc' } });
    fireEvent.change(within(dialog).getByLabelText('New password'), { target: { value: 'Midfield$2025' } });
    fireEvent.change(within(dialog).getByLabelText('Confirm new password'), {
      target: { value: 'Midfield$2026' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'UPDATE PASSWORD' }));
    expect(await within(dialog).findByText('Password must be at least 5 character long')).toBeTruthy();
    expect(within(dialog).getByText('Passwords do not match')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Current password'), {
      target: { value: 'Kickoff#2024' },
    });
    fireEvent.change(within(dialog).getByLabelText('Confirm new password'), {
      target: { value: 'Midfield$2025' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'UPDATE PASSWORD' }));
    expect(await screen.findByText('Password Changed Successfully')).toBeTruthy();
    expect(server.callsTo('PATCH', '/api/member/change-password')[0]?.body).toEqual({
      currentPassword: 'Kickoff#2024',
      newPassword: 'Midfield$2025',
    });
  });

  it('updates the email in its modal, requiring the two to match', async () => {
    const { server } = openGeneral(memberFixture(), {
      'PATCH /api/member/change-email': failure(400, { message: 'Password is incorrect', field: 'password' }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'UPDATE EMAIL' }));
    const dialog = await screen.findByRole('dialog', { name: 'UPDATE EMAIL' });
    fireEvent.change(within(dialog).getByLabelText('Current password'), { target: { value: 'wrong' } });
    fireEvent.change(within(dialog).getByLabelText('New email'), { target: { value: 'new@example.com' } });
    fireEvent.change(within(dialog).getByLabelText('Confirm new email'), {
      target: { value: 'other@example.com' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'UPDATE EMAIL' }));
    expect(await within(dialog).findByText('Emails do not match')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Confirm new email'), {
      target: { value: 'new@example.com' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'UPDATE EMAIL' }));
    expect(await within(dialog).findByText('Password is incorrect')).toBeTruthy();
    expect(server.callsTo('PATCH', '/api/member/change-email')[0]?.body).toEqual({
      password: 'wrong',
      email: 'new@example.com',
    });
  });

  it('deactivates the account after the DEACTIVATE YOUR ACCOUNT confirmation', async () => {
    const { server, router } = openGeneral(memberFixture(), {
      'DELETE /api/member': { message: 'Successfully deleted your account' },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'DEACTIVATE ACCOUNT' }));
    const dialog = await screen.findByRole('dialog', { name: 'DEACTIVATE YOUR ACCOUNT' });
    fireEvent.change(within(dialog).getByLabelText('Password'), { target: { value: 'Kickoff#2024' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'DEACTIVATE' }));
    expect(await screen.findByText('Successfully deleted your account')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(server.callsTo('DELETE', '/api/member').map((call) => call.body)).toEqual([
      { password: 'Kickoff#2024' },
    ]);
    await waitFor(() => expect(localStorage.getItem('authenticated')).toBeNull());
  });

  it('keeps the dialog open with the server’s words when the password is wrong', async () => {
    const { server } = openGeneral(memberFixture(), {
      'DELETE /api/member': failure(400, { message: 'Current password is incorrect', field: 'password' }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'DEACTIVATE ACCOUNT' }));
    const dialog = await screen.findByRole('dialog', { name: 'DEACTIVATE YOUR ACCOUNT' });
    fireEvent.change(within(dialog).getByLabelText('Password'), { target: { value: 'guess' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'DEACTIVATE' }));
    expect(await within(dialog).findByText('Current password is incorrect')).toBeTruthy();
    expect(server.callsTo('DELETE', '/api/member')).toHaveLength(1);
    expect(localStorage.getItem('authenticated')).not.toBeNull();
  });

  it('asks an account without a password for no password, and says a recent login is needed', async () => {
    const member = memberFixture({ authSchemas: { providers: ['google'], hasPassword: false } });
    const { server } = openGeneral(member, {
      'DELETE /api/member': { message: 'Successfully deleted your account' },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'DEACTIVATE ACCOUNT' }));
    const dialog = await screen.findByRole('dialog', { name: 'DEACTIVATE YOUR ACCOUNT' });
    expect(within(dialog).queryByLabelText('Password')).toBeNull();
    expect(within(dialog).getByText(/within 10 minutes of logging in/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'DEACTIVATE' }));
    expect(await screen.findByText('Successfully deleted your account')).toBeTruthy();
    expect(server.callsTo('DELETE', '/api/member').map((call) => call.body)).toEqual([{}]);
  });
});

// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure, memberFixture, mockServer, renderApp, success } from '../../test-support/render-app';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const change = (form: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(form).getByLabelText(label), { target: { value } });

function fillValid(form: HTMLElement) {
  change(form, 'First name', 'Ada');
  change(form, 'Last name', 'Lovelace');
  change(form, 'Email', 'ada@example.com');
  change(form, 'Phone number', '5551234567');
  change(form, 'Location', 'Ottawa, ON');
  change(form, 'Zip code', 'K1A 0B1');
  change(form, 'Birthday', '1990-04-12');
  change(form, 'Gender', 'PREFER_NOT_TO_SAY');
  change(form, 'Password', 'Kickoff#2024');
  change(form, 'Confirm password', 'Kickoff#2024');
}

describe('create account', () => {
  it('says the age rule once: the hint until the rule’s own message replaces it', async () => {
    mockServer({ 'GET /api/auth/providers': [] });
    renderApp('/create-account');
    const form = await screen.findByRole('form', { name: 'Create account' });
    expect(within(form).getByText('You must be 18 or older.')).toBeTruthy();
    fillValid(form);
    const lastYear = `${new Date().getFullYear() - 1}-01-01`;
    change(form, 'Birthday', lastYear);
    fireEvent.click(within(form).getByRole('button', { name: 'CREATE ACCOUNT' }));
    expect(await within(form).findByText('You must be at least 18 years old to register.')).toBeTruthy();
    expect(within(form).queryByText('You must be 18 or older.')).toBeNull();
  });

  it('says Canadian postal codes are welcome (the form sends one in the tests below)', async () => {
    mockServer({ 'GET /api/auth/providers': [] });
    renderApp('/create-account');
    const form = await screen.findByRole('form', { name: 'Create account' });
    const zip = within(form).getByLabelText('Zip code');
    const hint = document.getElementById(zip.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe('US zip or Canadian postal code');
  });

  it('shows every sign-up message of spec §5 on an empty submit', async () => {
    mockServer({ 'GET /api/auth/providers': [] });
    renderApp('/create-account');
    const form = await screen.findByRole('form', { name: 'Create account' });
    fireEvent.click(within(form).getByRole('button', { name: 'CREATE ACCOUNT' }));
    for (const message of [
      'First name is required',
      'Last name is required',
      'Email is required',
      'Phone number is required',
      'Location is required',
      'Zip code is required',
      'Birthday is required',
      'Please select a gender option',
      'Password is required',
      'Confirm password is required',
    ]) {
      expect(await within(form).findByText(message)).toBeTruthy();
    }
    // Focus goes to the first field in reading order, not the first one registered.
    await waitFor(() => expect(document.activeElement).toBe(within(form).getByLabelText('First name')));
  });

  it('checks formats, age and the password rules with the spec’s words', async () => {
    mockServer({ 'GET /api/auth/providers': [] });
    renderApp('/create-account');
    const form = await screen.findByRole('form', { name: 'Create account' });
    fillValid(form);
    change(form, 'Phone number', '555123');
    change(form, 'Zip code', '1234');
    const thisYear = new Date().getUTCFullYear();
    change(form, 'Birthday', `${thisYear - 10}-01-01`);
    change(form, 'Password', 'kickoff#2024');
    change(form, 'Confirm password', 'Kickoff#2024');
    fireEvent.click(within(form).getByRole('button', { name: 'CREATE ACCOUNT' }));
    expect(await within(form).findByText('Phone number must be at least 10 digits')).toBeTruthy();
    expect(within(form).getByText('Invalid zip code')).toBeTruthy();
    expect(within(form).getByText('You must be at least 18 years old to register.')).toBeTruthy();
    expect(within(form).getByText('Password must contain at least one uppercase letter')).toBeTruthy();
  });

  it('masks the phone number as (999) 999-9999', async () => {
    mockServer({ 'GET /api/auth/providers': [] });
    renderApp('/create-account');
    const form = await screen.findByRole('form', { name: 'Create account' });
    change(form, 'Phone number', '55512345678');
    expect((within(form).getByLabelText('Phone number') as HTMLInputElement).value).toBe('(555) 123-4567');
  });

  it('ticks the password checklist as the rules are met', async () => {
    mockServer({ 'GET /api/auth/providers': [] });
    renderApp('/create-account');
    const form = await screen.findByRole('form', { name: 'Create account' });
    const checklist = within(form).getByRole('list', { name: 'Password requirements' });
    const met = () =>
      within(checklist)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('data-met'));
    expect(met()).toEqual(['false', 'false', 'false', 'false', 'false']);
    change(form, 'Password', 'Kick1');
    expect(met()).toEqual(['false', 'true', 'true', 'true', 'false']);
    change(form, 'Password', 'Kickoff#2024');
    expect(met()).toEqual(['true', 'true', 'true', 'true', 'true']);
    // The checklist describes the password input.
    const password = within(form).getByLabelText('Password');
    expect(password.getAttribute('aria-describedby')).toContain(checklist.id);
  });

  it('puts a 409 on the e-mail field', async () => {
    mockServer({
      'GET /api/auth/providers': [],
      'POST /api/auth/register': failure(409, 'An account with this email already exists'),
    });
    renderApp('/create-account');
    const form = await screen.findByRole('form', { name: 'Create account' });
    fillValid(form);
    fireEvent.click(within(form).getByRole('button', { name: 'CREATE ACCOUNT' }));
    const email = within(form).getByLabelText('Email');
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(email.getAttribute('aria-describedby')!)?.textContent).toBe(
      'An account with this email already exists',
    );
  });

  it('registers with the location, asks to check the inbox and signs in when the server hands back a session', async () => {
    const member = memberFixture({ location: 'Ottawa, ON' });
    const server = mockServer({
      'GET /api/auth/providers': [],
      'POST /api/auth/register': {
        status: 201,
        body: { status: 'success', data: { member } },
      },
      'GET /api/member/me': success(member),
    });
    renderApp('/create-account');
    const form = await screen.findByRole('form', { name: 'Create account' });
    fillValid(form);
    fireEvent.click(within(form).getByRole('button', { name: 'CREATE ACCOUNT' }));
    expect(await screen.findByRole('heading', { name: 'Check your inbox' })).toBeTruthy();
    expect(screen.getByText('ada@example.com')).toBeTruthy();
    expect(server.callsTo('POST', '/api/auth/register')[0]?.body).toMatchObject({
      email: 'ada@example.com',
      phone: '(555) 123-4567',
      zipCode: 'K1A 0B1',
      location: 'Ottawa, ON',
      gender: 'PREFER_NOT_TO_SAY',
    });
    expect(localStorage.getItem('authenticated')).toBe('true');
    expect(localStorage.getItem('refreshToken')).toBeNull();
    // The account is complete: no COMPLETE REGISTRATION step after it (issue 15).
    expect(screen.getByRole('link', { name: 'CONTINUE' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('heading', { name: 'What happens next' })).toBeTruthy();
  });

  it('lets the new member ask for another verification e-mail from "Check your inbox"', async () => {
    const member = memberFixture({ registrationComplete: false, location: null, emailVerified: false });
    let resends = 0;
    const server = mockServer({
      'GET /api/auth/providers': [],
      'POST /api/auth/register': { status: 201, body: { status: 'success', data: { member } } },
      'GET /api/member/me': success(member),
      'POST /api/member/verify-email/resend': () => {
        resends += 1;
        return resends === 1
          ? { message: 'We sent a new verification link to your email address.' }
          : {
              status: 429,
              body: {
                status: 'error',
                errors: [{ message: 'Too many requests. Please try again later.', code: 'RateLimited' }],
              },
            };
      },
    });
    renderApp('/create-account');
    const form = await screen.findByRole('form', { name: 'Create account' });
    fillValid(form);
    fireEvent.click(within(form).getByRole('button', { name: 'CREATE ACCOUNT' }));
    expect(await screen.findByRole('heading', { name: 'Check your inbox' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'SEND A NEW LINK' }));
    expect(await screen.findByText('We sent a new verification link to your email address.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'SEND A NEW LINK' }));
    expect(await screen.findByText('Too many requests. Please try again later.')).toBeTruthy();
    expect(server.callsTo('POST', '/api/member/verify-email/resend')).toHaveLength(2);
  });
});

describe('create account from an invite link (issue 15)', () => {
  it('names the club the invite is for, keeps the member on "Check your inbox" and says they join it next', async () => {
    localStorage.setItem('inviteToken', JSON.stringify('tok-123'));
    const member = memberFixture({ location: 'Ottawa, ON' });
    const server = mockServer({
      'GET /api/auth/providers': [],
      'POST /api/public/invite/process': {
        team: { id: 't1', name: 'Zilker Zebras' },
        inviter: { firstName: 'Priya', lastName: 'Raman' },
        alreadyAdded: false,
      },
      'POST /api/auth/register': { status: 201, body: { status: 'success', data: { member } } },
      'GET /api/member/me': success(member),
    });
    renderApp('/create-account');
    expect(await screen.findByText('Zilker Zebras')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(
      'You’re invited to join Zilker Zebras by Priya Raman. Create your account to accept.',
    );
    fillValid(await screen.findByRole('form', { name: 'Create account' }));
    fireEvent.click(screen.getByRole('button', { name: 'CREATE ACCOUNT' }));
    const next = await screen.findByRole('region', { name: 'What happens next' });
    expect(next.textContent).toContain(
      'Choose CONTINUE and you join Zilker Zebras, the team Priya Raman invited you to.',
    );
    // Signed in with a complete profile, the invite still waits for the member to continue.
    await waitFor(() => expect(localStorage.getItem('authenticated')).toBe('true'));
    await new Promise((settle) => setTimeout(settle, 50));
    expect(server.callsTo('POST', '/api/public/invite/process')).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Check your inbox' })).toBeTruthy();
  });
});

// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import DemoRequestForm from './DemoRequestForm.tsx';

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

function fillValidForm() {
  fill('Full name', 'Dana Whitfield');
  fill('Email', 'dana@eastsidesoccer.org');
  fill('Phone number', '5125550142');
  fill('Organization name', 'Eastside Adult Soccer');
  fill('State or province', 'TX');
  fill('Country', 'United States');
  fill('Number of teams', '24');
  fill('Number of players', '360');
  fill('Notes', 'Two coed divisions, spring and fall.');
}

function submit() {
  fireEvent.click(screen.getByRole('button', { name: 'Book a demo' }));
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('DemoRequestForm', () => {
  it('shows "This field is required" on every field of an empty form', async () => {
    render(createElement(DemoRequestForm, { recaptchaSiteKey: '' }));
    submit();
    expect(await screen.findAllByText('This field is required')).toHaveLength(9);
    expect(screen.getByLabelText('Full name').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('Full name'));
  });

  it('masks the phone number and rejects a bad email and a short phone number', async () => {
    render(createElement(DemoRequestForm, { recaptchaSiteKey: '' }));
    fillValidForm();
    fill('Email', 'dana@club');
    fill('Phone number', '512555');
    expect((screen.getByLabelText('Phone number') as HTMLInputElement).value).toBe('(512) 555');
    submit();
    expect(await screen.findByText('Invalid email')).toBeTruthy();
    expect(screen.getByText('Invalid phone number')).toBeTruthy();
  });

  it('sends the request with an empty captcha token and says it was sent', async () => {
    const fetchMock = vi.fn(async () => new Response('{"status":"success","data":null}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    render(createElement(DemoRequestForm, { recaptchaSiteKey: '' }));
    fillValidForm();
    submit();
    expect(await screen.findByText('Successfully sent.')).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/book-demo');
    expect(JSON.parse(String(init.body))).toMatchObject({
      phoneNumber: '(512) 555-0142',
      numOfTeams: 24,
      captchaToken: '',
    });
    await waitFor(() => expect((screen.getByLabelText('Full name') as HTMLInputElement).value).toBe(''));
  });

  it('shows the server’s field messages from a 400', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({ status: 'error', errors: [{ message: 'Invalid email', field: 'email' }] }),
            {
              status: 400,
            },
          ),
      ),
    );
    render(createElement(DemoRequestForm, { recaptchaSiteKey: '' }));
    fillValidForm();
    submit();
    expect(await screen.findByText('Invalid email')).toBeTruthy();
  });

  it('shows the failure message when the server fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 502 })),
    );
    render(createElement(DemoRequestForm, { recaptchaSiteKey: '' }));
    fillValidForm();
    submit();
    expect(await screen.findByText('Something went wrong. Please try to login again later.')).toBeTruthy();
  });
});

// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CaptchaPage } from './captcha-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function serverReplying(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
    ),
  );
}

describe('captcha page', () => {
  it('says the visitor is human for a high score', async () => {
    serverReplying(200, { status: 'success', data: { success: true, score: 0.9 } });
    render(<CaptchaPage />);
    expect(await screen.findByText('You are human')).toBeTruthy();
  });

  it('says the visitor is not human for a low score', async () => {
    serverReplying(200, { status: 'success', data: { success: true, score: 0.3 } });
    render(<CaptchaPage />);
    expect(await screen.findByText('You are not human')).toBeTruthy();
  });

  it('keeps the visitor human when the check fails', async () => {
    serverReplying(500, { status: 'error', errors: ['Captcha service unavailable'] });
    render(<CaptchaPage />);
    expect(await screen.findByText('You are human')).toBeTruthy();
    expect(screen.getByText('The check could not be completed, so you are treated as human.')).toBeTruthy();
  });
});

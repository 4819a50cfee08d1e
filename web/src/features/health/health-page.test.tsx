// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HealthPage } from './health-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const okReply = () =>
  new Response(JSON.stringify({ status: 'success', data: 'ok' }), {
    headers: { 'content-type': 'application/json' },
  });
const htmlReply = () =>
  new Response('<!doctype html><html><body></body></html>', { headers: { 'content-type': 'text/html' } });

describe('health page', () => {
  it('shows Fetching… and then the status', async () => {
    let answer: (response: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(
        () =>
          new Promise<Response>((resolve) => {
            answer = resolve;
          }),
      ),
    );
    render(<HealthPage />);
    expect(screen.getByText('Fetching…')).toBeTruthy();
    answer(okReply());
    expect((await screen.findByText('ok')).tagName).toBe('STRONG');
    expect(screen.queryByText('Fetching…')).toBeNull();
  });

  it('fails on an HTML reply and succeeds on retry', async () => {
    const fetch = vi.fn().mockResolvedValueOnce(htmlReply()).mockResolvedValueOnce(okReply());
    vi.stubGlobal('fetch', fetch);
    render(<HealthPage />);
    expect(await screen.findByText('The health check failed.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'CHECK AGAIN' }));
    expect(await screen.findByText('ok')).toBeTruthy();
    expect(screen.queryByText('The health check failed.')).toBeNull();
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(fetch.mock.calls[0]![0]).toBe('/api/health');
  });
});

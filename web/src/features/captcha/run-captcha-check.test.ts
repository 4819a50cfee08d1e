import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../api/client';
import { runCaptchaCheck } from './run-captcha-check';

function clientReplying(body: unknown) {
  const fetch = vi.fn(
    async (_input: RequestInfo | URL, _init?: RequestInit) =>
      new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }),
  );
  return { fetch, client: createApiClient({ fetch: fetch as unknown as typeof globalThis.fetch }) };
}

describe('captcha check', () => {
  it('posts an empty token when no reCAPTCHA site key is configured', async () => {
    const { client, fetch } = clientReplying({ status: 'success', data: { success: true, score: 0.9 } });
    await expect(runCaptchaCheck({ client, siteKey: '' })).resolves.toEqual({ success: true, score: 0.9 });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/captcha');
    expect(init).toMatchObject({ method: 'POST', body: JSON.stringify({ token: '' }) });
  });

  it('posts the token reCAPTCHA issued for the configured site key', async () => {
    const { client, fetch } = clientReplying({ success: false, score: 0.2 });
    const getToken = vi.fn(async (siteKey: string | undefined) => `token-for-${siteKey}`);
    await expect(runCaptchaCheck({ client, siteKey: 'site-key', getToken })).resolves.toEqual({
      success: false,
      score: 0.2,
    });
    expect(fetch.mock.calls[0]![1]).toMatchObject({ body: JSON.stringify({ token: 'token-for-site-key' }) });
  });

  it('fails on a reply without success and score', async () => {
    const { client } = clientReplying({ status: 'success', data: { ok: true } });
    await expect(runCaptchaCheck({ client, siteKey: '' })).rejects.toThrow(
      'The captcha check answered without a score.',
    );
  });
});

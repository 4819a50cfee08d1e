import { describe, expect, it, vi } from 'vitest';
import { ApiError, firstServerError } from './api-error';
import { createApiClient } from './client';

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;

function json(status: number, body: unknown, contentType = 'application/json'): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': contentType } });
}

const invalidToken = () =>
  json(401, { status: 'error', errors: [{ message: 'Access token expired', code: 'InvalidAccessToken' }] });

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    clear: () => items.clear(),
    getItem: (key: string) => items.get(key) ?? null,
  };
}

function setup(handler: Handler, storage = memoryStorage()) {
  const fetch = vi.fn((input: RequestInfo | URL, init?: RequestInit) =>
    Promise.resolve(handler(String(input), init ?? {})),
  );
  const navigate = vi.fn<(path: string) => void>();
  const client = createApiClient({ fetch: fetch as unknown as typeof globalThis.fetch, storage, navigate });
  const callsTo = (url: string) => fetch.mock.calls.filter(([input]) => String(input) === url);
  return { client, fetch, navigate, storage, callsTo };
}

describe('api client envelopes', () => {
  it('returns the data of a success envelope', async () => {
    const { client } = setup(() => json(200, { status: 'success', data: { id: 7, name: 'Red Lions' } }));
    await expect(client.get('/team/7')).resolves.toEqual({ id: 7, name: 'Red Lions' });
  });

  it('keeps hasNext, page and limit for paged lists', async () => {
    const { client } = setup(() =>
      json(200, { status: 'success', data: [{ id: 1 }, { id: 2 }], hasNext: true, page: 1, limit: 10 }),
    );
    await expect(client.getPage('/member/events?page=1&limit=10')).resolves.toEqual({
      data: [{ id: 1 }, { id: 2 }],
      hasNext: true,
      page: 1,
      limit: 10,
    });
  });

  it('throws an ApiError whose message joins the error messages with a space', async () => {
    const { client } = setup(() =>
      json(400, {
        status: 'error',
        errors: [
          { message: 'This field is required', field: 'name' },
          { message: 'Abbreviation must be at least 2 characters long', field: 'abbreviation' },
        ],
      }),
    );
    const error = await client.post('/team', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.status).toBe(400);
    expect(apiError.message).toBe('This field is required Abbreviation must be at least 2 characters long');
    expect(apiError.fieldErrors).toEqual({
      name: 'This field is required',
      abbreviation: 'Abbreviation must be at least 2 characters long',
    });
  });

  it('reads errors given as plain strings', async () => {
    const { client } = setup(() =>
      json(409, { status: 'error', errors: ['Already taken.', 'Pick another.'] }),
    );
    await expect(client.get('/x')).rejects.toMatchObject({
      status: 409,
      message: 'Already taken. Pick another.',
      errors: [{ message: 'Already taken.' }, { message: 'Pick another.' }],
    });
  });

  it('falls back to the generic message when a failure has no body', async () => {
    const { client } = setup(() => new Response('', { status: 502 }));
    await expect(client.get('/x')).rejects.toMatchObject({ status: 502, message: 'Something went wrong.' });
  });

  it('treats an HTML reply with status 200 as a failure', async () => {
    const { client } = setup(
      () =>
        new Response('<!doctype html><html></html>', {
          status: 200,
          headers: { 'content-type': 'text/html' },
        }),
    );
    const error = (await client.get('/health').catch((caught: unknown) => caught)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.hasCode('UnexpectedHtml')).toBe(true);
  });

  it('turns a network failure into an ApiError with status 0', async () => {
    const { client } = setup(() => {
      throw new TypeError('fetch failed');
    });
    await expect(client.get('/x')).rejects.toMatchObject({ status: 0 });
  });
});

describe('api client requests', () => {
  it('sends JSON under /api with caching disabled and cookies included', async () => {
    const { client, fetch } = setup(() => json(200, { status: 'success', data: null }));
    await client.patch('/member', { firstName: 'Ada' });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/member');
    expect(init).toMatchObject({
      method: 'PATCH',
      cache: 'no-store',
      credentials: 'include',
      body: JSON.stringify({ firstName: 'Ada' }),
    });
    expect(init?.headers).toMatchObject({ Accept: 'application/json', 'Content-Type': 'application/json' });
  });

  it('sends GET without a body', async () => {
    const { client, fetch } = setup(() => json(200, { status: 'success', data: 'ok' }));
    await client.get('/health');
    expect(fetch.mock.calls[0]![1]).toMatchObject({ method: 'GET', body: undefined, cache: 'no-store' });
  });

  it('throws on an unknown verb without calling the server', async () => {
    const { client, fetch } = setup(() => json(200, { status: 'success', data: null }));
    await expect(client.request('TRACE', '/x')).rejects.toThrow('Unknown request verb: TRACE');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('accepts a verb in any case', async () => {
    const { client, fetch } = setup(() => json(200, { status: 'success', data: 1 }));
    await expect(client.request('put', '/member', {})).resolves.toBe(1);
    expect(fetch.mock.calls[0]![1]).toMatchObject({ method: 'PUT' });
  });

  it('rejects paths that repeat the /api prefix', async () => {
    const { client } = setup(() => json(200, { status: 'success', data: null }));
    await expect(client.get('/api/health')).rejects.toThrow(/leave out "\/api"/);
  });
});

describe('api client uploads', () => {
  it('posts FormData as multipart, leaving the Content-Type (with its boundary) to the browser', async () => {
    const { client, fetch } = setup(() =>
      json(200, { status: 'success', data: { avatar: '/uploads/a.png' } }),
    );
    const form = new FormData();
    form.append('file', new Blob(['png'], { type: 'image/png' }), 'me.png');
    await expect(client.upload('/member/avatar/upload', form)).resolves.toEqual({ avatar: '/uploads/a.png' });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/member/avatar/upload');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe(form);
    expect(init?.headers).not.toHaveProperty('Content-Type');
  });
});

describe('firstServerError', () => {
  it('is the first message the server sent', async () => {
    const { client } = setup(() =>
      json(409, { status: 'error', errors: [{ message: 'Taken', field: 'email' }, 'Other'] }),
    );
    expect(firstServerError(await client.get('/x').catch((caught: unknown) => caught))).toBe('Taken');
  });

  it('is undefined when the client made the message up (no body, no server, an HTML page)', async () => {
    const empty = setup(() => new Response('', { status: 500 }));
    expect(firstServerError(await empty.client.get('/x').catch((caught: unknown) => caught))).toBeUndefined();
    const offline = setup(() => {
      throw new TypeError('fetch failed');
    });
    expect(
      firstServerError(await offline.client.get('/x').catch((caught: unknown) => caught)),
    ).toBeUndefined();
    expect(firstServerError(new Error('boom'))).toBeUndefined();
  });
});

describe('api client token refresh', () => {
  it('runs exactly one refresh for concurrent InvalidAccessToken failures and replays every request', async () => {
    let refreshed = false;
    let releaseRefresh: () => void = () => {};
    const storage = memoryStorage({ authenticated: 'true' });
    const { client, callsTo } = setup(async (url) => {
      if (url === '/api/auth/refresh') {
        // Held open so the other failures arrive while the refresh is still running.
        await new Promise<void>((resolve) => {
          releaseRefresh = resolve;
        });
        refreshed = true;
        return json(200, { status: 'success', data: { member: { id: 'm' } } });
      }
      return refreshed ? json(200, { status: 'success', data: url }) : invalidToken();
    }, storage);

    const paths = ['/member/me', '/member/teams', '/notification?page=1&limit=20', '/emoji'];
    const results = Promise.all(paths.map((path) => client.get(path)));
    await vi.waitFor(() => expect(callsTo('/api/auth/refresh')).toHaveLength(1));
    releaseRefresh();

    await expect(results).resolves.toEqual(paths.map((path) => `/api${path}`));
    expect(callsTo('/api/auth/refresh')).toHaveLength(1);
    for (const path of paths) expect(callsTo(`/api${path}`)).toHaveLength(2);
    expect([...storage.items.keys()]).toEqual(['authenticated']);
  });

  it('refreshes from the httpOnly cookie: sends credentials and no token in the body', async () => {
    let refreshed = false;
    const { client, callsTo } = setup(
      (url) => {
        if (url === '/api/auth/refresh') {
          refreshed = true;
          return json(200, { status: 'success', data: {} });
        }
        return refreshed ? json(200, { status: 'success', data: 1 }) : invalidToken();
      },
      memoryStorage({ authenticated: 'true' }),
    );
    await client.get('/member/me');
    expect(callsTo('/api/auth/refresh')[0]![1]).toMatchObject({
      method: 'POST',
      body: '{}',
      credentials: 'include',
    });
  });

  it('replays a request answered after a finished refresh without refreshing again', async () => {
    let refreshCount = 0;
    let releaseSlow: () => void = () => {};
    let slowCalls = 0;
    const { client, callsTo } = setup(async (url) => {
      if (url === '/api/auth/refresh') {
        refreshCount += 1;
        return json(200, { status: 'success', data: {} });
      }
      if (url === '/api/slow') {
        slowCalls += 1;
        if (slowCalls === 1) {
          // Sent with the old token, answered only after the other request's refresh is done.
          await new Promise<void>((resolve) => {
            releaseSlow = resolve;
          });
          return invalidToken();
        }
        return json(200, { status: 'success', data: 'slow' });
      }
      return refreshCount > 0 ? json(200, { status: 'success', data: 'fast' }) : invalidToken();
    });
    const slow = client.get('/slow');
    await expect(client.get('/fast')).resolves.toBe('fast');
    releaseSlow();
    await expect(slow).resolves.toBe('slow');
    expect(callsTo('/api/auth/refresh')).toHaveLength(1);
  });

  it('clears storage, redirects to /login and fails every queued request when the refresh fails', async () => {
    const storage = memoryStorage({ authenticated: 'true' });
    const { client, navigate, callsTo } = setup((url) => {
      if (url === '/api/auth/refresh')
        return json(401, { status: 'error', errors: ['Refresh token reused'] });
      return invalidToken();
    }, storage);

    const results = await Promise.allSettled([client.get('/member/me'), client.get('/member/teams')]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(callsTo('/api/auth/refresh')).toHaveLength(1);
    expect(storage.items.size).toBe(0);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/login');
    // Not replayed: nothing to replay them with.
    expect(callsTo('/api/member/me')).toHaveLength(1);
  });

  it('leaves a member who has just logged out where they are when a request from before comes back refused', async () => {
    // Logged out: the flag is gone from this device, the server has ended the session.
    const { client, navigate, callsTo } = setup((url) => {
      if (url === '/api/auth/refresh')
        return json(401, { status: 'error', errors: ['Refresh token missing'] });
      return invalidToken();
    }, memoryStorage());
    await expect(client.get('/notifications/unread-count')).rejects.toMatchObject({ status: 401 });
    expect(callsTo('/api/auth/refresh')).toHaveLength(1);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('lets another caller (the tRPC caller) run the one shared refresh', async () => {
    const { client, callsTo } = setup((url) =>
      url === '/api/auth/refresh'
        ? json(200, { status: 'success', data: {} })
        : json(200, { status: 'success', data: 1 }),
    );
    await Promise.all([client.refreshSession(), client.refreshSession()]);
    expect(callsTo('/api/auth/refresh')).toHaveLength(1);
  });

  it('never refreshes because the refresh request itself was refused', async () => {
    const { client, callsTo, navigate } = setup(() => invalidToken());
    await expect(client.post('/auth/refresh', {})).rejects.toMatchObject({ status: 401 });
    expect(callsTo('/api/auth/refresh')).toHaveLength(1);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('gives up after one replay when the new token is refused too', async () => {
    const { client, callsTo } = setup((url) =>
      url === '/api/auth/refresh' ? json(200, { status: 'success', data: {} }) : invalidToken(),
    );
    await expect(client.get('/member/me')).rejects.toMatchObject({
      status: 401,
      message: 'Access token expired',
    });
    expect(callsTo('/api/auth/refresh')).toHaveLength(1);
    expect(callsTo('/api/member/me')).toHaveLength(2);
  });

  it('does not refresh on a plain 401 without the InvalidAccessToken code', async () => {
    const { client, callsTo } = setup(() =>
      json(401, { status: 'error', errors: [{ message: 'Please log in' }] }),
    );
    await expect(client.get('/member/me')).rejects.toMatchObject({ status: 401, message: 'Please log in' });
    expect(callsTo('/api/auth/refresh')).toHaveLength(0);
  });
});

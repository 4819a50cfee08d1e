import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { createTrpcClient, readTrpcError } from './trpc';

type Queries = { 'team.byId': { input: { id: number }; output: { name: string } } };
type Mutations = {
  'auth.setPassword': { input: { newPassword: string; authorization: string }; output: { success: boolean } };
  'auth.revokeSocial': { input: { provider: string }; output: { success: boolean } };
};

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function setup(handler: (url: string, init: RequestInit) => Response) {
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
    handler(String(input), init ?? {}),
  );
  const refreshSession = vi.fn(async () => {});
  const trpc = createTrpcClient<Queries, Mutations>({
    fetch: fetch as unknown as typeof globalThis.fetch,
    session: { refreshSession },
  });
  return { trpc, fetch, refreshSession };
}

const unauthorized = () =>
  json(401, {
    error: {
      message: 'Access token expired',
      code: -32001,
      data: {
        code: 'UNAUTHORIZED',
        httpStatus: 401,
        errors: [{ message: 'Access token expired', code: 'InvalidAccessToken' }],
      },
    },
  });

describe('trpc caller', () => {
  it('sends a mutation as a POST of the input as JSON and returns result.data', async () => {
    const { trpc, fetch } = setup(() => json(200, { result: { data: { success: true } } }));
    await expect(
      trpc.mutation('auth.setPassword', { newPassword: 'Kickoff#2024', authorization: 'reset-token' }),
    ).resolves.toEqual({ success: true });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/trpc/auth.setPassword');
    expect(init).toMatchObject({
      method: 'POST',
      body: JSON.stringify({ newPassword: 'Kickoff#2024', authorization: 'reset-token' }),
      credentials: 'include',
      cache: 'no-store',
    });
    expect(init?.headers).toMatchObject({ 'Content-Type': 'application/json' });
  });

  it('sends a query as a GET with the input url-encoded in ?input=', async () => {
    const { trpc, fetch } = setup(() => json(200, { result: { data: { name: 'Red Lions' } } }));
    await expect(trpc.query('team.byId', { id: 12 })).resolves.toEqual({ name: 'Red Lions' });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe(`/trpc/team.byId?input=${encodeURIComponent('{"id":12}')}`);
    expect(init).toMatchObject({ method: 'GET', body: undefined });
  });

  it('throws an ApiError with the HTTP status and the server’s error items', async () => {
    const { trpc } = setup(() =>
      json(400, {
        error: {
          message: 'Password must contain at least one number',
          code: -32600,
          data: {
            code: 'BAD_REQUEST',
            httpStatus: 400,
            errors: [{ message: 'Password must contain at least one number', field: 'newPassword' }],
          },
        },
      }),
    );
    const error = (await trpc
      .mutation('auth.setPassword', { newPassword: 'Kickoff#', authorization: 't' })
      .catch((caught: unknown) => caught)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(400);
    expect(error.fieldErrors).toEqual({ newPassword: 'Password must contain at least one number' });
  });

  it('refreshes the session once and replays a mutation refused with 401', async () => {
    let refused = true;
    const { trpc, fetch, refreshSession } = setup(() => {
      if (refused) return unauthorized();
      return json(200, { result: { data: { success: true } } });
    });
    refreshSession.mockImplementation(async () => {
      refused = false;
    });
    await expect(trpc.mutation('auth.revokeSocial', { provider: 'google' })).resolves.toEqual({
      success: true,
    });
    expect(refreshSession).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('gives up after one replay', async () => {
    const { trpc, fetch, refreshSession } = setup(() => unauthorized());
    await expect(trpc.mutation('auth.revokeSocial', { provider: 'google' })).rejects.toMatchObject({
      status: 401,
    });
    expect(refreshSession).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('does not refresh the session for a call that carries its own authorization (a reset link)', async () => {
    const { trpc, refreshSession } = setup(() => unauthorized());
    await expect(
      trpc.mutation('auth.setPassword', { newPassword: 'Kickoff#2024', authorization: 'spent' }),
    ).rejects.toMatchObject({ status: 401 });
    expect(refreshSession).not.toHaveBeenCalled();
  });

  it('turns a network failure into status 0 and an HTML reply into a failure', async () => {
    const offline = setup(() => {
      throw new TypeError('fetch failed');
    });
    await expect(offline.trpc.mutation('auth.revokeSocial', { provider: 'apple' })).rejects.toMatchObject({
      status: 0,
    });
    const html = setup(
      () => new Response('<!doctype html>', { status: 200, headers: { 'content-type': 'text/html' } }),
    );
    const error = (await html.trpc
      .mutation('auth.revokeSocial', { provider: 'apple' })
      .catch((caught: unknown) => caught)) as ApiError;
    expect(error.hasCode('UnexpectedHtml')).toBe(true);
  });
});

describe('readTrpcError', () => {
  it('reads the default formatter’s issues JSON as field errors', () => {
    const message = JSON.stringify([
      { code: 'too_small', path: ['newPassword'], message: 'Password must be at least 8 characters long' },
    ]);
    const error = readTrpcError(400, {
      error: { message, code: -32600, data: { httpStatus: 400, code: 'BAD_REQUEST' } },
    });
    expect(error.fieldErrors).toEqual({ newPassword: 'Password must be at least 8 characters long' });
    expect(error.errors[0]?.code).toBe('BAD_REQUEST');
  });

  it('reads formatted zod field errors', () => {
    const error = readTrpcError(400, {
      error: {
        message: 'Bad',
        data: { httpStatus: 400, zodError: { fieldErrors: { provider: ['Choose Google or Apple'] } } },
      },
    });
    expect(error.fieldErrors).toEqual({ provider: 'Choose Google or Apple' });
  });

  it('keeps a plain message and the error code', () => {
    const error = readTrpcError(500, {
      error: {
        message: 'Invalid reset password link',
        data: { httpStatus: 401, errorCode: 'InvalidResetToken' },
      },
    });
    expect(error.status).toBe(401);
    expect(error.message).toBe('Invalid reset password link');
    expect(error.hasCode('InvalidResetToken')).toBe(true);
  });

  it('falls back to the generic message when there is no error body', () => {
    expect(readTrpcError(502, undefined).message).toBe('Something went wrong.');
  });
});

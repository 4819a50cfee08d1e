// @vitest-environment happy-dom
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { swrConfig } from './swr-config';
import { useApi } from './use-api';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// The app's SWR configuration, with a cache of its own per test.
function AppSwr({ children }: { children: ReactNode }) {
  return <SWRConfig value={{ ...swrConfig, provider: () => new Map() }}>{children}</SWRConfig>;
}

function serverReplying(status: number, body: unknown) {
  const fetch = vi.fn(
    async (_input: RequestInfo | URL, _init?: RequestInit) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('useApi', () => {
  it('reads the data of an API path through the app client', async () => {
    const fetch = serverReplying(200, { status: 'success', data: { teams: [], pickupGroups: [] } });
    const { result } = renderHook(() => useApi<{ teams: unknown[] }>('/member/teams'), { wrapper: AppSwr });
    await waitFor(() => expect(result.current.data).toEqual({ teams: [], pickupGroups: [] }));
    expect(fetch.mock.calls[0]![0]).toBe('/api/member/teams');
  });

  it('exposes a failed call as an ApiError with the joined messages', async () => {
    serverReplying(404, { status: 'error', errors: [{ message: 'Team not found.' }, 'Check the link.'] });
    const { result } = renderHook(() => useApi('/team/404'), { wrapper: AppSwr });
    await waitFor(() => expect(result.current.error?.message).toBe('Team not found. Check the link.'));
    expect(result.current.error?.status).toBe(404);
  });

  it('waits without calling the server while the path is null', async () => {
    const fetch = serverReplying(200, { status: 'success', data: null });
    const { result } = renderHook(() => useApi(null), { wrapper: AppSwr });
    expect(result.current.isLoading).toBe(false);
    expect(fetch).not.toHaveBeenCalled();
  });
});

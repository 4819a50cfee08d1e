// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import useSWR, { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cacheStaleAfterMs, swrCacheRules } from './swr-config';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function Team({ fetcher }: { fetcher: (key: string) => Promise<string> }) {
  const { data, error } = useSWR('/team/12', fetcher);
  if (error) return <p>failed</p>;
  return <p>{data ?? 'loading'}</p>;
}

// One SWRConfig for the whole test, as in the app: the cache lives as long as the provider does.
function withRules(children: ReactNode) {
  return <SWRConfig value={{ ...swrCacheRules, provider: () => new Map() }}>{children}</SWRConfig>;
}

const settle = () => act(() => vi.advanceTimersByTimeAsync(100));

describe('query cache rules (spec §9)', () => {
  it('serves a resource from the cache for 5 minutes, then fetches it again', async () => {
    const fetcher = vi.fn(async () => 'Red Lions');
    const view = render(withRules(<Team fetcher={fetcher} />));
    await settle();
    expect(screen.getByText('Red Lions')).toBeTruthy();
    view.rerender(withRules(null));

    await act(() => vi.advanceTimersByTimeAsync(cacheStaleAfterMs - 1000));
    view.rerender(withRules(<Team fetcher={fetcher} />));
    await settle();
    expect(fetcher).toHaveBeenCalledTimes(1);
    view.rerender(withRules(null));

    await act(() => vi.advanceTimersByTimeAsync(2000));
    view.rerender(withRules(<Team fetcher={fetcher} />));
    await settle();
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it('does not retry a failed request', async () => {
    const fetcher = vi.fn(async () => {
      throw new Error('down');
    });
    render(withRules(<Team fetcher={fetcher} />));
    await settle();
    expect(screen.getByText('failed')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('does not refetch when the window regains focus or the network comes back', async () => {
    const fetcher = vi.fn(async () => 'Red Lions');
    render(withRules(<Team fetcher={fetcher} />));
    await settle();
    await act(() => vi.advanceTimersByTimeAsync(cacheStaleAfterMs + 1000));
    act(() => {
      window.dispatchEvent(new Event('focus'));
      document.dispatchEvent(new Event('visibilitychange'));
      window.dispatchEvent(new Event('online'));
    });
    await settle();
    expect(fetcher).toHaveBeenCalledTimes(1);
  });
});

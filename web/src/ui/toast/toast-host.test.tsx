// @vitest-environment happy-dom
import { act, cleanup, renderHook, screen } from '@testing-library/react';
import { Provider } from 'jotai';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastHost } from './toast-host';
import { useToast } from './use-toast';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function WithHost({ children }: { children: ReactNode }) {
  return (
    <Provider>
      {children}
      <ToastHost />
    </Provider>
  );
}

function renderHost() {
  const { result } = renderHook(() => useToast(), { wrapper: WithHost });
  return () => result.current;
}

describe('toasts', () => {
  it('shows a success and an error message together', () => {
    const toast = renderHost();
    act(() => {
      toast().success('Successfully saved!');
      toast().error('Something went wrong.');
    });
    expect(screen.getByText('Successfully saved!')).toBeTruthy();
    expect(screen.getByText('Something went wrong.')).toBeTruthy();
  });

  it('marks each kind with its own icon, so information never wears the success tick', () => {
    const toast = renderHost();
    act(() => {
      toast().info('Log in to send your RSVP.');
      toast().success('Successfully sent RSVP');
    });
    const kindOf = (text: string) => screen.getByText(text).closest('[data-kind]');
    expect(kindOf('Log in to send your RSVP.')?.getAttribute('data-kind')).toBe('info');
    expect(kindOf('Log in to send your RSVP.')?.querySelector('svg')?.getAttribute('data-icon')).toBe('info');
    expect(kindOf('Successfully sent RSVP')?.querySelector('svg')?.getAttribute('data-icon')).toBe('success');
  });

  it('keeps a toast for 5000 ms and then removes it', () => {
    const toast = renderHost();
    act(() => toast().success('Successfully sent RSVP'));
    act(() => {
      vi.advanceTimersByTime(4900);
    });
    expect(screen.queryByText('Successfully sent RSVP')).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.queryByText('Successfully sent RSVP')).toBeNull();
  });
});

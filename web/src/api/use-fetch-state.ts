import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from './api-error';
import { genericErrorMessage } from './envelope';

/**
 * Spec §4: one-shot checks (health, captcha) go idle, then fetching, then complete or failed. They
 * are not cached resources, so they run outside SWR and every retry really calls the server.
 */
export type FetchState<T> =
  | { status: 'idle' }
  | { status: 'fetching' }
  | { status: 'complete'; data: T }
  | { status: 'failed'; error: ApiError };

export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  const message = error instanceof Error && error.message !== '' ? error.message : genericErrorMessage;
  return new ApiError(0, [{ message }]);
}

/** Runs `task` on mount and on every `run()`; a result that arrives after a newer run is dropped. */
export function useFetchState<T>(task: () => Promise<T>): { state: FetchState<T>; run: () => void } {
  const [state, setState] = useState<FetchState<T>>({ status: 'idle' });
  const latestRun = useRef(0);
  const taskRef = useRef(task);
  taskRef.current = task;

  const run = useCallback(() => {
    const runId = ++latestRun.current;
    setState({ status: 'fetching' });
    taskRef.current().then(
      (data) => {
        if (runId === latestRun.current) setState({ status: 'complete', data });
      },
      (error: unknown) => {
        if (runId === latestRun.current) setState({ status: 'failed', error: toApiError(error) });
      },
    );
  }, []);

  useEffect(() => {
    run();
    return () => {
      // Unmounted: make any answer still in flight a stale one.
      latestRun.current += 1;
    };
  }, [run]);

  return { state, run };
}

import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * A callback that takes the `names` query parameters off the URL in place of the current history entry
 * (closing a deep-linked modal without leaving a step to go Back to). `names` is a module constant.
 */
export function useRemoveSearchParams(names: readonly string[]) {
  const [, setSearchParams] = useSearchParams();
  return useCallback(
    () =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const name of names) next.delete(name);
          return next;
        },
        { replace: true },
      ),
    [setSearchParams, names],
  );
}

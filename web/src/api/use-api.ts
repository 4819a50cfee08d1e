import useSWR, { type SWRResponse } from 'swr';
import type { ApiError } from './api-error';

/**
 * Reads one API resource through the app's SWR cache; pass `null` to wait (e.g. until an id is
 * known). Feature hooks wrap it: `useTeam(teamId) = useApi<Team>(teamId ? `/team/${teamId}` : null)`.
 */
export function useApi<T>(path: string | null): SWRResponse<T, ApiError> {
  return useSWR<T, ApiError>(path);
}

import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { PlayerProfileDto } from '../../../../src/contracts/identity/index.ts';
import { useApi } from '../../api/use-api';
import { useRemoveSearchParams } from '../../lib/use-remove-search-params';

export const playerProfileKey = (memberId: string) => `/member/${encodeURIComponent(memberId)}`;

/** A player's profile card data (`GET /api/member/{memberId}`). */
export function usePlayerProfile(memberId: string | null | undefined) {
  return useApi<PlayerProfileDto>(memberId ? playerProfileKey(memberId) : null);
}

/** The query parameter that opens a player's card on any page: `?player=<memberId>`. */
export const playerParam = 'player';

/**
 * `openPlayerProfile(memberId)` opens a player's card over the current page by adding `?player=`,
 * so the card is a deep link and the browser's Back closes it. Rosters and teams call this.
 */
export function useOpenPlayerProfile() {
  const [, setSearchParams] = useSearchParams();
  return useCallback(
    (memberId: string) =>
      setSearchParams((current) => {
        const next = new URLSearchParams(current);
        next.set(playerParam, memberId);
        return next;
      }),
    [setSearchParams],
  );
}

const playerParams = [playerParam];
export const useClosePlayerProfile = () => useRemoveSearchParams(playerParams);

import { useEffect, useRef } from 'react';
import { useSWRConfig } from 'swr';
import {
  LEAGUE_PLAYOFFS_UPDATED,
  type PlayoffBracketDto,
} from '../../../../../src/contracts/leagues/index.ts';
import { useApi } from '../../../api/use-api';
import { connectRealtime } from '../../realtime/room';

export const playoffKey = (leagueId: string) => `/league-common/${encodeURIComponent(leagueId)}/playoffs`;

/** `GET /api/league-common/{leagueId}/playoffs`: the bracket (empty until seeded) and the champion. */
export function usePlayoffBracket(leagueId: string | undefined) {
  return useApi<PlayoffBracketDto>(leagueId ? playoffKey(leagueId) : null);
}

/**
 * Refetches the bracket when a winner goes through or a champion is crowned. It listens on the shared
 * connection only: the page showing the league has joined `league:<id>` (useLeagueRoom) and leaves it
 * when it closes.
 */
export function usePlayoffPushes(leagueId: string) {
  const { mutate } = useSWRConfig();
  const latest = useRef(mutate);
  latest.current = mutate;
  useEffect(() => {
    if (typeof window === 'undefined') return;
    let stopped = false;
    let off = () => {};
    const onPush = (push?: { leagueId?: string }) => {
      if (push?.leagueId !== leagueId) return;
      // The schedule shows the games a winner's advance creates.
      void latest.current(
        (key) => typeof key === 'string' && key.startsWith(`/league-common/${encodeURIComponent(leagueId)}`),
      );
    };
    void connectRealtime()
      .then((socket) => {
        if (stopped) return;
        socket.on(LEAGUE_PLAYOFFS_UPDATED, onPush);
        off = () => socket.off(LEAGUE_PLAYOFFS_UPDATED, onPush);
      })
      .catch(() => {
        // No live updates; the bracket still shows its last fetch.
      });
    return () => {
      stopped = true;
      off();
    };
  }, [leagueId]);
}

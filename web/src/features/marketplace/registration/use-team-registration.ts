import { useEffect, useState } from 'react';
import useSWR from 'swr';
import type { RegistrationDto } from '../../../../../src/contracts/leagues/registration.ts';
import { ApiError } from '../../../api/api-error';
import { api } from '../../../api/client';
import { useMemberTeams } from '../../clubs/use-clubs';

/** How long the success page waits for a checkout's payment to be confirmed before saying so. */
export const PAYMENT_WAIT_MS = 90_000;
export const PAYMENT_POLL_MS = 2_000;

const paymentPath = (leagueId: string, teamId: string) =>
  `/league-common/league/${encodeURIComponent(leagueId)}/payments/${encodeURIComponent(teamId)}`;

/** A checkout kept open whose payment has not been confirmed (the webhook may arrive after the return). */
export const isAwaitingPayment = (registration: RegistrationDto | undefined) =>
  registration?.status === 'checkout' && registration.paymentStatus === 'pending';

/**
 * The newest registration in the league of a team the member captains: the one just made. The checkout's
 * return address names the league only, so each captained team is asked (`GET .../payments/{teamId}`;
 * 404 for a team not registered there). Asked again every 2 s while its payment is pending, for 90 s.
 */
export function useTeamRegistration(leagueId: string | undefined) {
  const { data: clubs, error: teamsError } = useMemberTeams();
  const teamIds = clubs?.teams.filter((team) => team.isCaptain).map((team) => team.id);
  const [startedAt] = useState(() => Date.now());
  // Polling stops by itself at the limit; this re-render is what shows that it did.
  const [, setWaited] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setWaited(true), PAYMENT_WAIT_MS + PAYMENT_POLL_MS);
    return () => clearTimeout(timer);
  }, []);
  const key =
    leagueId && teamIds && teamIds.length > 0 ? ['league-team-registration', leagueId, ...teamIds] : null;
  const result = useSWR<RegistrationDto | null, ApiError>(
    key,
    async () => {
      const answers = await Promise.all(
        (teamIds ?? []).map((teamId) =>
          api.get<RegistrationDto>(paymentPath(leagueId ?? '', teamId)).catch((error: unknown) => {
            if (error instanceof ApiError && (error.status === 404 || error.status === 403)) return null;
            throw error;
          }),
        ),
      );
      const found = answers.filter((answer): answer is RegistrationDto => answer !== null);
      found.sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
      return found[0] ?? null;
    },
    {
      // The app's 5-minute deduping would answer every poll from the first request's promise.
      dedupingInterval: 0,
      refreshInterval: (latest) =>
        isAwaitingPayment(latest ?? undefined) && Date.now() - startedAt < PAYMENT_WAIT_MS
          ? PAYMENT_POLL_MS
          : 0,
    },
  );
  const team = clubs?.teams.find((entry) => entry.id === result.data?.teamId);
  const timedOut = isAwaitingPayment(result.data ?? undefined) && Date.now() - startedAt >= PAYMENT_WAIT_MS;
  return {
    registration: result.data ?? undefined,
    teamName: team?.name,
    loading: key !== null && result.data === undefined && !result.error,
    error: result.error ?? teamsError,
    timedOut,
    retry: () => void result.mutate(),
  };
}

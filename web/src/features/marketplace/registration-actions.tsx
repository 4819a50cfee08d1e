import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { SOMETHING_WENT_WRONG } from '../../../../src/contracts/common/messages.ts';
import {
  FREE_AGENT_REGISTRATION_SUCCESS_PATH,
  LEAGUE_FULL,
  LEAGUE_REGISTRATION_SUCCESS_PATH,
  type LeagueCheckout,
  type LeagueCheckoutResult,
  WAIVER_OUTSTANDING,
} from '../../../../src/contracts/leagues/registration.ts';
import type { LeagueListingDto } from '../../../../src/contracts/marketplace/index.ts';
import { ApiError, firstServerError } from '../../api/api-error';
import { api } from '../../api/client';
import { authenticatedAtom } from '../../app/session';
import { loginHref } from '../../lib/return-to';
import { Button, ButtonLink } from '../../ui/button/button';
import { SelectField } from '../../ui/form/field';
import { ConfirmContent } from '../../ui/modal/confirm-content';
import { useModal } from '../../ui/modal/use-modal';
import { useToast } from '../../ui/toast/use-toast';
import { useMemberTeams } from '../clubs/use-clubs';
import { goToCheckout } from '../pickup/pickup-actions';
import { SignWaiver } from '../waivers/sign-waiver';
import styles from './styles';
import { marketplaceKeys, useMyRegistrations } from './use-marketplace';

/**
 * REGISTER A TEAM (a captain picks one of their teams) and REGISTER AS A FREE AGENT. The server decides
 * the rest: the organization's current waiver first (a 409 WaiverOutstanding opens it here, then the
 * registration goes on), a full league offers its waitlist (409 LeagueFull), a paid one goes to the
 * checkout (Stripe or TEST MODE), a free one registers at once and lands on the success page.
 */
export function RegistrationActions({ listing }: { listing: LeagueListingDto }) {
  const authenticated = useAtomValue(authenticatedAtom);
  const { pathname, search } = useLocation();
  if (!listing.registrationOpen) return null;
  if (!authenticated) {
    return (
      <div className={styles.heroActions}>
        <ButtonLink to={loginHref(`${pathname}${search}`)} variant="inverse" size="small">
          LOG IN TO REGISTER
        </ButtonLink>
      </div>
    );
  }
  return <SignedInActions listing={listing} />;
}

function SignedInActions({ listing }: { listing: LeagueListingDto }) {
  const { data: clubs } = useMemberTeams();
  // A team (or the member as a free agent) already in the league shows WITHDRAW instead (my-registrations.tsx).
  const { data: mine } = useMyRegistrations(listing.leagueId);
  const inLeague = new Set(mine?.map((registration) => registration.teamId ?? 'free-agent'));
  const captainOf = clubs?.teams.filter((team) => team.isCaptain && !inLeague.has(team.id)) ?? [];
  const [teamId, setTeamId] = useState('');
  const [busy, setBusy] = useState<'team' | 'free-agent' | null>(null);
  const register = useRegister(listing, setBusy);
  const chosenTeam = teamId || captainOf[0]?.id;
  return (
    <div className={styles.registerBox}>
      {captainOf.length > 1 && (
        <SelectField
          label="Your team"
          options={captainOf.map((team) => ({ value: team.id, label: team.name }))}
          value={chosenTeam}
          onChange={(event) => setTeamId(event.target.value)}
        />
      )}
      <div className={styles.heroActions}>
        {chosenTeam && (
          <Button
            variant="inverse"
            size="small"
            busy={busy === 'team'}
            busyLabel="REGISTERING…"
            disabled={busy !== null}
            onClick={() => void register({ leagueId: listing.leagueId, teamId: chosenTeam }, 'team')}
          >
            {captainOf.length === 1 ? `REGISTER ${captainOf[0]?.name.toUpperCase()}` : 'REGISTER A TEAM'}
          </Button>
        )}
        {!inLeague.has('free-agent') && (
          <Button
            variant="outlineInverse"
            size="small"
            busy={busy === 'free-agent'}
            busyLabel="REGISTERING…"
            disabled={busy !== null}
            onClick={() => void register({ leagueId: listing.leagueId, freeAgent: true }, 'free-agent')}
          >
            REGISTER AS A FREE AGENT
          </Button>
        )}
      </div>
    </div>
  );
}

function useRegister(listing: LeagueListingDto, setBusy: (busy: 'team' | 'free-agent' | null) => void) {
  const navigate = useNavigate();
  const toast = useToast();
  const { openModal, closeModal } = useModal();
  const { mutate } = useSWRConfig();
  const register = async (body: LeagueCheckout, kind: 'team' | 'free-agent'): Promise<void> => {
    setBusy(kind);
    try {
      const result = await api.post<LeagueCheckoutResult>('/league-common/league-payment-checkout', body);
      if (result.checkoutUrl) {
        goToCheckout(result.checkoutUrl);
        return;
      }
      void mutate(marketplaceKeys.league(listing.leagueId));
      void mutate(marketplaceKeys.myRegistrations(listing.leagueId));
      if (result.registered) {
        const success =
          kind === 'team' ? LEAGUE_REGISTRATION_SUCCESS_PATH : FREE_AGENT_REGISTRATION_SUCCESS_PATH;
        navigate(`${success}?leagueId=${encodeURIComponent(listing.leagueId)}`);
      } else {
        toast.success(result.message);
      }
    } catch (caught) {
      if (caught instanceof ApiError && caught.hasCode(WAIVER_OUTSTANDING)) {
        openModal(
          <SignWaiver
            orgId={listing.organizationId}
            onSigned={() => {
              closeModal();
              void register(body, kind);
            }}
          />,
          { title: 'SIGN THE WAIVER' },
        );
      } else if (caught instanceof ApiError && caught.hasCode(LEAGUE_FULL)) {
        openModal(
          <ConfirmContent
            confirmLabel="JOIN THE WAITLIST"
            busyLabel="JOINING…"
            onCancel={closeModal}
            errorMessage={(error) => firstServerError(error) ?? SOMETHING_WENT_WRONG}
            onConfirm={async () => {
              const result = await api.post<LeagueCheckoutResult>('/league-common/league-payment-checkout', {
                ...body,
                waitlist: true,
              });
              closeModal();
              toast.success(result.message);
              void mutate(marketplaceKeys.league(listing.leagueId));
              void mutate(marketplaceKeys.myRegistrations(listing.leagueId));
            }}
          >
            <p>{caught.message}</p>
          </ConfirmContent>,
          { title: 'LEAGUE FULL' },
        );
      } else {
        toast.error(firstServerError(caught) ?? SOMETHING_WENT_WRONG);
      }
    } finally {
      setBusy(null);
    }
  };
  return register;
}

import { useEffect, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { SOMETHING_WENT_WRONG } from '../../../../src/contracts/common/messages.ts';
import {
  REGISTRATION_COMPLETE_SESSION_PARAM,
  REGISTRATION_MESSAGES,
  type RegistrationDetailStatus,
  type RegistrationDetailsDto,
} from '../../../../src/contracts/pickup/index.ts';
import { ButtonLink } from '../../ui/button/button';
import { FormAlert } from '../../ui/form/field';
import { Skeleton } from '../../ui/skeleton/skeleton';
import { RequireAuth } from '../session/require-auth';
import { isPickupEventId } from './pickup-event-page';
import { gameDateLabel } from './pickup-format';
import styles from './styles';
import { refetchGame, refetchGroupEvents, useRegistrationDetails } from './use-pickup';

/** How long the page keeps asking while a payment is being confirmed. */
const PENDING_REFRESH_MS = 60_000;

export const registrationCompleteTitles: Record<RegistrationDetailStatus, string> = {
  registered: 'Registration complete',
  pending: 'Confirming your payment',
  refunded: 'Payment refunded',
  expired: 'Checkout expired',
};

const statusMessages: Record<RegistrationDetailStatus, string> = {
  registered: REGISTRATION_MESSAGES.registrationComplete,
  pending: REGISTRATION_MESSAGES.registrationPending,
  refunded: REGISTRATION_MESSAGES.registrationRefunded,
  expired: REGISTRATION_MESSAGES.checkoutExpired,
};

const icons: Record<RegistrationDetailStatus, { mark: string; className: string | undefined }> = {
  registered: { mark: '✓', className: undefined },
  pending: { mark: '…', className: styles.completeIconPending },
  refunded: { mark: '↺', className: styles.completeIconFailed },
  expired: { mark: '!', className: styles.completeIconFailed },
};

/** `/pickup-event/{id}/registration-complete?session_id=…`: where the checkout returns (spec §2). */
export function RegistrationCompletePage() {
  return (
    <RequireAuth>
      <RegistrationComplete />
    </RequireAuth>
  );
}

function RegistrationComplete() {
  const { pickupEventId } = useParams();
  const [searchParams] = useSearchParams();
  const sessionId = searchParams.get(REGISTRATION_COMPLETE_SESSION_PARAM);
  const [startedAt] = useState(() => Date.now());
  const [keepAsking, setKeepAsking] = useState(true);
  useEffect(() => {
    const timer = window.setTimeout(
      () => setKeepAsking(false),
      PENDING_REFRESH_MS - (Date.now() - startedAt),
    );
    return () => window.clearTimeout(timer);
  }, [startedAt]);
  const { data, error } = useRegistrationDetails(sessionId, keepAsking);
  const { mutate } = useSWRConfig();
  const gameId = data?.pickupEventId ?? (isPickupEventId(pickupEventId) ? Number(pickupEventId) : null);
  const gamePath = gameId !== null ? `/pickup-event/${gameId}` : '/';

  // The game page shows the new registration the moment the player goes back to it.
  useEffect(() => {
    if (!data || data.status === 'pending') return;
    void refetchGame(mutate, data.pickupEventId);
    void refetchGroupEvents(mutate, data.event.pickupGroupId);
  }, [data, mutate]);

  if (!sessionId || error) {
    return (
      <div className={styles.complete}>
        <title>Checkout · Playfield</title>
        <h1 className={styles.completeTitle}>Checkout not found</h1>
        <FormAlert>
          {!sessionId || error?.status === 404 || error?.status === 403
            ? REGISTRATION_MESSAGES.sessionNotFound
            : SOMETHING_WENT_WRONG}
        </FormAlert>
        <ButtonLink to={gamePath} variant="secondary">
          BACK TO THE GAME
        </ButtonLink>
      </div>
    );
  }
  if (!data) {
    return (
      <div className={styles.complete} role="status" aria-busy="true">
        <span className="visually-hidden">Loading…</span>
        <Skeleton width="72px" height="72px" radius="50%" />
        <Skeleton width="70%" height="2rem" />
        <Skeleton width="90%" />
        <Skeleton height="8rem" />
      </div>
    );
  }
  return <RegistrationSummary details={data} gamePath={gamePath} stillAsking={keepAsking} />;
}

export function RegistrationSummary({
  details,
  gamePath,
  stillAsking,
}: {
  details: RegistrationDetailsDto;
  gamePath: string;
  stillAsking: boolean;
}) {
  const { status, event } = details;
  const icon = icons[status];
  return (
    <div className={styles.complete}>
      <title>{`${registrationCompleteTitles[status]} · Playfield`}</title>
      <span className={[styles.completeIcon, icon.className].filter(Boolean).join(' ')} aria-hidden="true">
        {icon.mark}
      </span>
      <h1 className={styles.completeTitle}>{registrationCompleteTitles[status]}</h1>
      <p role="status">{statusMessages[status]}</p>
      {status === 'pending' && !stillAsking && (
        <p className={styles.muted}>
          This is taking longer than usual. We will e-mail you when your spot is confirmed.
        </p>
      )}
      <dl className={styles.summary}>
        <dt>Game</dt>
        <dd>{event.title}</dd>
        <dt>When</dt>
        <dd>{gameDateLabel(event)}</dd>
        <dt>Where</dt>
        <dd>{event.address}</dd>
        <dt>{status === 'refunded' ? 'Refunded' : status === 'expired' ? 'Amount' : 'Paid'}</dt>
        <dd>{details.amountLabel}</dd>
      </dl>
      <ButtonLink to={gamePath} block>
        {status === 'registered' ? 'VIEW THE GAME' : 'BACK TO THE GAME'}
      </ButtonLink>
    </div>
  );
}

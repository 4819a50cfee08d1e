import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import {
  PICKUP_EVENT_MESSAGES,
  type PickupEventDto,
  REGISTRATION_MESSAGES,
} from '../../../../src/contracts/pickup/index.ts';
import { authenticatedAtom } from '../../app/session';
import { loginHref } from '../../lib/return-to';
import { Button, ButtonLink } from '../../ui/button/button';
import { FormAlert } from '../../ui/form/field';
import { OffLimits } from '../clubs/group-members';
import { HoldCountdown } from './hold-countdown';
import { leaveGameTitle, useConfirm } from './open-pickup-forms';
import { usePickupActions } from './pickup-actions';
import { gamePriceLabel, viewerState } from './pickup-format';
import styles from './styles';

/** The pay button's words: PAY and the amount (spec §9 price display). */
export const payLabel = (event: Pick<PickupEventDto, 'price' | 'priceLabel'>) =>
  `PAY ${gamePriceLabel(event)}`.toUpperCase();

const deadlineText = (instant: string, zone: string) => {
  try {
    return new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      weekday: 'long',
      month: 'long',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    }).format(new Date(instant));
  } catch {
    return '';
  }
};

/**
 * What the viewer can do on a game, by where they stand (pickup-format `viewerState`): register or pay,
 * leave, join or leave the waitlist with the position shown, or claim a spot held for them.
 */
export function RegistrationPanel({
  event,
  claimLink = false,
}: {
  event: PickupEventDto;
  claimLink?: boolean;
}) {
  const authenticated = useAtomValue(authenticatedAtom);
  const { pathname, search } = useLocation();
  const actions = usePickupActions(event);
  const confirm = useConfirm();
  const [busy, setBusy] = useState<string | null>(null);
  const state = viewerState(event, authenticated);

  const step = (id: string, action: () => Promise<unknown>) => async () => {
    setBusy(id);
    try {
      await action();
    } finally {
      setBusy(null);
    }
  };
  const button = (
    id: string,
    label: string,
    busyLabel: string,
    action: () => Promise<unknown>,
    variant: 'primary' | 'secondary' = 'primary',
  ) => (
    <Button
      variant={variant}
      busy={busy === id}
      busyLabel={busyLabel}
      disabled={busy !== null && busy !== id}
      onClick={() => void step(id, action)()}
    >
      {label}
    </Button>
  );

  const claimNotice =
    claimLink && state !== 'hold' && state !== 'registered' && state !== 'signed-out' ? (
      <FormAlert tone="info">
        {state === 'waitlisted' || state === 'full' || state === 'open-paid' || state === 'open-free'
          ? REGISTRATION_MESSAGES.holdExpired
          : REGISTRATION_MESSAGES.noHold}
      </FormAlert>
    ) : null;

  const body = (() => {
    switch (state) {
      case 'cancelled':
        return <p className={styles.statusLine}>{PICKUP_EVENT_MESSAGES.alreadyCancelled}</p>;
      case 'past':
        return (
          <div className={styles.status}>
            <p className={styles.statusLine}>{PICKUP_EVENT_MESSAGES.alreadyStarted}</p>
            {event.isRegistered && <p className={styles.muted}>You were registered for this game.</p>}
          </div>
        );
      case 'signed-out':
        return (
          <>
            <p className={styles.muted}>Log in to register for this game.</p>
            <div className={styles.actions}>
              <ButtonLink to={loginHref(`${pathname}${search}`)}>LOG IN TO REGISTER</ButtonLink>
            </div>
          </>
        );
      case 'blocked':
        return <OffLimits />;
      case 'not-member':
        return (
          <>
            <p className={styles.muted}>{PICKUP_EVENT_MESSAGES.membersOnly}</p>
            <div className={styles.actions}>
              <ButtonLink to={`/pickup-group/${event.pickupGroupId}`} variant="secondary">
                GO TO THE GROUP
              </ButtonLink>
            </div>
          </>
        );
      case 'registered':
        return (
          <>
            <div className={styles.status}>
              <p className={styles.statusLine}>{REGISTRATION_MESSAGES.registered}</p>
              {event.isPaid && (
                <p className={styles.muted}>
                  {event.canLeaveWithRefund
                    ? `Leave before ${deadlineText(event.refundDeadline, event.ianaTimezone)} for a refund.`
                    : 'The refund cut-off has passed: leaving now is not refunded.'}
                </p>
              )}
            </div>
            <div className={styles.actions}>
              <Button
                variant="secondary"
                onClick={() =>
                  confirm({
                    title: leaveGameTitle,
                    confirmLabel: 'LEAVE GAME',
                    busyLabel: 'LEAVING…',
                    body: (
                      <p>
                        Leave <strong>{event.title}</strong>?{' '}
                        {event.isPaid
                          ? event.canLeaveWithRefund
                            ? 'Your payment will be refunded.'
                            : 'The refund cut-off has passed, so your payment is not refunded.'
                          : 'Your spot goes to the next player waiting.'}
                      </p>
                    ),
                    action: actions.leave,
                  })
                }
              >
                LEAVE GAME
              </Button>
            </div>
          </>
        );
      case 'hold':
        return event.hold ? (
          <section className={styles.hold} aria-labelledby="hold-title">
            <h3 id="hold-title" className={styles.holdTitle}>
              {REGISTRATION_MESSAGES.spotOpen}
            </h3>
            <p className={styles.muted}>Pay {gamePriceLabel(event)} before the time runs out to take it.</p>
            <HoldCountdown
              expiresAt={event.hold.expiresAt}
              zone={event.ianaTimezone}
              onExpired={() => void actions.refresh()}
            />
            <div className={styles.actions}>
              {button('claim', 'CLAIM YOUR SPOT', 'OPENING CHECKOUT…', actions.claim)}
              {button('release', 'GIVE UP THE SPOT', 'RELEASING…', actions.release, 'secondary')}
            </div>
          </section>
        ) : null;
      case 'payment-pending':
        return (
          <>
            <p className={styles.statusLine}>{REGISTRATION_MESSAGES.paymentPending}</p>
            <div className={styles.actions}>
              {button('check', 'CHECK AGAIN', 'CHECKING…', () => actions.refresh(), 'secondary')}
            </div>
          </>
        );
      case 'waitlisted':
        return (
          <>
            <div className={styles.status}>
              <p className={styles.statusLine}>
                You are number <span className={styles.position}>{event.waitlistPosition}</span> on the
                waitlist.
              </p>
              <p className={styles.muted}>
                {event.isPaid
                  ? 'When a spot opens it is held for you for a while and we e-mail you a link to claim it.'
                  : 'When a spot opens you are registered automatically and we e-mail you.'}
              </p>
            </div>
            <div className={styles.actions}>
              {button('leave-waitlist', 'LEAVE WAITLIST', 'LEAVING…', actions.leaveWaitlist, 'secondary')}
            </div>
          </>
        );
      case 'full':
        return (
          <>
            <p className={styles.muted}>{REGISTRATION_MESSAGES.full}</p>
            <div className={styles.actions}>
              {button('join-waitlist', 'JOIN WAITLIST', 'JOINING…', actions.joinWaitlist)}
            </div>
          </>
        );
      case 'open-paid':
        return (
          <>
            <p className={styles.muted}>
              Pay by card to take your spot.
              {event.refundCutoffHours > 0
                ? ` Leave up to ${event.refundCutoffHours} ${event.refundCutoffHours === 1 ? 'hour' : 'hours'} before kick-off for a refund.`
                : ''}
            </p>
            <div className={styles.actions}>
              {button('register', payLabel(event), 'OPENING CHECKOUT…', actions.register)}
            </div>
          </>
        );
      case 'open-free':
        return (
          <div className={styles.actions}>
            {button('register', 'REGISTER', 'REGISTERING…', actions.register)}
          </div>
        );
    }
  })();

  return (
    <section className={styles.card} aria-labelledby="game-registration">
      <h2 id="game-registration" className={styles.cardTitle}>
        Your spot
      </h2>
      {claimNotice}
      {body}
    </section>
  );
}

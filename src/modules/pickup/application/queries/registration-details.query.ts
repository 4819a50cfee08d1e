import {
  REGISTRATION_MESSAGES as M,
  type PickupCurrency,
  priceLabel,
  type RegistrationDetailsDto,
} from '../../../../contracts/pickup/index.ts';
import type { EntityManager } from '../../../../platform/db/orm.ts';
import { notFound } from '../../../../platform/errors/app-error.ts';
import { getPickupEvent } from './pickup-event.query.ts';

/**
 * GET /api/pickup/registration-details/{sessionId}: what registration-complete shows, for the payer only
 * (anyone else gets 404: a session id is not theirs to look at). `pending` until the payment is confirmed.
 */
export async function getRegistrationDetails(
  em: EntityManager,
  viewerId: string,
  sessionId: string,
  now: Date,
): Promise<RegistrationDetailsDto> {
  if (sessionId.length > 200) throw notFound(M.sessionNotFound);
  const [row] = await em.execute<
    Array<{
      pickup_event_id: string | number;
      member_id: string;
      amount_cents: number;
      currency: string;
      status: string;
      paid_at: Date | null;
      registration_status: string;
      paid_session_id: string | null;
    }>
  >(
    `select p.pickup_event_id, p.member_id, p.amount_cents, p.currency, p.status, p.paid_at,
       r.status as registration_status, r.paid_session_id
     from pickup_payment p join pickup_registration r on r.id = p.registration_id
     where p.session_id = ?`,
    [sessionId],
  );
  if (!row || row.member_id !== viewerId) throw notFound(M.sessionNotFound);
  const registered = row.registration_status === 'registered' && row.paid_session_id === sessionId;
  const status: RegistrationDetailsDto['status'] = registered
    ? 'registered'
    : row.status === 'refunded' || row.status === 'refund_pending'
      ? 'refunded'
      : row.status === 'expired'
        ? 'expired'
        : 'pending';
  const messages = {
    registered: M.registrationComplete,
    refunded: M.registrationRefunded,
    expired: M.checkoutExpired,
    pending: M.registrationPending,
  };
  const currency = row.currency as PickupCurrency;
  return {
    sessionId,
    pickupEventId: Number(row.pickup_event_id),
    status,
    amountCents: row.amount_cents,
    currency,
    amountLabel: priceLabel({ amountCents: row.amount_cents, currency }),
    paidAt: row.paid_at ? new Date(row.paid_at).toISOString() : null,
    message: messages[status],
    event: await getPickupEvent(em, Number(row.pickup_event_id), viewerId, now),
  };
}

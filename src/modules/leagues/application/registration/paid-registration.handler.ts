import type { EntityManager } from '../../../../platform/db/orm.ts';
import { teamRoleOf } from '../../../clubs/index.ts';
import { requestRefund } from '../../../payments/index.ts';
import { decidePaidRegistration, teamSpotsLeft } from '../../domain/registration-rules.ts';
import {
  findLiveRegistration,
  findRegistrationById,
  lockSettings,
  updateRegistration,
} from '../../infrastructure/registration.store.ts';
import { leagueRef } from '../league-access.ts';
import { completeRegistration } from './league-checkout.handler.ts';

interface PaidCheckout {
  sessionId: string;
  reference: string;
}

/**
 * A confirmed payment for a registration (`payments.checkout-paid`), under the settings row's lock: the
 * kept spot becomes a registration (a team becomes a league team); a payment for a spot gone meanwhile, a
 * declined or withdrawn registration, or a second payment is refunded. Applied once per session: the
 * worker's inbox, and the registration's own state (`already-applied`).
 */
export async function confirmPaidRegistration(
  tx: EntityManager,
  paid: PaidCheckout,
  now: Date,
): Promise<void> {
  const before = await findRegistrationById(tx, paid.reference);
  // Gone with its league (deleted while the checkout ran): nothing to register, the money goes back.
  if (!before) {
    requestRefund(tx, { sessionId: paid.sessionId, reason: 'league-deleted' });
    return;
  }
  const settings = await lockSettings(tx, before.league_id, now);
  const registration = (await findRegistrationById(tx, paid.reference)) ?? before;
  const holdLive =
    registration.status === 'checkout' &&
    registration.hold_expires_at !== null &&
    new Date(registration.hold_expires_at).getTime() > now.getTime();
  const spotFree =
    settings !== undefined &&
    teamSpotsLeft({
      maxTeams: settings.max_teams,
      registered: settings.teams_registered,
      held: settings.teams_held,
    }) > 0;
  // A lapsed registration whose team or free agent has started again since is not registered twice.
  const restarted =
    registration.status === 'expired' &&
    (await findLiveRegistration(
      tx,
      registration.league_id,
      registration.team_id ? { teamId: registration.team_id } : { freeAgentId: registration.member_id },
    )) !== undefined;
  const decision = decidePaidRegistration({
    status: restarted ? 'superseded' : registration.status,
    paidWithThisSession:
      registration.session_id === paid.sessionId && registration.payment_status !== 'pending',
    spotAvailable: registration.kind === 'free_agent' || holdLive || spotFree,
  });
  if (decision === 'already-applied') return;
  if (decision === 'refund') {
    requestRefund(tx, { sessionId: paid.sessionId, reason: 'league-spot-unavailable' });
    if (registration.session_id === paid.sessionId)
      await updateRegistration(tx, registration.id, { paymentStatus: 'refund_pending' }, now);
    return;
  }
  await updateRegistration(
    tx,
    registration.id,
    { status: 'registered', paymentStatus: 'paid', sessionId: paid.sessionId, holdExpiresAt: null },
    now,
  );
  const league = await leagueRef(tx, registration.league_id);
  const team = registration.team_id
    ? ((await teamRoleOf(tx, registration.team_id, undefined))?.team ?? null)
    : null;
  await completeRegistration(
    tx,
    { ...registration, status: 'registered', session_id: paid.sessionId },
    league.organization_id,
    team,
    'payment',
    now,
  );
}

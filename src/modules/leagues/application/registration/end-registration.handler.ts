import {
  REGISTRATION_MESSAGES as M,
  type RegistrationDto,
} from '../../../../contracts/leagues/registration.ts';
import type { AuthenticatedMember } from '../../../../platform/auth/index.ts';
import { recordEvent } from '../../../../platform/bus/index.ts';
import type { EntityManager } from '../../../../platform/db/orm.ts';
import { conflict, forbidden, notFound } from '../../../../platform/errors/app-error.ts';
import { teamRoleOf } from '../../../clubs/index.ts';
import { requestRefund } from '../../../payments/index.ts';
import { offerDeadline, refundsOnWithdrawal } from '../../domain/registration-rules.ts';
import { LeagueTeamEntity } from '../../infrastructure/league.entity.ts';
import {
  approveRegistrationRow,
  findLiveRegistration,
  findRegistrationById,
  lockSettings,
  offerOpenSpots,
  type RegistrationRow,
  recordListing,
  updateRegistration,
} from '../../infrastructure/registration.store.ts';
import { coordinatorOfLeague, isUuid, leagueRef } from '../league-access.ts';
import type { LeaguesDeps } from '../leagues-deps.ts';
import { registrationDto } from './registration-dto.ts';

/** Passes the spots open now to the teams waiting (each offer held OFFER_HOLD_MS, or until registration closes). */
export const offerSpotsToWaitlist = (tx: EntityManager, leagueId: string, now: Date) =>
  offerOpenSpots(tx, leagueId, now, (closesAt) => offerDeadline(now, closesAt));

/**
 * Ends a live registration under the settings row's lock: a registered team leaves the league's teams,
 * a paid registration is refunded when `refund` says so, and the spot goes to the first team waiting.
 */
async function endRegistration(
  tx: EntityManager,
  registration: RegistrationRow,
  end: { status: 'withdrawn' | 'declined'; refund: (paid: true) => boolean; actorId: string; now: Date },
): Promise<RegistrationRow> {
  const wasRegistered = registration.status === 'registered';
  const refunded =
    registration.payment_status === 'paid' && registration.session_id !== null && end.refund(true);
  if (refunded) requestRefund(tx, { sessionId: registration.session_id!, reason: `league-${end.status}` });
  await updateRegistration(
    tx,
    registration.id,
    {
      status: end.status,
      holdExpiresAt: null,
      ...(refunded ? { paymentStatus: 'refund_pending' as const } : {}),
    },
    end.now,
  );
  if (wasRegistered && registration.team_id)
    await tx.nativeDelete(LeagueTeamEntity, {
      leagueId: registration.league_id,
      teamId: registration.team_id,
    });
  recordEvent(tx, 'leagues.registration-ended', {
    leagueId: registration.league_id,
    registrationId: registration.id,
    kind: registration.kind,
    teamId: registration.team_id,
    memberId: registration.member_id,
    status: end.status,
    refunded,
    actorId: end.actorId,
  });
  await recordListing(tx, registration.league_id, end.now);
  await offerSpotsToWaitlist(tx, registration.league_id, end.now);
  return {
    ...registration,
    status: end.status,
    payment_status: refunded ? 'refund_pending' : registration.payment_status,
  };
}

/** The league's registration of that id (404 for none, or another league's), read in the transaction. */
export async function registrationIn(
  tx: EntityManager,
  leagueId: string,
  registrationId: string,
): Promise<RegistrationRow> {
  const registration = isUuid(registrationId) ? await findRegistrationById(tx, registrationId) : undefined;
  if (!registration || registration.league_id !== leagueId) throw notFound(M.registrationNotFound);
  return registration;
}

async function liveRegistration(tx: EntityManager, leagueId: string, registrationId: string, now: Date) {
  await lockSettings(tx, leagueId, now);
  const registration = await registrationIn(tx, leagueId, registrationId);
  if (!['registered', 'checkout', 'waitlisted'].includes(registration.status))
    throw conflict(M.registrationEnded);
  return registration;
}

/**
 * POST /api/league-common/league/{leagueId}/registrations/{registrationId}/withdraw: the team's captain (or
 * the free agent) withdraws; a paid registration is refunded before the refund cut-off only.
 */
export async function withdrawRegistration(
  deps: LeaguesDeps,
  actor: AuthenticatedMember,
  leagueId: string,
  registrationId: string,
): Promise<RegistrationDto> {
  await leagueRef(deps.em, leagueId);
  const now = deps.clock.now();
  const ended = await deps.em.transactional(async (tx) => {
    const registration = await liveRegistration(tx, leagueId, registrationId, now);
    const allowed = registration.team_id
      ? (await teamRoleOf(tx, registration.team_id, actor.memberId))?.isCaptain === true
      : registration.member_id === actor.memberId;
    if (!allowed) throw forbidden(M.captainsOnly);
    const [cutoff] = await tx.execute<Array<{ refund_cutoff: Date }>>(
      'select refund_cutoff from league_registration_settings where league_id = ?',
      [leagueId],
    );
    return endRegistration(tx, registration, {
      status: 'withdrawn',
      refund: () => refundsOnWithdrawal(now, new Date(cutoff?.refund_cutoff ?? now)),
      actorId: actor.memberId,
      now,
    });
  });
  return registrationDto(ended);
}

/** POST /api/league/{leagueId}/registrations/{registrationId}/decline: a coordinator declines; a payment is refunded. */
export async function declineRegistration(
  deps: LeaguesDeps,
  actor: AuthenticatedMember,
  leagueId: string,
  registrationId: string,
): Promise<RegistrationDto> {
  await coordinatorOfLeague(deps.em, leagueId, actor.memberId);
  const now = deps.clock.now();
  const ended = await deps.em.transactional(async (tx) => {
    const registration = await liveRegistration(tx, leagueId, registrationId, now);
    return endRegistration(tx, registration, {
      status: 'declined',
      refund: () => true,
      actorId: actor.memberId,
      now,
    });
  });
  return registrationDto(ended);
}

/**
 * A coordinator removed a team from the league (DELETE /api/league/{leagueId}/teams/{teamId}): its
 * registration, if it came through registration, is declined and refunded, and the spot offered on.
 */
export async function endRegistrationOfRemovedTeam(
  tx: EntityManager,
  leagueId: string,
  teamId: string,
  actorId: string,
  now: Date,
): Promise<void> {
  if (!(await lockSettings(tx, leagueId, now))) return;
  const registration = await findLiveRegistration(tx, leagueId, { teamId });
  if (!registration) return;
  await endRegistration(tx, registration, { status: 'declined', refund: () => true, actorId, now });
}

/** POST /api/league/{leagueId}/registrations/{registrationId}/approve: a coordinator approves a registration. */
export async function approveRegistration(
  deps: LeaguesDeps,
  actor: AuthenticatedMember,
  leagueId: string,
  registrationId: string,
): Promise<RegistrationDto> {
  await coordinatorOfLeague(deps.em, leagueId, actor.memberId);
  const now = deps.clock.now();
  const approved = await deps.em.transactional(async (tx) => {
    const registration = await registrationIn(tx, leagueId, registrationId);
    if (registration.status !== 'registered') throw conflict(M.notRegistered);
    if (await approveRegistrationRow(tx, registrationId, actor.memberId, now))
      recordEvent(tx, 'leagues.registration-approved', {
        leagueId,
        registrationId,
        kind: registration.kind,
        teamId: registration.team_id,
        memberId: registration.member_id,
        actorId: actor.memberId,
      });
    return findRegistrationById(tx, registrationId);
  });
  return registrationDto(approved!);
}

import {
  FREE_AGENT_REGISTRATION_SUCCESS_PATH,
  LEAGUE_FULL,
  LEAGUE_REGISTRATION_SUCCESS_PATH,
  type LeagueCheckout,
  type LeagueCheckoutResult,
  leagueMarketplacePath,
  REGISTRATION_MESSAGES as M,
  WAIVER_OUTSTANDING,
} from '../../../../contracts/leagues/registration.ts';
import type { PickupCurrency } from '../../../../contracts/pickup/price-label.ts';
import type { AuthenticatedMember } from '../../../../platform/auth/index.ts';
import { recordEvent } from '../../../../platform/bus/index.ts';
import type { EntityManager } from '../../../../platform/db/orm.ts';
import { AppError, forbidden, notFound } from '../../../../platform/errors/app-error.ts';
import { type TeamRole, teamRoleOf } from '../../../clubs/index.ts';
import { holdDeadline, registrationWindow, teamSpotsLeft } from '../../domain/registration-rules.ts';
import { LeagueTeamEntity } from '../../infrastructure/league.entity.ts';
import {
  findLiveRegistration,
  insertRegistration,
  lockSettings,
  type RegistrationRow,
  recordListing,
  type SettingsRow,
  updateRegistration,
} from '../../infrastructure/registration.store.ts';
import { leagueRef } from '../league-access.ts';
import { addLeagueTeam } from '../league-teams/add-league-team.ts';
import { offerSpotsToWaitlist } from './end-registration.handler.ts';
import type { RegistrationDeps } from './registration-deps.ts';
import { registrationDto } from './registration-dto.ts';

/** What a checkout's payment is for, so the payments subscriber recognises league registrations. */
export const LEAGUE_REGISTRATION_PURPOSE = 'league-registration';

const conflict = (message: string, code?: string, field?: string) =>
  new AppError(409, [{ message, ...(code ? { code } : {}), ...(field ? { field } : {}) }]);

interface Registrant {
  organizationId: number;
  team: TeamRole['team'] | null;
}

/** Who registers: a captain of the team (403 otherwise), or the member as a free agent; waiver signed. */
async function registrant(
  deps: RegistrationDeps,
  actor: AuthenticatedMember,
  body: LeagueCheckout,
): Promise<Registrant> {
  const league = await leagueRef(deps.em, body.leagueId);
  let team: TeamRole['team'] | null = null;
  if (body.teamId !== undefined) {
    const role = await teamRoleOf(deps.em, body.teamId, actor.memberId);
    if (!role) throw notFound(M.teamNotFound);
    if (!role.isCaptain) throw forbidden(M.captainsOnly);
    team = role.team;
  }
  const waiver = await deps.waivers.outstandingWaiver(deps.em, league.organization_id, actor.memberId);
  if (waiver) throw conflict(`${M.waiverOutstanding}: ${waiver.name}.`, WAIVER_OUTSTANDING, waiver.id);
  return { organizationId: league.organization_id, team };
}

/** The league's fee for this kind of registration; null and 0 register at once. */
function feeOf(settings: SettingsRow, team: boolean): { cents: number; currency: PickupCurrency } | null {
  const cents = team ? settings.team_fee_cents : settings.free_agent_fee_cents;
  const currency = team ? settings.team_fee_currency : settings.free_agent_fee_currency;
  return cents !== null && cents > 0 ? { cents, currency: currency ?? 'USD' } : null;
}

type Kept =
  | { outcome: 'registered' | 'waitlisted'; registration: RegistrationRow }
  | { outcome: 'checkout'; registration: RegistrationRow; fee: { cents: number; currency: PickupCurrency } };

/** Registers the free agent or team as registered now (free), recording the listing and the event. */
export async function completeRegistration(
  tx: EntityManager,
  registration: RegistrationRow,
  organizationId: number,
  team: TeamRole['team'] | null,
  via: 'free' | 'payment',
  now: Date,
): Promise<void> {
  if (team && !(await tx.findOne(LeagueTeamEntity, { leagueId: registration.league_id, teamId: team.id })))
    addLeagueTeam(tx, registration.league_id, team, now);
  await recordListing(tx, registration.league_id, now);
  recordEvent(tx, 'leagues.registration-completed', {
    leagueId: registration.league_id,
    organizationId,
    registrationId: registration.id,
    kind: registration.kind,
    teamId: registration.team_id,
    memberId: registration.member_id,
    via,
  });
}

/**
 * Under the settings row's lock: a free registration is made at once; a paid one keeps a spot (a team's
 * counts against maxTeams until its hold ends) for the checkout; a full league answers 409 LeagueFull, or
 * puts the team on the waitlist when asked to.
 */
async function keepSpot(
  deps: RegistrationDeps,
  actor: AuthenticatedMember,
  body: LeagueCheckout,
  who: Registrant,
): Promise<Kept> {
  const now = deps.clock.now();
  return deps.em.transactional(async (tx) => {
    const settings = await lockSettings(tx, body.leagueId, now);
    if (!settings) throw conflict(M.notOpened, 'RegistrationClosed');
    const window = registrationWindow(
      { state: settings.state, opensAt: new Date(settings.opens_at), closesAt: new Date(settings.closes_at) },
      now,
    );
    if (window === 'not-open-yet') throw conflict(M.notOpenYet, 'RegistrationNotOpen');
    if (window !== 'open') throw conflict(M.closed, 'RegistrationClosed');
    const team = who.team;
    if (team && (await tx.findOne(LeagueTeamEntity, { leagueId: body.leagueId, teamId: team.id })))
      throw conflict(M.alreadyRegistered, 'AlreadyRegistered');
    const before = await findLiveRegistration(
      tx,
      body.leagueId,
      team ? { teamId: team.id } : { freeAgentId: actor.memberId },
    );
    if (before?.status === 'registered') throw conflict(M.alreadyRegistered, 'AlreadyRegistered');
    // A running checkout or an offer from the waitlist keeps its first deadline; a lapsed one is over.
    const heldUntil = before?.status === 'checkout' ? new Date(before.hold_expires_at ?? now) : null;
    const held = heldUntil !== null && heldUntil.getTime() > now.getTime();
    if (before?.status === 'checkout' && !held)
      await updateRegistration(tx, before.id, { status: 'expired', holdExpiresAt: null }, now);
    const live = before?.status === 'waitlisted' || held ? before : undefined;
    if (team && !held) {
      const spots = teamSpotsLeft({
        maxTeams: settings.max_teams,
        registered: settings.teams_registered,
        held: settings.teams_held,
      });
      if (spots <= 0) {
        if (live?.status === 'waitlisted') throw conflict(M.alreadyWaiting, 'AlreadyWaiting');
        if (!body.waitlist) throw conflict(M.full, LEAGUE_FULL);
        const registration = await insertRegistration(tx, {
          leagueId: body.leagueId,
          kind: 'team',
          teamId: team.id,
          memberId: actor.memberId,
          status: 'waitlisted',
          amountCents: null,
          currency: null,
          paymentStatus: 'pending',
          holdExpiresAt: null,
          now,
        });
        await recordListing(tx, body.leagueId, now);
        return { outcome: 'waitlisted', registration };
      }
    }
    const fee = feeOf(settings, team !== null);
    if (!fee) {
      const registration = live
        ? { ...live, status: 'registered' as const }
        : await insertRegistration(tx, {
            leagueId: body.leagueId,
            kind: team ? 'team' : 'free_agent',
            teamId: team?.id ?? null,
            memberId: actor.memberId,
            status: 'registered',
            amountCents: null,
            currency: null,
            paymentStatus: 'free',
            holdExpiresAt: null,
            now,
          });
      if (live)
        await updateRegistration(
          tx,
          live.id,
          { status: 'registered', paymentStatus: 'free', holdExpiresAt: null },
          now,
        );
      await completeRegistration(tx, registration, who.organizationId, team, 'free', now);
      return { outcome: 'registered', registration };
    }
    const expiresAt = holdDeadline(now, held ? heldUntil : null)!;
    let registration: RegistrationRow;
    if (live) {
      await updateRegistration(
        tx,
        live.id,
        {
          status: 'checkout',
          paymentStatus: 'pending',
          holdExpiresAt: expiresAt,
          amountCents: fee.cents,
          currency: fee.currency,
        },
        now,
      );
      registration = { ...live, status: 'checkout', hold_expires_at: expiresAt };
    } else {
      registration = await insertRegistration(tx, {
        leagueId: body.leagueId,
        kind: team ? 'team' : 'free_agent',
        teamId: team?.id ?? null,
        memberId: actor.memberId,
        status: 'checkout',
        amountCents: fee.cents,
        currency: fee.currency,
        paymentStatus: 'pending',
        holdExpiresAt: expiresAt,
        now,
      });
    }
    if (team) {
      await recordListing(tx, body.leagueId, now);
      // Its expiry job passes the spot on if the payment never comes.
      recordEvent(tx, 'leagues.registration-held', {
        leagueId: body.leagueId,
        registrationId: registration.id,
        memberId: registration.member_id,
        teamId: team.id,
        expiresAt: expiresAt.toISOString(),
        offered: false,
      });
    }
    return { outcome: 'checkout', registration, fee };
  });
}

/**
 * POST /api/league-common/league-payment-checkout: a captain registers one of their teams, or a member
 * registers as a free agent. The organization's current waiver must be signed (409 WaiverOutstanding, the
 * waiver's id in `field`). A free league registers at once; a paid one opens a checkout through the
 * payments port and registers only once the payment is confirmed (payments.checkout-paid).
 */
export async function startLeagueCheckout(
  deps: RegistrationDeps,
  actor: AuthenticatedMember,
  body: LeagueCheckout,
): Promise<LeagueCheckoutResult> {
  const who = await registrant(deps, actor, body);
  const kept = await keepSpot(deps, actor, body, who);
  if (kept.outcome !== 'checkout')
    return {
      registered: kept.outcome === 'registered',
      waitlisted: kept.outcome === 'waitlisted',
      checkoutUrl: null,
      sessionId: null,
      expiresAt: null,
      registration: registrationDto({
        ...kept.registration,
        payment_status: kept.outcome === 'registered' ? 'free' : 'pending',
      }),
      message: kept.outcome === 'registered' ? M.registered : M.waitlisted,
    };
  const { registration, fee } = kept;
  const [email] = await deps.identity.mailRecipients([actor.memberId]);
  const successPath = who.team ? LEAGUE_REGISTRATION_SUCCESS_PATH : FREE_AGENT_REGISTRATION_SUCCESS_PATH;
  const expiresAt = new Date(registration.hold_expires_at ?? deps.clock.now());
  let started: Awaited<ReturnType<RegistrationDeps['checkouts']['start']>>;
  try {
    started = await deps.checkouts.start({
      amountCents: fee.cents,
      currency: fee.currency,
      description: who.team ? `League registration: ${who.team.name}` : 'League registration: free agent',
      successUrl: `${deps.publicUrl}${successPath}?leagueId=${body.leagueId}&session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${deps.publicUrl}${leagueMarketplacePath(body.leagueId)}`,
      expiresAt: new Date(expiresAt.getTime() - 4 * 60_000),
      purpose: LEAGUE_REGISTRATION_PURPOSE,
      reference: registration.id,
      memberId: actor.memberId,
      ...(email ? { customerEmail: email.email } : {}),
    });
  } catch {
    // The processor did not answer: the spot goes back at once rather than when the hold ends.
    await deps.em.transactional(async (tx) => {
      await lockSettings(tx, body.leagueId, deps.clock.now());
      await updateRegistration(
        tx,
        registration.id,
        { status: 'expired', holdExpiresAt: null },
        deps.clock.now(),
      );
      await recordListing(tx, body.leagueId, deps.clock.now());
      await offerSpotsToWaitlist(tx, body.leagueId, deps.clock.now());
    });
    throw new AppError(502, [{ message: M.paymentUnavailable, code: 'PaymentUnavailable' }]);
  }
  await deps.em.transactional(async (tx) => {
    await updateRegistration(tx, registration.id, { sessionId: started.sessionId }, deps.clock.now());
  });
  return {
    registered: false,
    waitlisted: false,
    checkoutUrl: started.url,
    sessionId: started.sessionId,
    expiresAt: started.expiresAt.toISOString(),
    registration: registrationDto({ ...registration, session_id: started.sessionId }),
    message: M.checkoutOpened,
  };
}

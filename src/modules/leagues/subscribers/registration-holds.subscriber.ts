import { leagueMarketplacePath } from '../../../contracts/leagues/registration.ts';
import { defineSubscriber } from '../../../platform/bus/index.ts';
import type { Clock } from '../../../platform/container/tokens.ts';
import type { EntityManager } from '../../../platform/db/orm.ts';
import { renderEmail } from '../../../platform/mail/email-layout.ts';
import type { Mailer, MailMessage } from '../../../platform/mail/mailer.ts';
import type { ScheduledJobHandler, Scheduler } from '../../../platform/scheduler/index.ts';
import { teamRoleOf } from '../../clubs/index.ts';
import type { IdentityReadApi, MailRecipient } from '../../identity/index.ts';
import { offerSpotsToWaitlist } from '../application/registration/end-registration.handler.ts';
import {
  findRegistrationById,
  lockSettings,
  recordListing,
  updateRegistration,
} from '../infrastructure/registration.store.ts';

// A kept team spot (a checkout, or an offer to the first team waiting) ends at its first deadline: a
// delayed job per hold, whose id names the registration and the deadline, so scheduling it again for
// the same hold (a claim keeps the deadline) replaces it and nothing runs twice.

export const EXPIRE_REGISTRATION_HOLD_JOB = 'leagues.expire-registration-hold';
export const registrationHoldJobId = (registrationId: string, expiresAt: string) =>
  `league-hold_${registrationId}_${Date.parse(expiresAt)}`;

interface HoldJob {
  leagueId: string;
  registrationId: string;
  expiresAt: string;
}

export const scheduleRegistrationHoldExpiry = (scheduler: Scheduler) =>
  defineSubscriber({
    name: 'leagues.schedule-registration-hold-expiry',
    event: 'leagues.registration-held',
    async handle({ payload }) {
      await scheduler.schedule(
        EXPIRE_REGISTRATION_HOLD_JOB,
        registrationHoldJobId(payload.registrationId, payload.expiresAt),
        new Date(payload.expiresAt),
        {
          leagueId: payload.leagueId,
          registrationId: payload.registrationId,
          expiresAt: payload.expiresAt,
        } satisfies HoldJob,
      );
    },
  });

/**
 * The hold's deadline passed: a registration still waiting for its payment is over (a payment that arrives
 * later registers only if a spot is free, else it is refunded), and the spot goes to the next team waiting.
 */
export async function expireRegistrationHold(tx: EntityManager, job: HoldJob, now: Date): Promise<void> {
  if (!(await lockSettings(tx, job.leagueId, now))) return;
  const registration = await findRegistrationById(tx, job.registrationId);
  if (
    registration?.status === 'checkout' &&
    registration.hold_expires_at !== null &&
    new Date(registration.hold_expires_at).getTime() <= now.getTime()
  ) {
    await updateRegistration(tx, registration.id, { status: 'expired', holdExpiresAt: null }, now);
    await recordListing(tx, job.leagueId, now);
  }
  await offerSpotsToWaitlist(tx, job.leagueId, now);
}

export const expireRegistrationHoldJob = (clock: Clock): ScheduledJobHandler<HoldJob> => ({
  name: EXPIRE_REGISTRATION_HOLD_JOB,
  async handle(data, { em }) {
    await em.transactional((tx) => expireRegistrationHold(tx, data, clock.now()));
  },
});

/** The captain's mail when a spot opened for their team on the waitlist (HTML and plain text). */
export function spotOfferedEmail(
  facts: { leagueId: string; leagueName: string; teamName: string; expiresAt: Date },
  recipient: MailRecipient,
  publicUrl: string,
): MailMessage {
  const until = `${facts.expiresAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  return renderEmail({
    to: recipient.email,
    subject: `A spot opened up in ${facts.leagueName}`,
    preheader: `${facts.teamName}'s spot is held until ${until}.`,
    heading: 'A spot opened up for your team!',
    paragraphs: [
      recipient.firstName ? `Hi ${recipient.firstName},` : 'Hi,',
      `A team left ${facts.leagueName} and ${facts.teamName} is first on the waitlist. The spot is yours if you register and pay before ${until}; after that it goes to the next team waiting.`,
    ],
    details: [
      ['League', facts.leagueName],
      ['Team', facts.teamName],
      ['Held until', until],
    ],
    action: { label: 'Register your team', url: `${publicUrl}${leagueMarketplacePath(facts.leagueId)}` },
    footnote: `You are receiving this because your team joined the waitlist of ${facts.leagueName} on Playfield.`,
  });
}

/** `leagues.registration-held` (offered): mails the captain who put the team on the waitlist. */
export const emailSpotOffered = (mailer: Mailer, identity: IdentityReadApi, publicUrl: string) =>
  defineSubscriber({
    name: 'leagues.email-registration-spot-offered',
    event: 'leagues.registration-held',
    async handle({ payload }, { em }) {
      if (!payload.offered) return;
      const [row] = await em.execute<
        Array<{ league_name: string; status: string; hold_expires_at: Date | null }>
      >(
        `select l.name as league_name, r.status, r.hold_expires_at
         from league_registration r join league l on l.id = r.league_id where r.id = ?`,
        [payload.registrationId],
      );
      // An offer already over (paid, withdrawn, expired) is not mailed.
      if (row?.status !== 'checkout' || row.hold_expires_at === null) return;
      if (new Date(row.hold_expires_at).toISOString() !== payload.expiresAt) return;
      const [recipient] = await identity.mailRecipients([payload.memberId]);
      if (!recipient) return;
      // The team is not one of the league's yet: its name comes from clubs.
      const team = payload.teamId ? await teamRoleOf(em, payload.teamId, undefined) : undefined;
      await mailer.send(
        spotOfferedEmail(
          {
            leagueId: payload.leagueId,
            leagueName: row.league_name,
            teamName: team?.team.name ?? 'Your team',
            expiresAt: new Date(payload.expiresAt),
          },
          recipient,
          publicUrl,
        ),
      );
    },
  });

import { leagueMarketplacePath } from '../../../contracts/leagues/registration.ts';
import { defineSubscriber } from '../../../platform/bus/index.ts';
import { renderEmail } from '../../../platform/mail/email-layout.ts';
import type { Mailer, MailMessage } from '../../../platform/mail/mailer.ts';
import type { IdentityReadApi, MailRecipient } from '../../identity/index.ts';
import { staffMemberIds } from '../../organizations/index.ts';
import {
  type RegistrationNotice,
  registrationNotice,
} from '../application/registration/registration-notice.query.ts';

/** A completed registration's mail, in the shared layout (names escaped there) with its plain-text twin. */
export function registrationCompletedEmail(
  notice: RegistrationNotice,
  recipient: MailRecipient,
  audience: 'registrant' | 'coordinator',
  publicUrl: string,
): MailMessage {
  const who = notice.team ? notice.team.name : 'A free agent';
  const registrant = audience === 'registrant';
  return renderEmail({
    to: recipient.email,
    subject: registrant
      ? `You're registered: ${notice.leagueName}`
      : `New registration in ${notice.leagueName}`,
    preheader: registrant
      ? `${notice.team ? notice.team.name : 'You'} registered in ${notice.leagueName}.`
      : `${who} registered in ${notice.leagueName}.`,
    heading: registrant ? 'Registration confirmed' : 'New registration',
    paragraphs: [
      recipient.firstName ? `Hi ${recipient.firstName},` : 'Hi,',
      registrant
        ? notice.team
          ? `${notice.team.name} is registered in ${notice.leagueName}. The schedule follows once the coordinators publish it.`
          : `You are registered in ${notice.leagueName} as a free agent. A coordinator will place you on a team.`
        : `${who} registered in ${notice.leagueName}.`,
    ],
    details: [
      ['League', notice.leagueName],
      ...(notice.team ? ([['Team', notice.team.name]] as Array<[string, string]>) : []),
    ],
    action: { label: 'See the league', url: `${publicUrl}${leagueMarketplacePath(notice.leagueId)}` },
    footnote: registrant
      ? `You are receiving this because you registered in ${notice.leagueName} on Playfield.`
      : `You are receiving this because you coordinate ${notice.leagueName}.`,
  });
}

/** `leagues.registration-completed`: mails the registrant and the organization's coordinators. */
export const emailRegistrationCompleted = (mailer: Mailer, identity: IdentityReadApi, publicUrl: string) =>
  defineSubscriber({
    name: 'leagues.email-registration-completed',
    event: 'leagues.registration-completed',
    async handle({ payload }, { em }) {
      const notice = await registrationNotice(em, payload.registrationId);
      if (!notice) return;
      const coordinators = (await staffMemberIds(em, payload.organizationId, 'coordinator')).filter(
        (memberId) => memberId !== payload.memberId,
      );
      const recipients = await identity.mailRecipients([payload.memberId, ...coordinators]);
      for (const recipient of recipients)
        await mailer.send(
          registrationCompletedEmail(
            notice,
            recipient,
            recipient.memberId === payload.memberId ? 'registrant' : 'coordinator',
            publicUrl,
          ),
        );
    },
  });

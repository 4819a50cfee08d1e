import { defineSubscriber } from '../../../platform/bus/index.ts';
import { renderEmail } from '../../../platform/mail/email-layout.ts';
import type { Mailer, MailMessage } from '../../../platform/mail/mailer.ts';
import type { IdentityReadApi, MailRecipient } from '../../identity/index.ts';
import { organizationById } from '../application/staff/staff-read-api.ts';
import { currentWaiver, isMemberWaiverOutstanding } from '../application/waivers/waiver-read-api.ts';

export interface WaiverReminderFacts {
  organizationId: number;
  organizationName: string;
  waiverName: string;
  waiverVersion: string;
}

/** The member's reminder to sign, in the shared layout (names are organizers' text: the layout escapes them). */
export function waiverReminderEmail(
  facts: WaiverReminderFacts,
  recipient: MailRecipient,
  publicUrl: string,
): MailMessage {
  return renderEmail({
    to: recipient.email,
    subject: `Please sign: ${facts.waiverName}`,
    preheader: `${facts.organizationName} needs your signature before you play.`,
    heading: 'Your waiver is outstanding',
    paragraphs: [
      recipient.firstName ? `Hi ${recipient.firstName},` : 'Hi,',
      `${facts.organizationName} asks you to sign its waiver before your next game. It takes a minute.`,
    ],
    details: [
      ['Waiver', facts.waiverName],
      ['Version', facts.waiverVersion],
      ['Organization', facts.organizationName],
    ],
    action: { label: 'Sign the waiver', url: `${publicUrl}/sign-waiver/${facts.organizationId}` },
    footnote: `You are receiving this because you play in a league of ${facts.organizationName}.`,
  });
}

/**
 * Mails the reminder a captain or staff member asked for, unless the waiver asked about is no longer
 * current or the member signed it since. The Mailer given is the budgeted notification mailer.
 */
export const emailWaiverReminder = (mailer: Mailer, identity: IdentityReadApi, publicUrl: string) =>
  defineSubscriber({
    name: 'organizations.email-waiver-reminder',
    event: 'organizations.waiver-reminder-requested',
    async handle({ payload }, { em }) {
      const waiver = await currentWaiver(em, payload.organizationId);
      if (waiver?.id !== payload.waiverId) return;
      if (!(await isMemberWaiverOutstanding(em, payload.memberId, payload.organizationId))) return;
      const organization = await organizationById(em, payload.organizationId);
      if (!organization) return;
      const [recipient] = await identity.mailRecipients([payload.memberId]);
      if (!recipient) return;
      await mailer.send(
        waiverReminderEmail(
          {
            organizationId: organization.id,
            organizationName: organization.name,
            waiverName: waiver.name,
            waiverVersion: waiver.waiverVersion,
          },
          recipient,
          publicUrl,
        ),
      );
    },
  });

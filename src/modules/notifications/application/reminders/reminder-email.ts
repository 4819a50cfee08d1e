import { eventTimeZoneOf, formatEventDate, type RsvpStatus } from '../../../../contracts/events/index.ts';
import { type ReminderInterval, reminderWording } from '../../../../contracts/notifications/index.ts';
import { renderEmail } from '../../../../platform/mail/email-layout.ts';
import type { MailMessage } from '../../../../platform/mail/mailer.ts';
import { rsvpLink, type TeamEventFacts } from '../../../events/index.ts';
import type { MailRecipient, UnsubscribeLinks } from '../../../identity/index.ts';

const RSVP_BUTTONS: Array<[RsvpStatus, string]> = [
  ['yes', 'YES'],
  ['no', 'NO'],
  ['maybe', 'MAYBE'],
];

/** The next-match reminder e-mail (HTML and plain text) with the events module's RSVP links. */
export function reminderEmail(
  interval: ReminderInterval,
  event: Pick<TeamEventFacts, 'id' | 'title' | 'startsAt' | 'timeZone' | 'addressName'>,
  teamName: string,
  recipient: MailRecipient,
  publicUrl: string,
  unsubscribe: UnsubscribeLinks,
  /**
   * A league game's: `teamName` is then its league's name, and the answer goes to the league game's page
   * (a team event's to the team event page).
   */
  league?: { answerLink: (status: RsvpStatus) => string },
  /** A sub (issue 20) plays this one game and is not on the team's roster: the footnote says why it came. */
  asSub = false,
): MailMessage {
  const wording = reminderWording(interval);
  const answerLink =
    league?.answerLink ?? ((status: RsvpStatus) => rsvpLink(publicUrl, event.id, recipient.memberId, status));
  const withWhom = league ? `in ${teamName}` : `with ${teamName}`;
  const when = `${formatEventDate(event.startsAt, event.timeZone)} (${eventTimeZoneOf(event.timeZone)?.label ?? event.timeZone} time)`;
  return renderEmail({
    to: recipient.email,
    subject: `${teamName}: ${wording.headline}`,
    preheader: `${event.title}: ${when}, ${event.addressName}`,
    heading: wording.headline,
    paragraphs: [
      recipient.firstName ? `Hi ${recipient.firstName},` : 'Hi,',
      interval === 'PRE_ONE_DAY'
        ? `${event.title} ${withWhom} is tomorrow. Still coming? Let the team know.`
        : `${wording.action} ${event.title} ${withWhom} is coming up and your captain needs to know who is playing.`,
    ],
    details: [
      ['Game', event.title],
      ['When', when],
      ['Where', event.addressName],
    ],
    actions: RSVP_BUTTONS.map(([status, label]) => ({
      label,
      url: answerLink(status),
    })),
    footnote: `You are receiving this because ${asSub ? `you play this game as a sub for ${teamName}` : `you are on the roster of ${league ? `a team in ${teamName}` : teamName}`}. You can also switch reminder e-mails off or on in Settings: ${publicUrl}/settings`,
    // RFC 8058 one-click List-Unsubscribe for reminders, and the visible link.
    unsubscribe,
  });
}

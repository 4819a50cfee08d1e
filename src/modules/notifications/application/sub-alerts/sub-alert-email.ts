import { eventTimeZoneOf, formatEventDate } from '../../../../contracts/events/index.ts';
import { LEAGUE_LEVEL_LABELS } from '../../../../contracts/leagues/registration-listing.ts';
import { notificationHref } from '../../../../contracts/notifications/index.ts';
import { priceLabel } from '../../../../contracts/pickup/price-label.ts';
import { renderEmail } from '../../../../platform/mail/email-layout.ts';
import type { MailMessage } from '../../../../platform/mail/mailer.ts';
import type { MailRecipient, UnsubscribeLinks } from '../../../identity/index.ts';
import type { NotificationDraft } from '../store-notifications.ts';
import type { SubAlertsMatched } from './sub-alert-notice.ts';

const capitalized = (word: string) => `${word[0]?.toUpperCase() ?? ''}${word.slice(1)}`;

/**
 * A sub alert's e-mail (issue 20): the request's team, the game's time in its own zone, place,
 * positions, level, share of the fee and note, a button to the city's Subs tab, and the alert's own
 * unsubscribe link (visible, and RFC 8058 one-click in the headers): it turns alert e-mails off only.
 */
export function subAlertEmail(
  request: SubAlertsMatched['request'],
  draft: Pick<NotificationDraft, 'type' | 'metaData'>,
  recipient: MailRecipient,
  publicUrl: string,
  unsubscribe: UnsubscribeLinks,
): MailMessage {
  const team = request.team.name;
  const when = `${formatEventDate(request.startsAt, request.timeZone)} (${eventTimeZoneOf(request.timeZone)?.label ?? request.timeZone} time)`;
  const subs = request.needed === 1 ? 'a sub' : `${request.needed} subs`;
  const positions = request.positions.map(capitalized).join(', ');
  const details: Array<[string, string]> = [
    ['Team', team],
    ['Game', request.title],
    ['When', when],
    ['Where', request.addressName],
    ['Positions', positions],
    ['Level', LEAGUE_LEVEL_LABELS[request.level]],
    ['Share of the fee', request.feeShare ? priceLabel(request.feeShare) : 'None'],
  ];
  if (request.note) details.push(['Note', request.note]);
  const subsTab = `${publicUrl}${notificationHref(draft) ?? `/marketplace?tab=subs&city=${request.workspaceId}`}`;
  return renderEmail({
    to: recipient.email,
    subject: `${team} needs ${subs}: ${request.title}, ${formatEventDate(request.startsAt, request.timeZone)}`,
    preheader: `${positions} in ${request.city}: ${when}, ${request.addressName}`,
    heading: `${team} needs ${subs}`,
    paragraphs: [
      recipient.firstName ? `Hi ${recipient.firstName},` : 'Hi,',
      `A game in ${request.city} matches your sub alert: ${team} needs ${subs} who can play ${request.positions.join(' or ')}.`,
      `Can you play? Tap I CAN PLAY on the request in the Subs tab; the captain picks the players and you hear back either way.`,
    ],
    details,
    action: { label: 'SEE SUB REQUESTS', url: subsTab },
    footnote: `You are receiving this because you turned on sub alerts for ${request.city}. You get at most one alert e-mail an hour; every match also shows in your notifications. Change your alert or turn it off on the Subs tab: ${subsTab}`,
    unsubscribe,
  });
}

import { eventTimeZoneOf, formatEventDate } from '../../../../contracts/events/index.ts';
import { renderEmail } from '../../../../platform/mail/email-layout.ts';
import type { MailMessage } from '../../../../platform/mail/mailer.ts';
import type { MailRecipient, UnsubscribeLinks } from '../../../identity/index.ts';
import type { SubRequestFacts } from '../../../marketplace/index.ts';
import {
  type SubLateReason,
  type SubOfferAnswer,
  subLateLead,
  subOfferSubject,
} from '../../domain/sub-offer-text.ts';

/** The game's page: a team event's or a league game's. */
export const subGamePath = (game: Pick<SubRequestFacts, 'eventId' | 'eventKind'>) =>
  game.eventKind === 'league_event' ? `/league-event/${game.eventId}` : `/team-event/${game.eventId}`;

/** The city's open sub requests on the marketplace's Subs tab. */
export const citySubsPath = (game: Pick<SubRequestFacts, 'workspaceId'>) =>
  `/marketplace?tab=subs&city=${game.workspaceId}`;

/**
 * The answer to a player's sub offer: accepted, with the game (time in its zone, place, team), its page
 * and where it shows in their calendar; declined or late, kind words and the city's other requests.
 */
export function subOfferEmail(
  answer: SubOfferAnswer,
  game: SubRequestFacts,
  recipient: MailRecipient,
  publicUrl: string,
  unsubscribe: UnsubscribeLinks,
  reason: SubLateReason = 'filled',
): MailMessage {
  const when = `${formatEventDate(game.startsAt, game.timeZone)} (${eventTimeZoneOf(game.timeZone)?.label ?? game.timeZone} time)`;
  const greeting = recipient.firstName ? `Hi ${recipient.firstName},` : 'Hi,';
  const details: Array<[string, string]> = [
    ['Game', game.title],
    ['Team', game.teamName],
    ['When', when],
    ['Where', game.addressName],
  ];
  const footnote = `You are receiving this because you offered to play as a sub for ${game.teamName}. You can also switch game e-mails off or on in Settings: ${publicUrl}/settings`;
  if (answer === 'accepted')
    return renderEmail({
      to: recipient.email,
      subject: subOfferSubject(answer, game),
      preheader: `${game.title}: ${when}, ${game.addressName}`,
      heading: `You're in: ${game.title}`,
      paragraphs: [
        greeting,
        `The captain of ${game.teamName} accepted your offer to play. You are on the game's roster as a sub with RSVP yes; you do not need to join the team.`,
        `The game is in your schedule, and in your calendar app if you added your calendar feed (Settings, Calendar feed). Can't make it after all? Change your RSVP on the game's page so the captain can find someone else.`,
      ],
      details,
      action: { label: 'VIEW GAME', url: `${publicUrl}${subGamePath(game)}` },
      footnote,
      unsubscribe,
    });
  const lead =
    answer === 'declined'
      ? `Thanks for offering to play for ${game.teamName}. The captain has not taken your offer this time, which often comes down to the positions they were missing.`
      : subLateLead(reason, game);
  return renderEmail({
    to: recipient.email,
    subject: subOfferSubject(answer, game, reason),
    preheader: `Other games in ${game.cityName} need subs.`,
    heading: answer === 'declined' ? `Your offer for ${game.title}` : subOfferSubject(answer, game, reason),
    paragraphs: [
      greeting,
      lead,
      `Other teams in ${game.cityName} are looking for players right now: have a look and offer to play.`,
    ],
    details,
    action: { label: 'SEE SUB REQUESTS', url: `${publicUrl}${citySubsPath(game)}` },
    footnote,
    unsubscribe,
  });
}

import {
  eventTimeZoneOf,
  formatEventDate,
  RSVP_LINK_PARAMS,
  type RsvpStatus,
} from '../../../../contracts/events/index.ts';
import { renderEmail } from '../../../../platform/mail/email-layout.ts';
import type { MailMessage } from '../../../../platform/mail/mailer.ts';
import type { MailRecipient, UnsubscribeLinks } from '../../../identity/index.ts';

/** What a league game's e-mail says about it (from the leagues read API, or a deleted game's event). */
export interface LeagueGameMailFacts {
  id: string;
  title: string;
  leagueName: string;
  startsAt: Date;
  timeZone: string;
  venue: string;
}

export type LeagueGameMailKind = 'created' | 'updated' | 'canceled' | 'deleted';

/** Who an e-mail about a game is for: a player on one of its rosters, or its referee (who does not RSVP). */
export type LeagueGameMailRole = 'player' | 'referee';

/** The referee's games: the page the account menu's "My games" opens. */
export const refereeGamesPath = '/referee';

const RSVP_BUTTONS: Array<[RsvpStatus, string]> = [
  ['yes', 'YES'],
  ['no', 'NO'],
  ['maybe', 'MAYBE'],
];

/**
 * The league game page recording an e-mail RSVP: `/league-event/{id}?rsvpStatus&eventId&memberId`, the
 * parameters team events' buttons carry (spec §2); signed out, the SPA keeps it until the member signs in.
 */
export function leagueRsvpLink(
  publicUrl: string,
  gameId: string,
  memberId: string,
  status: RsvpStatus,
): string {
  const query = new URLSearchParams({
    [RSVP_LINK_PARAMS.status]: status,
    [RSVP_LINK_PARAMS.eventId]: gameId,
    [RSVP_LINK_PARAMS.memberId]: memberId,
  });
  return `${publicUrl}/league-event/${gameId}?${query.toString()}`;
}

export const leagueGameWhen = (game: Pick<LeagueGameMailFacts, 'startsAt' | 'timeZone'>) =>
  `${formatEventDate(game.startsAt, game.timeZone)} (${eventTimeZoneOf(game.timeZone)?.label ?? game.timeZone} time)`;

const greeting = (recipient: MailRecipient) => (recipient.firstName ? `Hi ${recipient.firstName},` : 'Hi,');
const settings = (publicUrl: string) =>
  `You can also switch game e-mails off or on in Settings: ${publicUrl}/settings`;
const footnote = (publicUrl: string) =>
  `You are receiving this because you are on the roster of a team in this league. ${settings(publicUrl)}`;
const refereeFootnote = (publicUrl: string) =>
  `You are receiving this because you are the referee of this game. ${settings(publicUrl)}`;

/**
 * One league game scheduled, moved, cancelled or taken off: its details in its zone, RSVP buttons while on.
 * Its referee's (`role: 'referee'`) says they referee it and links to the game (while it exists) and to
 * their games instead of RSVP buttons.
 */
export function leagueGameEmail(
  kind: LeagueGameMailKind,
  game: LeagueGameMailFacts,
  recipient: MailRecipient,
  publicUrl: string,
  unsubscribe: UnsubscribeLinks,
  role: LeagueGameMailRole = 'player',
): MailMessage {
  const when = leagueGameWhen(game);
  const subjects: Record<LeagueGameMailKind, string> = {
    created: `${game.leagueName}: ${game.title}, are you in?`,
    updated: `${game.leagueName}: ${game.title} has changed`,
    canceled: `${game.leagueName}: ${game.title} is cancelled`,
    deleted: `${game.leagueName}: ${game.title} is off the schedule`,
  };
  const leads: Record<LeagueGameMailKind, string> = {
    created: `A ${game.leagueName} game was added to your schedule. Let your team know if you are coming.`,
    updated: `The time or place of this ${game.leagueName} game changed. Check the details and update your RSVP.`,
    canceled: `The league cancelled this ${game.leagueName} game.`,
    deleted: `The league took this ${game.leagueName} game off the schedule.`,
  };
  const refereeLeads: Record<LeagueGameMailKind, string> = {
    created: `A ${game.leagueName} game you referee was added to the schedule.`,
    updated: `The time or place of this ${game.leagueName} game you referee changed. Check the details.`,
    canceled: `The league cancelled this ${game.leagueName} game you referee.`,
    deleted: `The league took this ${game.leagueName} game you referee off the schedule.`,
  };
  const live = kind === 'created' || kind === 'updated';
  const referee = role === 'referee';
  const myGames = { label: 'MY GAMES', url: `${publicUrl}${refereeGamesPath}` };
  const openGame = { label: 'OPEN THE GAME', url: `${publicUrl}/league-event/${game.id}` };
  const actions = referee
    ? // A deleted game has no page left.
      kind === 'deleted'
      ? [myGames]
      : [openGame, myGames]
    : live
      ? RSVP_BUTTONS.map(([status, label]) => ({
          label,
          url: leagueRsvpLink(publicUrl, game.id, recipient.memberId, status),
        }))
      : undefined;
  return renderEmail({
    to: recipient.email,
    subject: subjects[kind],
    preheader: `${game.title}: ${when}, ${game.venue}`,
    heading: live ? game.title : `Cancelled: ${game.title}`,
    paragraphs: [greeting(recipient), (referee ? refereeLeads : leads)[kind]],
    details: [
      ['Game', game.title],
      ['League', game.leagueName],
      ['When', when],
      ['Where', game.venue],
    ],
    ...(actions ? { actions } : {}),
    footnote: referee ? refereeFootnote(publicUrl) : footnote(publicUrl),
    unsubscribe,
  });
}

/**
 * A published season in one e-mail: the member's games, soonest first, each with its YES link in the
 * details, instead of one e-mail per game.
 */
export function seasonScheduleEmail(
  leagueName: string,
  games: readonly LeagueGameMailFacts[],
  recipient: MailRecipient,
  publicUrl: string,
  unsubscribe: UnsubscribeLinks,
  /** The schedule was made again: it replaces the one sent before. */
  renewed = false,
): MailMessage {
  const count = games.length === 1 ? '1 game' : `${games.length} games`;
  return renderEmail({
    to: recipient.email,
    subject: `Your season schedule: ${leagueName}`,
    preheader: `${count}, starting ${leagueGameWhen(games[0]!)}`,
    heading: 'Your season schedule',
    paragraphs: [
      greeting(recipient),
      `The ${leagueName} schedule ${renewed ? 'has changed and replaces the one sent before' : 'is out'}: your team plays ${count}. Answer for each game on its page, or from the reminders before kickoff.`,
    ],
    details: games.map((game) => [
      leagueGameWhen(game),
      `${game.title}, ${game.venue}\nI'm in: ${leagueRsvpLink(publicUrl, game.id, recipient.memberId, 'yes')}`,
    ]),
    action: { label: 'SEE YOUR SCHEDULE', url: `${publicUrl}/events` },
    footnote: footnote(publicUrl),
    unsubscribe,
  });
}

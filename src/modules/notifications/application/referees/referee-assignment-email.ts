import { renderEmail } from '../../../../platform/mail/email-layout.ts';
import type { MailMessage } from '../../../../platform/mail/mailer.ts';
import type { MailRecipient, UnsubscribeLinks } from '../../../identity/index.ts';
import {
  type LeagueGameMailFacts,
  leagueGameWhen,
  refereeGamesPath,
} from '../league-games/league-game-email.ts';

/** Named on a game (`assigned`) or taken off it (`removed`), as the referee is told. */
export type RefereeAssignmentKind = 'assigned' | 'removed';

/**
 * The e-mail to a referee a coordinator named on a league game, or took off it: the game, its kick-off in
 * the game's zone, the venue, and links to the game page and to their games.
 */
export function refereeAssignmentEmail(
  kind: RefereeAssignmentKind,
  game: LeagueGameMailFacts,
  recipient: MailRecipient,
  publicUrl: string,
  unsubscribe: UnsubscribeLinks,
): MailMessage {
  const when = leagueGameWhen(game);
  const assigned = kind === 'assigned';
  const myGames = { label: 'MY GAMES', url: `${publicUrl}${refereeGamesPath}` };
  return renderEmail({
    to: recipient.email,
    subject: assigned
      ? `You are refereeing ${game.title} (${game.leagueName})`
      : `You are no longer refereeing ${game.title} (${game.leagueName})`,
    preheader: `${game.title}: ${when}, ${game.venue}`,
    heading: assigned ? `You are refereeing ${game.title}` : `Off the game: ${game.title}`,
    paragraphs: [
      recipient.firstName ? `Hi ${recipient.firstName},` : 'Hi,',
      assigned
        ? `The league named you the referee of this ${game.leagueName} game. After kick-off, record the cards and your match report from the game's page.`
        : `The league took you off this ${game.leagueName} game: you no longer referee it. Your other games are under My games.`,
    ],
    details: [
      ['Game', game.title],
      ['League', game.leagueName],
      ['When', when],
      ['Where', game.venue],
    ],
    actions: assigned
      ? [{ label: 'OPEN THE GAME', url: `${publicUrl}/league-event/${game.id}` }, myGames]
      : [myGames],
    footnote: `You are receiving this because you referee for this league's organization. You can also switch game e-mails off or on in Settings: ${publicUrl}/settings`,
    unsubscribe,
  });
}

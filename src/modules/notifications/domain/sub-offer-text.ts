// What a player is told about their sub offer (issue 20): accepted by the captain, declined, or late
// (the request filled, closed or ended before the captain answered). Kind words, and what to do next.

export type SubOfferAnswer = 'accepted' | 'declined' | 'late';
/** Why a request ended while offers were still pending (the marketplace's close reasons). */
export type SubLateReason = 'filled' | 'closed_by_captain' | 'event_started' | 'event_canceled';

export interface SubOfferGameNames {
  title: string;
  teamName: string;
  cityName: string;
}

/** The bell's text of each answer. */
export function subOfferBellText(
  answer: SubOfferAnswer,
  game: SubOfferGameNames,
  reason: SubLateReason = 'filled',
): string {
  if (answer === 'accepted') return `You're in! ${game.teamName} accepted you as a sub for ${game.title}.`;
  if (answer === 'declined')
    return `${game.teamName} didn't need you for ${game.title} this time. Thanks for offering: other games in ${game.cityName} need subs.`;
  return `${subLateLead(reason, game)} Other games in ${game.cityName} need subs.`;
}

/** One sentence on why a pending offer came too late. */
export function subLateLead(reason: SubLateReason, game: Pick<SubOfferGameNames, 'title' | 'teamName'>) {
  switch (reason) {
    case 'closed_by_captain':
      return `${game.teamName} stopped looking for subs for ${game.title} before answering your offer.`;
    case 'event_started':
      return `${game.title} (${game.teamName}) started before the captain answered your offer.`;
    case 'event_canceled':
      return `${game.title} (${game.teamName}) was cancelled, so it no longer needs subs.`;
    default:
      return `${game.teamName} filled its spots for ${game.title} before the captain got to your offer.`;
  }
}

/** The e-mail's subject of each answer. */
export function subOfferSubject(
  answer: SubOfferAnswer,
  game: SubOfferGameNames,
  reason: SubLateReason = 'filled',
) {
  if (answer === 'accepted') return `You're in: ${game.title} with ${game.teamName}`;
  if (answer === 'declined') return `${game.teamName}: your offer for ${game.title}`;
  return reason === 'event_canceled'
    ? `${game.teamName}: ${game.title} is cancelled`
    : `${game.teamName}: ${game.title} no longer needs subs`;
}

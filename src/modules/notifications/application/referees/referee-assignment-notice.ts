import type { EventMap } from '../../../../platform/bus/event-map.ts';
import type { EntityManager } from '../../../../platform/db/orm.ts';
import { leagueGameFacts, leagueGameTitle } from '../../../leagues/index.ts';
import type { LeagueGameMailFacts } from '../league-games/league-game-email.ts';
import { leagueGameMetaData } from '../league-games/league-game-notice.ts';
import type { NotificationDraft } from '../store-notifications.ts';
import type { RefereeAssignmentKind } from './referee-assignment-email.ts';

// A referee named on a league game, or taken off it (the leagues module's leagues.referee-changed), is
// told in the bell and by e-mail. The game's facts come from the leagues read API when the notice is
// built, so both subscribers (bell and mail) build the same drafts, whichever runs first.

export interface RefereeAssignmentNotice {
  game: LeagueGameMailFacts;
  /** One draft for the new referee, one for the one taken off: each its own type and text. */
  drafts: NotificationDraft[];
  /** Who is told what, for the e-mail. */
  kindOf: Map<string, RefereeAssignmentKind>;
}

export const refereeAssignmentText = {
  assigned: (game: string, league: string) => `You are the referee of ${game} (${league}).`,
  removed: (game: string, league: string) => `You are no longer the referee of ${game} (${league}).`,
};

/** The notice of one change of a game's referee, or undefined when the game is gone. */
export async function refereeAssignmentNotice(
  em: EntityManager,
  sourceId: string,
  payload: EventMap['leagues.referee-changed'],
): Promise<RefereeAssignmentNotice | undefined> {
  const [facts] = await leagueGameFacts(em, [payload.leagueEventId]);
  if (!facts) return undefined;
  const game: LeagueGameMailFacts = { ...facts, title: leagueGameTitle(facts) };
  const kindOf = new Map<string, RefereeAssignmentKind>();
  if (payload.refereeId) kindOf.set(payload.refereeId, 'assigned');
  if (payload.previousRefereeId && payload.previousRefereeId !== payload.refereeId)
    kindOf.set(payload.previousRefereeId, 'removed');
  const drafts = [...kindOf].map(
    ([memberId, kind]): NotificationDraft => ({
      type: kind === 'assigned' ? 'referee_assigned' : 'referee_unassigned',
      text: refereeAssignmentText[kind](game.title, game.leagueName),
      metaData: leagueGameMetaData(facts.leagueId, game),
      sourceId,
      // Their job, not a message: told whoever the coordinator is (a block does not hide it).
      actorId: null,
      candidateIds: [memberId],
    }),
  );
  return { game, drafts, kindOf };
}

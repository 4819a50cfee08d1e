import type { EntityManager } from '../../../../platform/db/orm.ts';
import { type SubRequestFacts, subRequestFacts } from '../../../marketplace/index.ts';
import { type SubLateReason, type SubOfferAnswer, subOfferBellText } from '../../domain/sub-offer-text.ts';
import type { NotificationDraft } from '../store-notifications.ts';

// The bell notification of a sub offer's answer (issue 20), from the marketplace's events and its read
// API (never its tables). The bell subscriber and the mail subscriber build the same notice, so either
// may store it first.

export interface SubOfferNotice {
  answer: SubOfferAnswer;
  reason: SubLateReason;
  game: SubRequestFacts;
  draft: NotificationDraft;
}

const TYPES = {
  accepted: 'sub_offer_accepted',
  declined: 'sub_offer_declined',
  late: 'sub_offer_late',
} as const;

/**
 * The notice for `memberIds` (the offer's player; for late, every player whose offer was pending), keyed
 * by the domain event `sourceId`; undefined when nobody is to be told or the request is unknown.
 */
export async function subOfferNotice(
  em: EntityManager,
  sourceId: string,
  answer: SubOfferAnswer,
  requestId: string,
  memberIds: readonly string[],
  reason: SubLateReason = 'filled',
): Promise<SubOfferNotice | undefined> {
  if (memberIds.length === 0) return undefined;
  const game = await subRequestFacts(em, requestId);
  if (!game) return undefined;
  return {
    answer,
    reason,
    game,
    draft: {
      type: TYPES[answer],
      text: subOfferBellText(answer, game, reason),
      metaData: {
        team: { id: game.teamId, name: game.teamName },
        event: {
          id: game.eventId,
          title: game.title,
          dateAndTime: game.startsAt.toISOString(),
          kind: game.eventKind === 'league_event' ? 'league_event' : 'event',
          timeZone: game.timeZone,
        },
        subRequest: {
          id: game.id,
          teamName: game.teamName,
          cityName: game.cityName,
          workspaceId: game.workspaceId,
        },
      },
      sourceId,
      // The player's own offer: told whoever answered it (a blocked captain included).
      actorId: null,
      candidateIds: [...memberIds],
    },
  };
}

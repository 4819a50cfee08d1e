import {
  EVENT_MESSAGES,
  type EventScore,
  type EventScoreResult,
  SCORE_MESSAGES,
} from '../../../../contracts/events/index.ts';
import type { AuthenticatedMember } from '../../../../platform/auth/index.ts';
import { recordEvent } from '../../../../platform/bus/index.ts';
import { notFound } from '../../../../platform/errors/app-error.ts';
import { TeamEventEntity } from '../../infrastructure/team-event.entity.ts';
import { assertEventCaptain, eventAccess } from '../event-access.ts';
import type { EventsDeps } from '../events-deps.ts';
import { getEvent } from '../queries/get-event.query.ts';

/** PATCH /api/event/{eventId}/score: a captain records the game score. */
export async function saveScore(
  deps: EventsDeps,
  actor: AuthenticatedMember,
  eventId: string,
  score: EventScore,
): Promise<EventScoreResult> {
  assertEventCaptain(await eventAccess(deps.em, eventId, actor.memberId));
  await deps.em.transactional(async (tx) => {
    const event = await tx.findOne(TeamEventEntity, { id: eventId });
    if (!event) throw notFound(EVENT_MESSAGES.notFound);
    event.teamScore = score.teamScore;
    event.opponentScore = score.opponentScore;
    event.updatedAt = deps.clock.now();
    recordEvent(tx, 'events.score-saved', {
      eventId,
      teamId: event.teamId,
      actorId: actor.memberId,
      ...score,
    });
  });
  return { event: await getEvent(deps, actor.memberId, eventId), message: SCORE_MESSAGES.saved };
}

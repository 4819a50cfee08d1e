import { randomUUID } from 'node:crypto';
import { EVENT_MESSAGES, type EventForm, type EventWithMessage } from '../../../../contracts/events/index.ts';
import type { AuthenticatedMember } from '../../../../platform/auth/index.ts';
import { recordEvent } from '../../../../platform/bus/index.ts';
import { badRequest, forbidden, notFound } from '../../../../platform/errors/app-error.ts';
import { teamRoleOf } from '../../../clubs/index.ts';
import { eventStart } from '../../domain/event-time.ts';
import { TeamEventEntity } from '../../infrastructure/team-event.entity.ts';
import type { EventsDeps } from '../events-deps.ts';
import { getEvent } from '../queries/get-event.query.ts';

/** A captain schedules a game for the team named by the `team_id` header and the payload's `teamId`. */
export async function createEvent(
  deps: EventsDeps,
  actor: AuthenticatedMember,
  headerTeamId: string | undefined,
  form: EventForm,
): Promise<EventWithMessage> {
  if (headerTeamId !== undefined && headerTeamId !== form.teamId)
    throw badRequest([{ message: EVENT_MESSAGES.teamMismatch, field: 'teamId' }]);
  const role = await teamRoleOf(deps.em, form.teamId, actor.memberId);
  if (!role) throw notFound('Team not found.');
  if (!role.isCaptain) throw forbidden(EVENT_MESSAGES.captainOnly);
  await deps.limits.consume('event', actor.memberId, { scope: form.teamId });
  const { startsAt, ianaZone } = eventStart(form, form.timezone);
  const id = randomUUID();
  const now = deps.clock.now();
  await deps.em.transactional(async (tx) => {
    tx.create(TeamEventEntity, {
      id,
      teamId: form.teamId,
      title: form.title,
      addressName: form.addressName,
      startsAt,
      timeZone: ianaZone,
      attendingCount: 0,
      teamScore: null,
      opponentScore: null,
      createdBy: actor.memberId,
      createdAt: now,
      updatedAt: now,
      version: 1,
    });
    recordEvent(tx, 'events.event-created', { eventId: id, teamId: form.teamId, actorId: actor.memberId });
  });
  return { event: await getEvent(deps, actor.memberId, id), message: EVENT_MESSAGES.created };
}

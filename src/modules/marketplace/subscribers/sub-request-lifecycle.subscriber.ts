import { defineSubscriber } from '../../../platform/bus/index.ts';
import type { Clock } from '../../../platform/container/tokens.ts';
import type { EntityManager } from '../../../platform/db/orm.ts';
import type { ScheduledJobHandler, Scheduler } from '../../../platform/scheduler/index.ts';
import { teamEventFacts } from '../../events/index.ts';
import { closeSubRequest, type SubCloseReason } from '../application/subs/close-sub-request.ts';
import { gameDayOf } from '../application/subs/post-sub-request.ts';
import { SUB_REQUEST_COLUMNS, type SubRequestRow } from '../application/subs/sub-request-rows.ts';

// A sub request ends by itself when its game starts (a delayed job per request, moved when the event's
// time changes; the list's query already hides it from that moment) and when the event is deleted. The
// copy of the event's time and place follows the events module's `events.event-updated`.

export const CLOSE_STARTED_SUB_REQUEST_JOB = 'marketplace.close-started-sub-request';
const jobId = (requestId: string) => `sub-request-start-${requestId}`;

async function openRequestsOf(em: EntityManager, eventId: string) {
  return em.execute<SubRequestRow[]>(
    `select ${SUB_REQUEST_COLUMNS} from sub_request where event_id = ? and status = 'open' for update`,
    [eventId],
  );
}

export const scheduleSubRequestClose = (scheduler: Scheduler) =>
  defineSubscriber({
    name: 'marketplace.schedule-sub-request-close',
    event: 'marketplace.sub-request-posted',
    async handle({ payload }) {
      await scheduler.schedule(
        CLOSE_STARTED_SUB_REQUEST_JOB,
        jobId(payload.requestId),
        new Date(payload.startsAt),
        {
          requestId: payload.requestId,
        },
      );
    },
  });

/** The job: a request still open once its game has started closes; one moved later waits for its new job. */
export const closeStartedSubRequestJob = (clock: Clock): ScheduledJobHandler<{ requestId: string }> => ({
  name: CLOSE_STARTED_SUB_REQUEST_JOB,
  async handle({ requestId }, { em }) {
    await em.transactional(async (tx) => {
      const now = clock.now();
      const [row] = await tx.execute<SubRequestRow[]>(
        `select ${SUB_REQUEST_COLUMNS} from sub_request where id = ? and status = 'open' for update`,
        [requestId],
      );
      if (row && new Date(row.starts_at) <= now) await closeSubRequest(tx, row, 'event_started', now);
    });
  },
});

export const closeSubRequestsOfDeletedEvent = (clock: Clock) =>
  defineSubscriber({
    name: 'marketplace.close-sub-requests-of-deleted-event',
    event: 'events.event-deleted',
    async handle({ payload }, { em }) {
      const reason: SubCloseReason = 'event_canceled';
      for (const row of await openRequestsOf(em, payload.eventId))
        await closeSubRequest(em, row, reason, clock.now());
    },
  });

/** A captain moved the game: the copy takes its new time and place, and the close job moves with it. */
export const followEventChanges = (scheduler: Scheduler) =>
  defineSubscriber({
    name: 'marketplace.follow-sub-request-event',
    event: 'events.event-updated',
    async handle({ payload }, { em }) {
      const rows = await openRequestsOf(em, payload.eventId);
      if (rows.length === 0) return;
      const event = await teamEventFacts(em, payload.eventId);
      if (!event) return;
      await em.execute(
        `update sub_request set title = ?, address_name = ?, starts_at = ?, time_zone = ?, game_day = ?
         where event_id = ? and status = 'open'`,
        [
          event.title,
          event.addressName,
          event.startsAt,
          event.timeZone,
          gameDayOf(event.startsAt, event.timeZone),
          event.id,
        ],
      );
      for (const row of rows)
        await scheduler.schedule(CLOSE_STARTED_SUB_REQUEST_JOB, jobId(row.id), event.startsAt, {
          requestId: row.id,
        });
    },
  });

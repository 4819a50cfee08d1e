import type { SubEventKind } from '../../../contracts/marketplace/sub-requests.ts';
import { defineSubscriber } from '../../../platform/bus/index.ts';
import type { Clock } from '../../../platform/container/tokens.ts';
import type { EntityManager } from '../../../platform/db/orm.ts';
import type { ScheduledJobHandler, Scheduler } from '../../../platform/scheduler/index.ts';
import { teamEventFacts } from '../../events/index.ts';
import { leagueGameFacts, leagueGameTitle } from '../../leagues/index.ts';
import type { SubGame } from '../application/subs/captain-of-event.ts';
import { closeSubRequest, type SubCloseReason } from '../application/subs/close-sub-request.ts';
import { gameDayOf } from '../application/subs/post-sub-request.ts';
import { SUB_REQUEST_COLUMNS, type SubRequestRow } from '../application/subs/sub-request-rows.ts';

// A sub request ends by itself when its game starts (a delayed job per request, moved when the event's
// time changes; the list's query already hides it from that moment) and when the event is deleted. The
// copy of the event's time and place follows the events module's `events.event-updated`. A league game's
// requests follow the leagues module's game events the same way: canceled or deleted closes them, a move
// (time or venue) updates the copy and the close job.

export const CLOSE_STARTED_SUB_REQUEST_JOB = 'marketplace.close-started-sub-request';
const jobId = (requestId: string) => `sub-request-start-${requestId}`;

async function openRequestsOf(em: EntityManager, eventId: string, kind: SubEventKind) {
  return em.execute<SubRequestRow[]>(
    `select ${SUB_REQUEST_COLUMNS} from sub_request
     where event_id = ? and event_kind = ? and status = 'open' for update`,
    [eventId, kind],
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

async function closeOpenRequests(em: EntityManager, eventId: string, kind: SubEventKind, now: Date) {
  const reason: SubCloseReason = 'event_canceled';
  for (const row of await openRequestsOf(em, eventId, kind)) await closeSubRequest(em, row, reason, now);
}

export const closeSubRequestsOfDeletedEvent = (clock: Clock) =>
  defineSubscriber({
    name: 'marketplace.close-sub-requests-of-deleted-event',
    event: 'events.event-deleted',
    handle: ({ payload }, { em }) => closeOpenRequests(em, payload.eventId, 'team_event', clock.now()),
  });

/** A league game canceled or deleted (by its coordinator, or with its schedule) ends its teams' requests. */
export const closeSubRequestsOfEndedLeagueGame = (
  clock: Clock,
  event: 'leagues.league-event-canceled' | 'leagues.league-event-deleted',
) =>
  defineSubscriber({
    name: `marketplace.close-sub-requests-of-${event === 'leagues.league-event-canceled' ? 'canceled' : 'deleted'}-league-game`,
    event,
    handle: ({ payload }, { em }) =>
      closeOpenRequests(em, payload.leagueEventId, 'league_event', clock.now()),
  });

/** The open requests' copy takes the game's new time and place, and their close jobs move with it. */
async function followGame(
  em: EntityManager,
  scheduler: Scheduler,
  rows: SubRequestRow[],
  game: Omit<SubGame, 'teamId'>,
) {
  await em.execute(
    `update sub_request set title = ?, address_name = ?, starts_at = ?, time_zone = ?, game_day = ?
     where event_id = ? and event_kind = ? and status = 'open'`,
    [
      game.title,
      game.addressName,
      game.startsAt,
      game.timeZone,
      gameDayOf(game.startsAt, game.timeZone),
      game.id,
      game.kind,
    ],
  );
  for (const row of rows)
    await scheduler.schedule(CLOSE_STARTED_SUB_REQUEST_JOB, jobId(row.id), game.startsAt, {
      requestId: row.id,
    });
}

/** A captain moved the game: the copy takes its new time and place, and the close job moves with it. */
export const followEventChanges = (scheduler: Scheduler) =>
  defineSubscriber({
    name: 'marketplace.follow-sub-request-event',
    event: 'events.event-updated',
    async handle({ payload }, { em }) {
      const rows = await openRequestsOf(em, payload.eventId, 'team_event');
      if (rows.length === 0) return;
      const event = await teamEventFacts(em, payload.eventId);
      if (event) await followGame(em, scheduler, rows, { ...event, kind: 'team_event' });
    },
  });

/** A coordinator moved a league game (time or venue): its requests follow, as a team event's do. */
export const followLeagueGameChanges = (scheduler: Scheduler) =>
  defineSubscriber({
    name: 'marketplace.follow-sub-request-league-game',
    event: 'leagues.league-event-updated',
    async handle({ payload }, { em }) {
      const rows = await openRequestsOf(em, payload.leagueEventId, 'league_event');
      if (rows.length === 0) return;
      const [game] = await leagueGameFacts(em, [payload.leagueEventId]);
      if (!game) return;
      await followGame(em, scheduler, rows, {
        id: game.id,
        kind: 'league_event',
        title: leagueGameTitle(game),
        addressName: game.venue,
        startsAt: game.startsAt,
        timeZone: game.timeZone,
      });
    },
  });

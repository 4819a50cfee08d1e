import {
  EVENT_CHANGED,
  EVENT_COMMENT_ADDED,
  EVENT_COMMENT_DELETED,
  EVENT_DELETED,
  EVENT_ROSTER_CHANGED,
  EVENT_STATS_CHANGED,
  type EventChangedPush,
  type EventCommentAddedPush,
  type EventCommentDeletedPush,
  type EventDeletedPush,
  type EventRosterChangedPush,
  type EventStatsChangedPush,
  eventRoom,
} from '../../../contracts/events/index.ts';
import type { AnyEventSubscriber } from '../../../platform/bus/index.ts';
import { roomPushes } from '../../../platform/realtime/push-subscriber.ts';
import type { RealtimeEmitter } from '../../../platform/realtime/realtime-emitter.ts';

// Open event pages update without a reload. A repeated push only makes a page refetch (or a comment
// list de-duplicate by id) once more: harmless, so no inbox effect.

export function eventPushSubscribers(emitter: RealtimeEmitter): AnyEventSubscriber[] {
  const toEventPage = roomPushes(emitter, (push: { eventId: string }) => eventRoom(push.eventId));

  return [
    toEventPage(
      'events.push-comment-added',
      'events.comment-added',
      EVENT_COMMENT_ADDED,
      ({ eventId, comment }): EventCommentAddedPush => ({ eventId, comment }),
    ),
    toEventPage(
      'events.push-comment-deleted',
      'events.comment-deleted',
      EVENT_COMMENT_DELETED,
      ({ eventId, commentId }): EventCommentDeletedPush => ({ eventId, commentId }),
    ),
    toEventPage(
      'events.push-roster-on-rsvp',
      'events.rsvp-changed',
      EVENT_ROSTER_CHANGED,
      ({ eventId, attendingCount }): EventRosterChangedPush => ({ eventId, reason: 'rsvp', attendingCount }),
    ),
    toEventPage(
      'events.push-roster-on-mvp-vote',
      'events.mvp-voted',
      EVENT_ROSTER_CHANGED,
      ({ eventId, attendingCount }): EventRosterChangedPush => ({
        eventId,
        reason: 'mvp-vote',
        attendingCount,
      }),
    ),
    toEventPage(
      'events.push-event-on-update',
      'events.event-updated',
      EVENT_CHANGED,
      ({ eventId }): EventChangedPush => ({ eventId, reason: 'updated' }),
    ),
    toEventPage(
      'events.push-event-on-score',
      'events.score-saved',
      EVENT_CHANGED,
      ({ eventId }): EventChangedPush => ({ eventId, reason: 'score' }),
    ),
    toEventPage(
      'events.push-stats-saved',
      'events.stats-saved',
      EVENT_STATS_CHANGED,
      ({ eventId, memberIds }): EventStatsChangedPush => ({ eventId, memberIds }),
    ),
    toEventPage(
      'events.push-event-deleted',
      'events.event-deleted',
      EVENT_DELETED,
      ({ eventId }): EventDeletedPush => ({ eventId }),
    ),
  ];
}

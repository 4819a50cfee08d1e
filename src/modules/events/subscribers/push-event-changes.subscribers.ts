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
import { type AnyEventSubscriber, defineSubscriber } from '../../../platform/bus/index.ts';
import type { RealtimeEmitter } from '../../../platform/realtime/realtime-emitter.ts';

// Open event pages update without a reload. A repeated push only makes a page refetch (or a comment
// list de-duplicate by id) once more: harmless, so no inbox effect.

export function eventPushSubscribers(emitter: RealtimeEmitter): AnyEventSubscriber[] {
  const subscribers = [
    defineSubscriber({
      name: 'events.push-comment-added',
      event: 'events.comment-added',
      async handle({ payload }) {
        const push: EventCommentAddedPush = { eventId: payload.eventId, comment: payload.comment };
        emitter.toRoom(eventRoom(payload.eventId), EVENT_COMMENT_ADDED, push);
      },
    }),
    defineSubscriber({
      name: 'events.push-comment-deleted',
      event: 'events.comment-deleted',
      async handle({ payload }) {
        const push: EventCommentDeletedPush = { eventId: payload.eventId, commentId: payload.commentId };
        emitter.toRoom(eventRoom(payload.eventId), EVENT_COMMENT_DELETED, push);
      },
    }),
    defineSubscriber({
      name: 'events.push-roster-on-rsvp',
      event: 'events.rsvp-changed',
      async handle({ payload }) {
        const push: EventRosterChangedPush = {
          eventId: payload.eventId,
          reason: 'rsvp',
          attendingCount: payload.attendingCount,
        };
        emitter.toRoom(eventRoom(payload.eventId), EVENT_ROSTER_CHANGED, push);
      },
    }),
    defineSubscriber({
      name: 'events.push-roster-on-mvp-vote',
      event: 'events.mvp-voted',
      async handle({ payload }) {
        const push: EventRosterChangedPush = {
          eventId: payload.eventId,
          reason: 'mvp-vote',
          attendingCount: payload.attendingCount,
        };
        emitter.toRoom(eventRoom(payload.eventId), EVENT_ROSTER_CHANGED, push);
      },
    }),
    defineSubscriber({
      name: 'events.push-event-on-update',
      event: 'events.event-updated',
      async handle({ payload }) {
        const push: EventChangedPush = { eventId: payload.eventId, reason: 'updated' };
        emitter.toRoom(eventRoom(payload.eventId), EVENT_CHANGED, push);
      },
    }),
    defineSubscriber({
      name: 'events.push-event-on-score',
      event: 'events.score-saved',
      async handle({ payload }) {
        const push: EventChangedPush = { eventId: payload.eventId, reason: 'score' };
        emitter.toRoom(eventRoom(payload.eventId), EVENT_CHANGED, push);
      },
    }),
    defineSubscriber({
      name: 'events.push-stats-saved',
      event: 'events.stats-saved',
      async handle({ payload }) {
        const push: EventStatsChangedPush = { eventId: payload.eventId, memberIds: payload.memberIds };
        emitter.toRoom(eventRoom(payload.eventId), EVENT_STATS_CHANGED, push);
      },
    }),
    defineSubscriber({
      name: 'events.push-event-deleted',
      event: 'events.event-deleted',
      async handle({ payload }) {
        const push: EventDeletedPush = { eventId: payload.eventId };
        emitter.toRoom(eventRoom(payload.eventId), EVENT_DELETED, push);
      },
    }),
  ];
  return subscribers;
}

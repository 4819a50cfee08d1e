import type { CommentDto } from '../../contracts/comments.ts';
import type { RsvpStatus } from '../../contracts/events/index.ts';
import { defineEvents } from '../../platform/bus/index.ts';

/** What the e-mails of a deleted event need, since its row is gone by the time they are sent. */
export interface DeletedEventSnapshot {
  title: string;
  addressName: string;
  startsAt: string;
  timeZone: string;
  teamName: string;
}

declare module '../../platform/bus/event-map.ts' {
  interface EventMap {
    /**
     * A captain scheduled a team event; the roster is mailed with RSVP buttons. `via: 'seed'` marks the
     * demo data set's games, which mail nobody.
     */
    'events.event-created': { eventId: string; teamId: string; actorId: string; via?: 'seed' };
    /** A captain edited an event; `timeOrPlaceChanged` mails the roster. */
    'events.event-updated': {
      eventId: string;
      teamId: string;
      actorId: string;
      changed: string[];
      timeOrPlaceChanged: boolean;
    };
    /** A captain deleted an event; `memberIds` were on the roster then. */
    'events.event-deleted': {
      eventId: string;
      teamId: string;
      actorId: string;
      memberIds: string[];
      event: DeletedEventSnapshot;
    };
    /** RSVPs changed (one, or a captain's bulk answer). */
    /** A marketplace sub joined this game's roster (RSVP yes) without joining the team (issue 20). */
    'events.sub-added': { eventId: string; teamId: string; memberId: string; addedBy: string };
    'events.rsvp-changed': {
      eventId: string;
      teamId: string;
      actorId: string;
      changes: Array<{ memberId: string; status: RsvpStatus }>;
      attendingCount: number;
    };
    'events.score-saved': {
      eventId: string;
      teamId: string;
      actorId: string;
      teamScore: number;
      opponentScore: number;
    };
    'events.mvp-voted': {
      eventId: string;
      teamId: string;
      voterId: string;
      mvpId: string;
      previousMvpId: string | null;
      attendingCount: number;
    };
    'events.stats-saved': { eventId: string; teamId: string; actorId: string; memberIds: string[] };
    'events.comment-added': { eventId: string; teamId: string; comment: CommentDto };
    'events.comment-deleted': { eventId: string; teamId: string; commentId: string; memberId: string };
  }
}

export const eventsEvents = defineEvents([
  'events.event-created',
  'events.event-updated',
  'events.event-deleted',
  'events.rsvp-changed',
  'events.sub-added',
  'events.score-saved',
  'events.mvp-voted',
  'events.stats-saved',
  'events.comment-added',
  'events.comment-deleted',
]);

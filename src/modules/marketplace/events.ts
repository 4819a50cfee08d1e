import type { SubAttendance } from '../../contracts/marketplace/sub-reliability.ts';
import type { SubEventKind, SubRequestDto } from '../../contracts/marketplace/sub-requests.ts';
import { defineEvents } from '../../platform/bus/index.ts';

/** A sub request that ended, and whom to tell that their offer came too late. */
export interface SubRequestEnded {
  requestId: string;
  eventId: string;
  workspaceId: number;
  reason: 'filled' | 'closed_by_captain' | 'event_started' | 'event_canceled';
  title: string;
  startsAt: string;
  lateMemberIds: string[];
}

/** A sub request as a sub alert tells of it (bell and e-mail). */
export type SubAlertedRequest = Pick<
  SubRequestDto,
  | 'id'
  | 'eventId'
  | 'eventKind'
  | 'team'
  | 'title'
  | 'addressName'
  | 'startsAt'
  | 'timeZone'
  | 'day'
  | 'workspaceId'
  | 'city'
  | 'needed'
  | 'positions'
  | 'level'
  | 'feeShare'
  | 'note'
>;

declare module '../../platform/bus/event-map.ts' {
  interface EventMap {
    /** The copy of a league's registration listing changed (copied, or dropped when `removed`). */
    'marketplace.league-listing-changed': {
      leagueId: string;
      organizationId: number;
      workspaceId: number;
      removed: boolean;
    };
    'marketplace.free-agent-listed': { freeAgentId: string; memberId: string; workspaceId: number };
    /** `changed`: the fields edited (`status` when paused or resumed). */
    'marketplace.free-agent-updated': {
      freeAgentId: string;
      memberId: string;
      workspaceId: number;
      changed: string[];
    };
    'marketplace.free-agent-removed': { freeAgentId: string; memberId: string; workspaceId: number };
    'marketplace.post-created': { postId: string; authorId: string; workspaceId: number };
    'marketplace.post-updated': { postId: string; authorId: string; workspaceId: number; changed: string[] };
    /** Deleted by its author, or removed by the city's staff (`actorId` then is not the author). */
    'marketplace.post-deleted': { postId: string; authorId: string; workspaceId: number; actorId: string };
    'marketplace.post-reported': { postId: string; authorId: string; reporterId: string };
    /** Subs (issue 20): what a later sub-alert fan-out needs to match players without another read. */
    'marketplace.sub-request-posted': {
      requestId: string;
      eventId: string;
      /** Absent in events recorded before league games had subs: a team event. */
      eventKind?: SubEventKind;
      teamId: string;
      postedBy: string;
      workspaceId: number;
      positions: string[];
      level: string;
      day: string;
      startsAt: string;
      needed: number;
    };
    'marketplace.sub-request-updated': {
      requestId: string;
      eventId: string;
      workspaceId: number;
      changed: string[];
    };
    /** Filled (accepted = needed) or closed; `lateMemberIds`: the players whose pending offers became late. */
    'marketplace.sub-request-filled': SubRequestEnded;
    'marketplace.sub-request-closed': SubRequestEnded;
    'marketplace.sub-offer-made': {
      offerId: string;
      requestId: string;
      eventId: string;
      teamId: string;
      memberId: string;
      workspaceId: number;
    };
    /**
     * The events module (a team event) or the leagues module (`eventKind` 'league_event', for the team
     * `teamId`) puts `memberId` on the game's roster as a sub (RSVP yes) from this.
     */
    'marketplace.sub-offer-accepted': {
      offerId: string;
      requestId: string;
      eventId: string;
      /** Absent in events recorded before league games had subs: a team event. */
      eventKind?: SubEventKind;
      teamId: string;
      memberId: string;
      acceptedBy: string;
      workspaceId: number;
    };
    'marketplace.sub-offer-declined': {
      offerId: string;
      requestId: string;
      eventId: string;
      memberId: string;
      workspaceId: number;
      title: string;
      startsAt: string;
    };
    /** After kickoff a captain marked an accepted sub played or no-show (or changed the mark): reliability. */
    'marketplace.sub-attendance-marked': {
      offerId: string;
      requestId: string;
      eventId: string;
      teamId: string;
      memberId: string;
      attendance: SubAttendance;
      previous: SubAttendance | null;
      markedBy: string;
      workspaceId: number;
    };
    /** A player's sub alert turned on, changed, its e-mails turned off (`via` a link), or turned off (`on` false). */
    'marketplace.sub-alert-changed': {
      memberId: string;
      workspaceId: number;
      on: boolean;
      email: boolean;
      changed: string[];
      via: 'settings' | 'unsubscribe-link' | 'one-click';
    };
    /**
     * The players whose sub alert matches a new request (never its team's): each gets the bell, and an
     * e-mail where `email` (this match claimed their hourly e-mail slot). `request`: what the alert shows.
     */
    'marketplace.sub-alerts-matched': {
      requestId: string;
      postedBy: string;
      request: SubAlertedRequest;
      recipients: Array<{ memberId: string; email: boolean }>;
    };
  }
}

export const marketplaceEvents = defineEvents([
  'marketplace.league-listing-changed',
  'marketplace.free-agent-listed',
  'marketplace.free-agent-updated',
  'marketplace.free-agent-removed',
  'marketplace.post-created',
  'marketplace.post-updated',
  'marketplace.post-deleted',
  'marketplace.post-reported',
  'marketplace.sub-request-posted',
  'marketplace.sub-request-updated',
  'marketplace.sub-request-filled',
  'marketplace.sub-request-closed',
  'marketplace.sub-offer-made',
  'marketplace.sub-offer-accepted',
  'marketplace.sub-offer-declined',
  'marketplace.sub-attendance-marked',
  'marketplace.sub-alert-changed',
  'marketplace.sub-alerts-matched',
]);

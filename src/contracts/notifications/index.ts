import { z } from 'zod';
import { limitParam, pageParam } from '../common/paging.ts';
import { NOTIFICATIONS_PAGE_SIZE } from './bell.ts';

export {
  badgeText,
  formatNotificationDate,
  NOTIFICATION_PUSHED,
  NOTIFICATIONS_PAGE_SIZE,
  type NotificationPush,
  notificationChatKey,
  notificationHref,
  reminderWording,
} from './bell.ts';

// Notifications (spec §2 notification bell, §3 Notification, §4, §7): the bell's page, the mark-read
// calls, the live push, and the rules both the server and the SPA apply (badge, date, link, wording).

/** Spec §3: every type; league types come with leagues. */
export const NOTIFICATION_TYPES = [
  'event_created',
  'event_updated',
  'direct_message_sent',
  'team_message_sent',
  'new_member_joined',
  'event_comment',
  'event_deleted',
  'league_event_created',
  'league_event_canceled',
  'league_event_updated',
  'league_event_deleted',
  'league_registration',
  'pickup_spot_open',
  'next_match_reminder',
  // Subs (issue 20; the spec has no sub types): a request matching a player's sub alert, and the
  // answer to a player's offer (accepted; declined by the captain; late: the spots filled first).
  'sub_request_alert',
  'sub_offer_accepted',
  'sub_offer_declined',
  'sub_offer_late',
  // Referees (issue 19): a coordinator named the member referee of a league game, or took them off it.
  'referee_assigned',
  'referee_unassigned',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const NOTIFICATION_STATUSES = ['unread', 'read'] as const;
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];

/** When a next-match reminder goes out: a day before kickoff, or the earlier "are you in?" nudge. */
export const REMINDER_INTERVALS = ['PRE_ONE_DAY', 'PRE_THREE_DAYS', 'NUDGE'] as const;
export type ReminderInterval = (typeof REMINDER_INTERVALS)[number];

export interface NamedRef {
  id: string;
  name: string;
}

/** Spec §3 metaData: what a notification is about, enough to name it and link to its page. */
export interface NotificationMetaData {
  team?: NamedRef;
  pickup?: NamedRef;
  /** The league a league game's notification (or its season schedule's) belongs to. */
  league?: NamedRef;
  member?: { id: string; firstName: string; lastName: string };
  /** `timeZone`: the game's IANA zone, its kickoff is shown in (absent on notifications stored before it was kept). */
  event?: {
    id: string;
    title: string;
    dateAndTime: string | null;
    kind: 'event' | 'pickup' | 'league_event';
    timeZone?: string;
  };
  comment?: { id: string; content: string };
  /** A sub request (issue 20): the alert's and the offer answers' subject; its game is `event`. */
  subRequest?: { id: string; teamName: string; cityName: string; workspaceId: number };
  deletor?: { id: string; firstName: string; lastName: string };
  timeInterval?: ReminderInterval;
}

export interface NotificationDto {
  id: string;
  type: NotificationType;
  status: NotificationStatus;
  text: string;
  metaData: NotificationMetaData;
  createdAt: string;
}

/** GET /api/notification: `data` is one page. */
export interface NotificationPage {
  results: NotificationDto[];
  totalUnread: number;
  hasNext: boolean;
}

export const notificationsQuerySchema = z.object({
  page: pageParam,
  limit: limitParam(50, NOTIFICATIONS_PAGE_SIZE),
});
export type NotificationsQuery = z.output<typeof notificationsQuerySchema>;

/** PATCH /api/notification. */
export const markNotificationsSchema = z.object({
  notificationIds: z
    .array(z.uuid({ error: 'notificationIds must be notification ids' }))
    .min(1, 'notificationIds must name at least one notification')
    .max(100, 'notificationIds may name at most 100 notifications'),
  status: z.literal('read', { error: "status must be 'read'" }),
});
export type MarkNotificationsRequest = z.output<typeof markNotificationsSchema>;

/** PATCH and read-all answer with what the badge should now show. */
export interface MarkNotificationsResult {
  updated: number;
  totalUnread: number;
}

export const NOTIFICATION_MESSAGES = {
  nudgeSent: 'Reminder sent to the players who have not answered.',
  nudgeTooSoon: 'The team was nudged less than 12 hours ago. Try again later.',
  nudgePast: 'This game has already started.',
  nudgeCaptainOnly: 'Only a captain can nudge the team.',
  eventNotFound: 'Event not found.',
} as const;

export const NUDGE_INTERVAL_HOURS = 12;

/** POST /api/event/{eventId}/nudge. */
export interface NudgeResult {
  message: string;
  nudged: number;
}

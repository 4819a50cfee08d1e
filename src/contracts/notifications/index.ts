import { TZDate } from '@date-fns/tz';
import { z } from 'zod';
import { zoneAbbreviation } from '../events/time-zones.ts';

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
  member?: { id: string; firstName: string; lastName: string };
  /** `timeZone`: the game's IANA zone, its kickoff is shown in (absent on notifications stored before it was kept). */
  event?: {
    id: string;
    title: string;
    dateAndTime: string | null;
    kind: 'event' | 'pickup';
    timeZone?: string;
  };
  comment?: { id: string; content: string };
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

export const NOTIFICATIONS_PAGE_SIZE = 20;

export const notificationsQuerySchema = z.object({
  page: z.coerce.number({ error: 'page must be a whole number from 1' }).int().min(1).max(100_000).default(1),
  limit: z.coerce
    .number({ error: 'limit must be a whole number from 1 to 50' })
    .int()
    .min(1)
    .max(50)
    .default(NOTIFICATIONS_PAGE_SIZE),
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

/** Pushed to the `member:<id>` room for every notification stored for that member. */
export const NOTIFICATION_PUSHED = 'notification:new';
export type NotificationPush = NotificationDto;

/** Spec §2: the unread badge shows the count, capped at '9+', and nothing at 0. */
export function badgeText(unread: number): string {
  if (!Number.isFinite(unread) || unread <= 0) return '';
  return unread > 9 ? '9+' : String(Math.floor(unread));
}

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * Spec §2: 'MM.dd.yy @ h:mm a', or 'TBD' when missing. A game's kickoff is given with its zone and reads
 * as the event page does, in that zone with its abbreviation ('03.04.27 @ 7:05 PM CST'), wherever the
 * reader is; anything else (when a notification arrived) in the reader's zone.
 */
export function formatNotificationDate(value: string | Date | null | undefined, timeZone?: string): string {
  if (value === null || value === undefined || value === '') return 'TBD';
  const instant = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(instant.getTime())) return 'TBD';
  const zone = timeZone ? zoneAbbreviation(instant, timeZone) : '';
  const date = zone && timeZone ? new TZDate(instant.getTime(), timeZone) : instant;
  const hours = date.getHours();
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  const shown = `${pad(date.getMonth() + 1)}.${pad(date.getDate())}.${pad(date.getFullYear() % 100)} @ ${hour12}:${pad(date.getMinutes())} ${hours < 12 ? 'AM' : 'PM'}`;
  return zone ? `${shown} ${zone}` : shown;
}

/** Spec §2: PRE_ONE_DAY reads '24 hrs to kickoff!'; any other interval asks for an answer. */
export function reminderWording(interval: ReminderInterval | undefined): {
  headline: string;
  action?: string;
} {
  if (interval === 'PRE_ONE_DAY') return { headline: '24 hrs to kickoff!' };
  return { headline: "Your manager's waiting-are you in or out?", action: 'RSVP today!' };
}

/**
 * The conversation a chat notification is about, keyed as the chat modal keys its conversation
 * (`dm:<the other member>`, `tm:<team>`; conversationKeyOf in the messaging contracts), or null when
 * the notification is not about a chat. The bell treats one about the chat open right now as read.
 */
export function notificationChatKey(notification: Pick<NotificationDto, 'type' | 'metaData'>): string | null {
  const { metaData } = notification;
  if (notification.type === 'direct_message_sent') return metaData.member ? `dm:${metaData.member.id}` : null;
  if (notification.type === 'team_message_sent') return metaData.team ? `tm:${metaData.team.id}` : null;
  return null;
}

/** The page a notification opens, or null when there is none to open (a deleted event). */
export function notificationHref(notification: Pick<NotificationDto, 'type' | 'metaData'>): string | null {
  const { metaData } = notification;
  switch (notification.type) {
    case 'event_deleted':
      return metaData.team ? `/team/${metaData.team.id}` : null;
    case 'new_member_joined':
      if (metaData.pickup) return `/pickup-group/${metaData.pickup.id}`;
      return metaData.team ? `/team/${metaData.team.id}` : null;
    case 'direct_message_sent':
      return metaData.member
        ? `?${new URLSearchParams({ type: 'dm', recipientId: metaData.member.id, recipientName: `${metaData.member.firstName} ${metaData.member.lastName}`.trim() })}`
        : null;
    case 'team_message_sent':
      return metaData.team
        ? `?${new URLSearchParams({ type: 'tm', teamId: metaData.team.id, teamName: metaData.team.name })}`
        : null;
    default:
      if (metaData.event)
        return metaData.event.kind === 'pickup'
          ? `/pickup-event/${metaData.event.id}`
          : `/team-event/${metaData.event.id}`;
      if (metaData.pickup) return `/pickup-group/${metaData.pickup.id}`;
      return metaData.team ? `/team/${metaData.team.id}` : null;
  }
}

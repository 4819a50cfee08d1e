import { TZDate } from '@date-fns/tz';
import { zoneAbbreviation } from '../events/kickoff-format.ts';
import type { NotificationDto, ReminderInterval } from './index.ts';

// What the bell shows and where it leads (spec §2, §3), without zod or date-fns' formatter: the bell is
// in the header of every signed-in page. index.ts re-exports these beside the request schemas.

export const NOTIFICATIONS_PAGE_SIZE = 20;

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

function eventHref(event: NonNullable<NotificationDto['metaData']['event']>): string {
  if (event.kind === 'pickup') return `/pickup-event/${event.id}`;
  if (event.kind === 'league_event') return `/league-event/${event.id}`;
  return `/team-event/${event.id}`;
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
    case 'league_event_deleted':
      return metaData.league ? `/league/${metaData.league.id}` : null;
    case 'referee_unassigned':
      // No longer theirs to referee: the games that still are.
      return '/referee';
    case 'sub_request_alert':
    case 'sub_offer_declined':
    case 'sub_offer_late':
      // The city's open sub requests: the one alerted, or others the player may take instead.
      return metaData.subRequest ? `/marketplace?tab=subs&city=${metaData.subRequest.workspaceId}` : null;
    default:
      if (metaData.event) return eventHref(metaData.event);
      // A league's season schedule: the member's games are on their schedule.
      if (metaData.league) return '/events';
      if (metaData.pickup) return `/pickup-group/${metaData.pickup.id}`;
      return metaData.team ? `/team/${metaData.team.id}` : null;
  }
}

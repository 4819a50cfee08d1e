import { describe, expect, it } from 'vitest';
import {
  badgeText,
  formatNotificationDate,
  notificationChatKey,
  notificationHref,
  reminderWording,
} from './index.ts';

describe('notification rules', () => {
  it('shows the unread count on the badge, capped at 9+, and nothing at 0', () => {
    expect([0, -1, 1, 9, 10, 250].map(badgeText)).toEqual(['', '', '1', '9', '9+', '9+']);
  });

  it("formats dates as 'MM.dd.yy @ h:mm a', or TBD when missing", () => {
    expect(formatNotificationDate(new Date(2027, 2, 4, 19, 5))).toBe('03.04.27 @ 7:05 PM');
    expect(formatNotificationDate(new Date(2027, 10, 21, 0, 30))).toBe('11.21.27 @ 12:30 AM');
    expect(formatNotificationDate(null)).toBe('TBD');
    expect(formatNotificationDate('not a date')).toBe('TBD');
  });

  it("shows a game's kickoff in the game's zone with its abbreviation, wherever the reader is", () => {
    expect(formatNotificationDate('2027-03-05T01:05:00.000Z', 'America/Chicago')).toBe(
      '03.04.27 @ 7:05 PM CST',
    );
    expect(formatNotificationDate('2027-03-14T17:00:00.000Z', 'America/Los_Angeles')).toBe(
      '03.14.27 @ 10:00 AM PDT',
    );
    expect(formatNotificationDate(null, 'America/Chicago')).toBe('TBD');
    // A zone it cannot read: the reader's own, without a name.
    expect(formatNotificationDate('2027-03-05T01:05:00.000Z', 'Nowhere/Atlantis')).toMatch(
      /^03\.0[45]\.27 @ \d{1,2}:05 [AP]M$/,
    );
  });

  it('words the next-match reminder by its interval', () => {
    expect(reminderWording('PRE_ONE_DAY')).toEqual({ headline: '24 hrs to kickoff!' });
    expect(reminderWording('PRE_THREE_DAYS')).toEqual({
      headline: "Your manager's waiting-are you in or out?",
      action: 'RSVP today!',
    });
  });

  it('names the chat a message notification is about, as the chat modal keys it', () => {
    const member = { id: 'm1', firstName: 'Ana', lastName: 'Li' };
    const team = { id: 't1', name: 'Herons' };
    expect(notificationChatKey({ type: 'direct_message_sent', metaData: { member } })).toBe('dm:m1');
    expect(notificationChatKey({ type: 'team_message_sent', metaData: { team, member } })).toBe('tm:t1');
    expect(notificationChatKey({ type: 'event_comment', metaData: { team, member } })).toBeNull();
  });

  it('links each notification to its page', () => {
    const event = { id: 'e1', title: 'vs X', dateAndTime: null, kind: 'event' as const };
    expect(notificationHref({ type: 'event_comment', metaData: { event } })).toBe('/team-event/e1');
    expect(
      notificationHref({ type: 'event_deleted', metaData: { event, team: { id: 't1', name: 'T' } } }),
    ).toBe('/team/t1');
    expect(
      notificationHref({ type: 'new_member_joined', metaData: { pickup: { id: 'g1', name: 'G' } } }),
    ).toBe('/pickup-group/g1');
    expect(
      notificationHref({
        type: 'direct_message_sent',
        metaData: { member: { id: 'm1', firstName: 'Ana', lastName: 'Li' } },
      }),
    ).toBe('?type=dm&recipientId=m1&recipientName=Ana+Li');
    expect(notificationHref({ type: 'event_updated', metaData: {} })).toBeNull();
  });

  it('opens a league game, its league when the game was deleted, and the schedule for a season', () => {
    const league = { id: 'l1', name: 'Spring' };
    const event = { id: 'g1', title: 'A vs B', dateAndTime: null, kind: 'league_event' as const };
    expect(notificationHref({ type: 'league_event_updated', metaData: { league, event } })).toBe(
      '/league-event/g1',
    );
    expect(notificationHref({ type: 'next_match_reminder', metaData: { league, event } })).toBe(
      '/league-event/g1',
    );
    expect(notificationHref({ type: 'league_event_deleted', metaData: { league, event } })).toBe(
      '/league/l1',
    );
    expect(notificationHref({ type: 'league_event_created', metaData: { league } })).toBe('/events');
  });

  it('opens the game a referee was named on, and their games when they were taken off one', () => {
    const league = { id: 'l1', name: 'Spring' };
    const event = { id: 'g1', title: 'A vs B', dateAndTime: null, kind: 'league_event' as const };
    expect(notificationHref({ type: 'referee_assigned', metaData: { league, event } })).toBe(
      '/league-event/g1',
    );
    expect(notificationHref({ type: 'referee_unassigned', metaData: { league, event } })).toBe('/referee');
  });
});

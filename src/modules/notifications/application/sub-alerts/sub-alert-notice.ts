import { formatEventDate } from '../../../../contracts/events/index.ts';
import type { EventPayload } from '../../../../platform/bus/event-map.ts';
import { notificationText } from '../../domain/notification-text.ts';
import type { NotificationDraft } from '../store-notifications.ts';

// The bell notification of a sub alert (issue 20): a new sub request matching the player's alert, from
// the marketplace's `marketplace.sub-alerts-matched` (who matched, the request as the alert shows it),
// never its tables. The bell subscriber and the mail subscriber build the same draft, so either may
// store it first.

export type SubAlertsMatched = EventPayload<'marketplace.sub-alerts-matched'>;

/** One notification per matched player, keyed by the domain event `sourceId`. */
export function subAlertDraft(sourceId: string, matched: SubAlertsMatched): NotificationDraft {
  const { request } = matched;
  return {
    type: 'sub_request_alert',
    text: notificationText.subRequestAlert(
      request.team.name,
      request.needed,
      request.positions,
      request.title,
      formatEventDate(request.startsAt, request.timeZone),
    ),
    metaData: {
      team: { id: request.team.id, name: request.team.name },
      event: {
        id: request.eventId,
        title: request.title,
        dateAndTime: request.startsAt,
        kind: request.eventKind === 'league_event' ? 'league_event' : 'event',
        timeZone: request.timeZone,
      },
      subRequest: {
        id: request.id,
        teamName: request.team.name,
        cityName: request.city,
        workspaceId: request.workspaceId,
      },
    },
    sourceId,
    // The captain who posted is never alerted, and a player who blocked them is left out.
    actorId: matched.postedBy,
    candidateIds: matched.recipients.map((recipient) => recipient.memberId),
  };
}

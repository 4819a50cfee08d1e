import {
  type AnyEventSubscriber,
  defineSubscriber,
  isKnownEventName,
  requireRow,
} from '../../../platform/bus/index.ts';
import { teamRoleOf } from '../../clubs/index.ts';
import type { IdentityReadApi } from '../../identity/index.ts';
import { storeNotifications } from '../application/store-notifications.ts';
import { notificationText } from '../domain/notification-text.ts';

/**
 * direct_message_sent and team_message_sent, from the messaging module's events. Given only when that
 * module is loaded (its event names registered), so the worker's start-up check never meets a
 * subscriber of an unknown event.
 */
export function messageNotificationSubscribers(identity: IdentityReadApi): AnyEventSubscriber[] {
  if (!isKnownEventName('messaging.direct-message-sent') || !isKnownEventName('messaging.team-message-sent'))
    return [];
  const personOf = async (memberId: string) => {
    const summary = (await identity.memberSummaries([memberId])).get(memberId);
    return summary && { id: memberId, firstName: summary.firstName, lastName: summary.lastName };
  };
  const subscribers = [
    defineSubscriber({
      name: 'notifications.notify-direct-message',
      event: 'messaging.direct-message-sent',
      async handle({ id, payload }, { em }) {
        const sender = await personOf(payload.senderId);
        await storeNotifications(em, identity, {
          type: 'direct_message_sent',
          text: notificationText.directMessage(sender, payload.preview),
          metaData: sender ? { member: sender } : {},
          sourceId: id,
          actorId: payload.senderId,
          candidateIds: [payload.receiverId],
        });
      },
    }),
    defineSubscriber({
      name: 'notifications.notify-team-message',
      event: 'messaging.team-message-sent',
      async handle({ id, payload }, { em }) {
        const [sender, teamRole] = await Promise.all([
          personOf(payload.senderId),
          teamRoleOf(em, payload.teamId, undefined),
        ]);
        const role = requireRow(teamRole, 'team', payload.teamId);
        await storeNotifications(em, identity, {
          type: 'team_message_sent',
          text: notificationText.teamMessage(sender, role.team.name, payload.preview),
          metaData: {
            team: { id: role.team.id, name: role.team.name },
            ...(sender ? { member: sender } : {}),
          },
          sourceId: id,
          actorId: payload.senderId,
          candidateIds: payload.recipientIds,
        });
      },
    }),
  ];
  return subscribers;
}

import { NOTIFICATION_PUSHED, type NotificationPush } from '../../../contracts/notifications/index.ts';
import { type AnyEventSubscriber, defineSubscriber } from '../../../platform/bus/index.ts';
import type { RealtimeEmitter } from '../../../platform/realtime/realtime-emitter.ts';
import { memberRoom } from '../../../platform/realtime/socket-authenticator.ts';
import { notificationsOfSource } from '../application/queries/notifications.query.ts';

/**
 * Once notifications are committed, each goes to its member's sockets (every open tab, on whichever
 * API process). A repeated push carries the same id, which the bell already has: harmless.
 */
export function pushNotificationsSubscriber(emitter: RealtimeEmitter): AnyEventSubscriber {
  return defineSubscriber({
    name: 'notifications.push-stored',
    event: 'notifications.stored',
    async handle({ payload }, { em }) {
      for (const { recipientId, notification } of await notificationsOfSource(em, payload.sourceId)) {
        const push: NotificationPush = notification;
        emitter.toRoom(memberRoom(recipientId), NOTIFICATION_PUSHED, push);
      }
    },
  });
}

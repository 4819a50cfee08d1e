import { type AnyEventSubscriber, defineSubscriber, requireRow } from '../../../platform/bus/index.ts';
import { pickupGroupRoleOf } from '../../clubs/index.ts';
import type { IdentityReadApi } from '../../identity/index.ts';
import { pickupGameSummary } from '../../pickup/index.ts';
import { storeNotifications } from '../application/store-notifications.ts';

/** pickup_spot_open, from the pickup module's `pickup.spot-open` (the first player waiting is offered the spot). */
export function pickupNotificationSubscribers(identity: IdentityReadApi): AnyEventSubscriber[] {
  const subscriber = defineSubscriber({
    name: 'notifications.notify-pickup-spot-open',
    event: 'pickup.spot-open',
    async handle({ id, payload }, { em }) {
      const [role, gameRow] = await Promise.all([
        pickupGroupRoleOf(em, payload.pickupGroupId, undefined),
        pickupGameSummary(em, payload.pickupEventId),
      ]);
      const game = requireRow(gameRow, 'pickup_event', String(payload.pickupEventId));
      const group = role ? { id: role.group.id, name: role.group.name } : undefined;
      await storeNotifications(em, identity, {
        type: 'pickup_spot_open',
        text: `A spot opened up in ${game.title}${group ? ` (${group.name})` : ''}. It is held for you: claim it before it goes to the next player.`,
        metaData: {
          ...(group ? { pickup: group } : {}),
          event: {
            id: String(payload.pickupEventId),
            title: game.title,
            dateAndTime: game.startsAt,
            kind: 'pickup',
            timeZone: game.timeZone,
          },
        },
        sourceId: id,
        actorId: null,
        candidateIds: [payload.memberId],
      });
    },
  });
  return [subscriber];
}

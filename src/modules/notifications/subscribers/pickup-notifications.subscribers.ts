import { type AnyEventSubscriber, defineSubscriber } from '../../../platform/bus/index.ts';
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
      const [role, game] = await Promise.all([
        pickupGroupRoleOf(em, payload.pickupGroupId, undefined),
        pickupGameSummary(em, payload.pickupEventId),
      ]);
      if (!game) return;
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
          },
        },
        sourceId: id,
        actorId: null,
        candidateIds: [payload.memberId],
      });
    },
  });
  return [subscriber as unknown as AnyEventSubscriber];
}

import {
  PICKUP_COMMENT_ADDED,
  PICKUP_COMMENT_DELETED,
  PICKUP_EVENT_CHANGED,
  PICKUP_EVENT_ROSTER_CHANGED,
  PICKUP_SPOT_OFFERED,
  type PickupEventRosterChangedPush,
  pickupEventRoom,
} from '../../../contracts/pickup/index.ts';
import {
  type AnyEventSubscriber,
  defineSubscriber,
  type EventName,
  requireRow,
} from '../../../platform/bus/index.ts';
import { roomPushes } from '../../../platform/realtime/push-subscriber.ts';
import type { RealtimeEmitter } from '../../../platform/realtime/realtime-emitter.ts';

// Live updates of a game page (`pickup-event:<id>`) and the player's own `member:<id>` room. Pushes may repeat
// on a retried job; every one of them only tells the page to refetch or carries the current counts.

const ROSTER_REASONS = {
  'pickup.registered': 'registered',
  'pickup.left': 'left',
  'pickup.waitlisted': 'waitlisted',
  'pickup.waitlist-left': 'waitlist-left',
  'pickup.spot-open': 'offered',
  'pickup.hold-expired': 'hold-expired',
  'pickup.refunded': 'refunded',
} as const satisfies Partial<Record<EventName, PickupEventRosterChangedPush['reason']>>;

type RosterEvent = keyof typeof ROSTER_REASONS;
export const ROSTER_PUSH_EVENTS = Object.keys(ROSTER_REASONS) as RosterEvent[];

export function rosterPushSubscriber(event: RosterEvent, realtime: RealtimeEmitter): AnyEventSubscriber {
  return defineSubscriber({
    name: `pickup.push-roster-on-${event.slice('pickup.'.length)}`,
    event,
    async handle({ payload }, { em }) {
      const [found] = await em.execute<
        Array<{ capacity: number; total_reg: number; held_count: number; waitlist_count: number }>
      >('select capacity, total_reg, held_count, waitlist_count from pickup_event where id = ?', [
        payload.pickupEventId,
      ]);
      const row = requireRow(found, 'pickup_event', String(payload.pickupEventId));
      const push: PickupEventRosterChangedPush = {
        pickupEventId: payload.pickupEventId,
        reason: ROSTER_REASONS[event],
        totalReg: row.total_reg,
        spotsLeft: Math.max(0, row.capacity - row.total_reg - row.held_count),
        waitlistCount: row.waitlist_count,
      };
      realtime.toRoom(pickupEventRoom(payload.pickupEventId), PICKUP_EVENT_ROSTER_CHANGED, push);
    },
  });
}

export function pickupPushSubscribers(realtime: RealtimeEmitter): AnyEventSubscriber[] {
  const toGamePage = roomPushes(realtime, (push: { pickupEventId: number | string }) =>
    pickupEventRoom(push.pickupEventId),
  );

  return [
    ...ROSTER_PUSH_EVENTS.map((event) => rosterPushSubscriber(event, realtime)),
    toGamePage(
      'pickup.push-game-updated',
      'pickup.game-updated',
      PICKUP_EVENT_CHANGED,
      ({ pickupEventId }) => ({ pickupEventId, reason: 'updated' }),
    ),
    toGamePage(
      'pickup.push-game-cancelled',
      'pickup.game-cancelled',
      PICKUP_EVENT_CHANGED,
      ({ pickupEventId }) => ({ pickupEventId, reason: 'cancelled' }),
    ),
    toGamePage(
      'pickup.push-comment-added',
      'pickup.comment-added',
      PICKUP_COMMENT_ADDED,
      ({ pickupEventId, comment }) => ({ pickupEventId, comment }),
    ),
    toGamePage(
      'pickup.push-comment-deleted',
      'pickup.comment-deleted',
      PICKUP_COMMENT_DELETED,
      ({ pickupEventId, commentId }) => ({ pickupEventId, commentId }),
    ),
    defineSubscriber({
      name: 'pickup.push-spot-offered',
      event: 'pickup.spot-open',
      async handle({ payload }, { em }) {
        const [game] = await em.execute<Array<{ title: string }>>(
          'select title from pickup_event where id = ?',
          [payload.pickupEventId],
        );
        realtime.toRoom(`member:${payload.memberId}`, PICKUP_SPOT_OFFERED, {
          pickupEventId: payload.pickupEventId,
          title: game?.title ?? '',
          expiresAt: payload.expiresAt,
          claimLink: payload.claimLink,
        });
      },
    }),
  ];
}

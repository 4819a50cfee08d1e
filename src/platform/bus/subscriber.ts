import type { EntityManager } from '../db/orm.ts';
import type { EventLane } from './event-jobs.ts';
import type { DomainEvent, EventName } from './event-map.ts';

export interface SubscriberContext {
  /**
   * The job's EntityManager, inside the transaction that also records the inbox row: write the
   * effect through it (persist, or execute SQL) and it commits exactly once with that row. It is
   * flushed when the handler returns.
   */
  em: EntityManager;
}

/**
 * Reacts to one event in a worker. `name` is the subscriber's identity: it is the BullMQ job name,
 * part of the job id and the inbox key, so renaming a subscriber makes it a new one (it would apply
 * events again). Use `<module>.<what-it-does>`, e.g. `notifications.notify-roster-on-team-created`.
 *
 * The handler may run more than once for an event (retries, redelivery); the inbox makes only one run
 * count, provided every effect goes through `ctx.em`. Effects outside the database (e-mail, a socket
 * push) can repeat: make them idempotent or tolerate it. Events of one name may arrive in any order.
 */
export interface EventSubscriber<N extends EventName = EventName> {
  readonly name: string;
  readonly event: N;
  /**
   * `bulk` for a handler whose one run takes seconds (mailing a roster): its jobs get a queue and
   * worker slots of their own, so they never hold up the quick ones. Default `quick`.
   */
  readonly lane?: EventLane;
  // A property, not a method: its parameter is then checked strictly, so a subscriber of one event is
  // never taken for a subscriber of another.
  readonly handle: (event: DomainEvent<N>, ctx: SubscriberContext) => Promise<void>;
}

/**
 * Any subscriber, whatever event it handles (what TOKENS.EventSubscribers gives the workers): one
 * `EventSubscriber<N>` for some event name N. Every subscriber `defineSubscriber` makes is one as it
 * is, with no cast; calling its handler goes through `handleEvent`, which checks the event's name.
 */
export type AnyEventSubscriber = SubscriberOf[EventName];
type SubscriberOf = { [N in EventName]: EventSubscriber<N> };

/** Infers the payload type from `event`, so the handler is checked against the event map. */
export function defineSubscriber<N extends EventName>(subscriber: EventSubscriber<N>): EventSubscriber<N> {
  return subscriber;
}

const isEventNamed = <N extends EventName>(event: DomainEvent, name: N): event is DomainEvent<N> =>
  event.name === name;

/** Runs a subscriber's handler on an event of its own name; any other event is a programming error. */
export function handleEvent<N extends EventName>(
  subscriber: SubscriberOf[N],
  event: DomainEvent,
  ctx: SubscriberContext,
): Promise<void> {
  if (!isEventNamed(event, subscriber.event)) {
    throw new Error(`Subscriber '${subscriber.name}' handles '${subscriber.event}', not '${event.name}'`);
  }
  return subscriber.handle(event, ctx);
}

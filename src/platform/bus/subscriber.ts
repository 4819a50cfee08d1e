import type { EntityManager } from '../db/orm.ts';
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
  handle(event: DomainEvent<N>, ctx: SubscriberContext): Promise<void>;
}

/** Any subscriber, whatever event it handles: what TOKENS.EventSubscribers gives the workers. */
export type AnyEventSubscriber = EventSubscriber<EventName>;

/** Infers the payload type from `event`, so the handler is checked against the event map. */
export function defineSubscriber<N extends EventName>(subscriber: EventSubscriber<N>): EventSubscriber<N> {
  return subscriber;
}

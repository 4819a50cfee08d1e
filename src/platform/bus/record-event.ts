import type { EntityManager } from '../db/orm.ts';
import { OutboxMessage } from './bus.entity.ts';
import {
  createDomainEvent,
  type DomainEvent,
  type EventName,
  type EventPayload,
  isKnownEventName,
} from './event-map.ts';

/**
 * Records that something happened, as an outbox row persisted through the caller's EntityManager.
 * Nothing is written yet: the row goes to the database with the caller's next flush, which in a
 * command handler is the end of its `em.transactional(...)`. So the event exists if and only if the
 * change that caused it committed; the relay picks it up from there.
 *
 * Call it with the transaction's EntityManager, never a bare fork you don't flush.
 */
export function recordEvent<N extends EventName>(
  em: EntityManager,
  name: N,
  payload: EventPayload<N>,
): DomainEvent<N> {
  if (!isKnownEventName(name)) {
    // The type system already prevents this; a module that declared the type but forgot
    // defineEvents() would otherwise write rows no subscriber can ever be checked against.
    throw new Error(`Unknown event '${name}': register it with defineEvents() in its module`);
  }
  const event = createDomainEvent(name, payload);
  em.persist(
    em.create(OutboxMessage, {
      id: event.id,
      eventName: event.name,
      payload: event.payload,
      occurredAt: event.occurredAt,
      publishedAt: null,
      attempts: 0,
      lastError: null,
    }),
  );
  return event;
}

/** The injectable face of `recordEvent`, bound to TOKENS.EventBus. */
export class EventBus {
  record<N extends EventName>(em: EntityManager, name: N, payload: EventPayload<N>): DomainEvent<N> {
    return recordEvent(em, name, payload);
  }
}

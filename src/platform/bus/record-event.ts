import type { EntityManager } from '../db/orm.ts';
import { OutboxMessage } from './bus.entity.ts';
import {
  createDomainEvent,
  type DomainEvent,
  type EventName,
  type EventPayload,
  isKnownEventName,
} from './event-map.ts';

function knownEvent<N extends EventName>(name: N, payload: EventPayload<N>): DomainEvent<N> {
  if (!isKnownEventName(name)) {
    // The type system already prevents this; a module that declared the type but forgot
    // defineEvents() would otherwise write rows no subscriber can ever be checked against.
    throw new Error(`Unknown event '${name}': register it with defineEvents() in its module`);
  }
  return createDomainEvent(name, payload);
}

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
  const event = knownEvent(name, payload);
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

/** A write of one statement, with its `?` parameters. */
export interface ChangeStatement {
  sql: string;
  params: readonly unknown[];
}

/**
 * Writes `change` and records its event in one statement (`with change as (…) insert into outbox …`)
 * that commits on its own: one round trip where `em.transactional` takes four (begin, the change, the
 * outbox row, commit), and one pooled connection for one moment. PostgreSQL runs a data-modifying WITH
 * exactly once, in the statement's transaction, so the event exists if and only if the change does.
 *
 * For hot paths whose whole change is one statement and whose event can wait for the relay's next
 * poll, such as a chat line: the statement sets `playfield.outbox_quiet`, so the outbox trigger sends
 * no NOTIFY (whose commit-time lock serializes every notifying commit; see
 * Migration20261202100000_outbox_quiet_writes). Outside a transaction only, as the setting lasts until
 * the transaction ends.
 *
 * `lazyFlush: true` commits without waiting for the WAL flush (`synchronous_commit = off` for this
 * statement): a few milliseconds less, and no queue behind other commits' flushes, at the price that a
 * crash of PostgreSQL itself (not of the app) can lose the last fraction of a second of such writes,
 * change and event together, never one without the other. Only for writes that may be lost that way.
 */
export async function writeWithEvent<N extends EventName>(
  em: EntityManager,
  change: ChangeStatement,
  name: N,
  payload: EventPayload<N>,
  options: { lazyFlush?: boolean } = {},
): Promise<DomainEvent<N>> {
  if (em.isInTransaction())
    throw new Error('writeWithEvent commits on its own: call it outside a transaction');
  const event = knownEvent(name, payload);
  await em.execute(
    `with quiet as (select set_config('playfield.outbox_quiet', 'on', true)
                   ${options.lazyFlush ? ", set_config('synchronous_commit', 'off', true)" : ''}),
          change as (${change.sql})
     insert into outbox (id, event_name, payload, occurred_at) select ?, ?, ?::jsonb, ? from quiet`,
    [...change.params, event.id, event.name, JSON.stringify(event.payload), event.occurredAt],
    'run',
  );
  return event;
}

/** The injectable face of `recordEvent`, bound to TOKENS.EventBus. */
export class EventBus {
  record<N extends EventName>(em: EntityManager, name: N, payload: EventPayload<N>): DomainEvent<N> {
    return recordEvent(em, name, payload);
  }
}

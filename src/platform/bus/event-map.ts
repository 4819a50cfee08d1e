import { uuidv7 } from './uuid-v7.ts';

/**
 * The one map from event name to payload type. It is empty here on purpose: each module adds the
 * events it publishes by declaration merging, next to the code that records them, e.g.
 *
 * ```ts
 * declare module '../../platform/bus/event-map.ts' {
 *   interface EventMap {
 *     'clubs.team-created': { teamId: string; captainId: string };
 *   }
 * }
 * export const clubsEvents = defineEvents(['clubs.team-created']);
 * ```
 *
 * Payloads travel as JSON (outbox `jsonb`, then the BullMQ job): use strings, numbers, booleans,
 * null, arrays and plain objects only. A `Date` in a payload arrives as an ISO string.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled in by the modules through declaration merging
export interface EventMap {}

export type EventName = keyof EventMap;
export type EventPayload<N extends EventName> = EventMap[N];

/** What happened, once: the outbox row, the job data and the argument of every subscriber. */
export interface DomainEvent<N extends EventName = EventName> {
  /** UUID v7: unique, and sorts by creation time. Subscribers use it as their idempotency key. */
  readonly id: string;
  readonly name: N;
  readonly payload: EventPayload<N>;
  readonly occurredAt: Date;
}

// The types above exist only at compile time; this set is their runtime mirror, so the start-up check
// can tell a subscriber of a misspelled or removed event from a real one.
const registeredEventNames = new Set<string>();

/**
 * Registers a module's event names at runtime. Each name must also be in `EventMap` (the type
 * parameter enforces it), so the compiler and the start-up check agree. Registering a name twice is
 * harmless: a module may be loaded by several entry points.
 */
export function defineEvents<const Names extends readonly EventName[]>(names: Names): Names {
  for (const name of names) registeredEventNames.add(name);
  return names;
}

/** A snapshot of every event name registered so far. */
export function knownEventNames(): ReadonlySet<string> {
  return new Set(registeredEventNames);
}

export function isKnownEventName(name: string): name is EventName {
  return registeredEventNames.has(name);
}

export function createDomainEvent<N extends EventName>(
  name: N,
  payload: EventPayload<N>,
  occurredAt: Date = new Date(),
): DomainEvent<N> {
  return { id: uuidv7(), name, payload, occurredAt };
}

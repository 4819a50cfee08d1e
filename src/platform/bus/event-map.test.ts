import { describe, expect, it } from 'vitest';
import {
  createDomainEvent,
  defineEvents,
  type EventName,
  isKnownEventName,
  knownEventNames,
} from './event-map.ts';
import { uuidv7 } from './uuid-v7.ts';

describe('event name registry', () => {
  it('knows the names a module registers', () => {
    const names = ['unit-test.registered-a', 'unit-test.registered-b'] as unknown as readonly EventName[];
    expect(isKnownEventName('unit-test.registered-a')).toBe(false);
    expect(defineEvents(names)).toBe(names);
    expect(isKnownEventName('unit-test.registered-a')).toBe(true);
    expect([...knownEventNames()]).toEqual(
      expect.arrayContaining(['unit-test.registered-a', 'unit-test.registered-b']),
    );
  });

  it('accepts a name registered twice', () => {
    const names = ['unit-test.twice'] as unknown as readonly EventName[];
    defineEvents(names);
    expect(() => defineEvents(names)).not.toThrow();
    expect(isKnownEventName('unit-test.twice')).toBe(true);
  });
});

describe('domain events', () => {
  it('get a UUID v7 id and the time they occurred', () => {
    const before = Date.now();
    const event = createDomainEvent('unit-test.anything' as EventName, undefined as never);
    expect(event.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(event.occurredAt.getTime()).toBeGreaterThanOrEqual(before);
    expect(event.name).toBe('unit-test.anything');
  });
});

describe('UUID v7', () => {
  it('starts with the creation time in milliseconds', () => {
    const before = Date.now();
    const id = uuidv7();
    const after = Date.now();
    const ms = Number.parseInt(id.replaceAll('-', '').slice(0, 12), 16);
    expect(ms).toBeGreaterThanOrEqual(before);
    expect(ms).toBeLessThanOrEqual(after + 1);
  });

  it('sorts in creation order even within one millisecond', () => {
    const ids = Array.from({ length: 5000 }, () => uuidv7());
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

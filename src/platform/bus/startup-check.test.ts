import { describe, expect, it } from 'vitest';
import type { EventName } from './event-map.ts';
import { assertValidSubscribers, BusConfigurationError, subscribersByEvent } from './startup-check.ts';
import { type AnyEventSubscriber, defineSubscriber } from './subscriber.ts';

// The tests use event names of their own, outside EventMap, so they cast them.
const teamCreated = 'clubs.team-created' as EventName;
const rsvpGiven = 'events.rsvp-given' as EventName;
const known = new Set<string>([teamCreated, rsvpGiven]);

// A subscriber of an event picked at run time is not one EventSubscriber<N>, hence the cast.
function subscriber(name: string, event: EventName = teamCreated): AnyEventSubscriber {
  return defineSubscriber({ name, event, handle: async () => {} }) as unknown as AnyEventSubscriber;
}

function problemsOf(subscribers: AnyEventSubscriber[]): readonly string[] {
  try {
    assertValidSubscribers(subscribers, known);
  } catch (error) {
    if (error instanceof BusConfigurationError) return error.problems;
    throw error;
  }
  return [];
}

describe('start-up check of subscribers', () => {
  it('accepts subscribers with distinct names listening to registered events', () => {
    expect(() =>
      assertValidSubscribers(
        [subscriber('notifications.notify-roster'), subscriber('clubs.count-rsvps', rsvpGiven)],
        known,
      ),
    ).not.toThrow();
  });

  it('accepts several subscribers of the same event', () => {
    expect(problemsOf([subscriber('a.one'), subscriber('a.two')])).toEqual([]);
  });

  it('rejects two subscribers sharing a name, naming it', () => {
    expect(() =>
      assertValidSubscribers([subscriber('mail.welcome'), subscriber('mail.welcome', rsvpGiven)], known),
    ).toThrow(/two subscribers are named 'mail\.welcome'/);
  });

  it('reports a name shared by three subscribers once', () => {
    expect(problemsOf([subscriber('a.x'), subscriber('a.x'), subscriber('a.x')])).toHaveLength(1);
  });

  it('rejects a subscriber of an event nobody registered', () => {
    expect(() =>
      assertValidSubscribers([subscriber('mail.welcome', 'clubs.team-renamed' as EventName)], known),
    ).toThrow(/subscriber 'mail\.welcome' listens to unknown event 'clubs\.team-renamed'/);
  });

  it.each(['Mail.Welcome', 'mail:welcome', 'mail_welcome', '', 'mail..welcome', '-mail'])(
    'rejects the subscriber name %j, which cannot be part of a job id',
    (name) => {
      expect(problemsOf([subscriber(name)])).toEqual([expect.stringContaining('must be lower-case words')]);
    },
  );

  it('lists every problem in one error', () => {
    const problems = problemsOf([
      subscriber('a.x'),
      subscriber('a.x'),
      subscriber('b.y', 'nope' as EventName),
    ]);
    expect(problems).toHaveLength(2);
  });

  it('checks against the defineEvents registry when no names are given', () => {
    expect(() =>
      assertValidSubscribers([subscriber('a.x', 'never.registered-anywhere' as EventName)]),
    ).toThrow(BusConfigurationError);
  });
});

describe('fan-out table', () => {
  it('groups subscribers by the event they handle', () => {
    const a = subscriber('a.one');
    const b = subscriber('a.two');
    const c = subscriber('a.three', rsvpGiven);
    const table = subscribersByEvent([a, b, c]);
    expect(table.get(teamCreated)).toEqual([a, b]);
    expect(table.get(rsvpGiven)).toEqual([c]);
  });
});

import { knownEventNames } from './event-map.ts';
import type { AnyEventSubscriber } from './subscriber.ts';

/**
 * Subscriber names become BullMQ job names and ids (`<eventId>_<name>`) and inbox keys. BullMQ
 * refuses a ':' in a custom job id, and '_' separates the id's parts, so a name is lower-case
 * words joined by '.' or '-'.
 */
export const SUBSCRIBER_NAME_PATTERN = /^[a-z0-9]+(?:[.-][a-z0-9]+)*$/;

export class BusConfigurationError extends Error {
  override readonly name = 'BusConfigurationError';
  readonly problems: readonly string[];

  constructor(problems: readonly string[]) {
    super(`Event bus configuration is invalid:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.problems = problems;
  }
}

/**
 * The start-up check of the relay and the workers: every subscriber has a well-formed name no other
 * subscriber has (so every job name has exactly one handler) and listens to a registered event.
 * Throws one error listing every problem, so a bad deploy fails on start instead of losing jobs.
 */
export function assertValidSubscribers(
  subscribers: readonly AnyEventSubscriber[],
  eventNames: ReadonlySet<string> = knownEventNames(),
): void {
  const problems: string[] = [];
  const seen = new Set<string>();
  const reported = new Set<string>();
  for (const subscriber of subscribers) {
    const { name, event } = subscriber;
    if (typeof name !== 'string' || !SUBSCRIBER_NAME_PATTERN.test(name)) {
      problems.push(
        `subscriber name ${JSON.stringify(name)} must be lower-case words joined by '.' or '-' (it is used in job ids)`,
      );
    } else if (seen.has(name)) {
      if (!reported.has(name))
        problems.push(`two subscribers are named '${name}': each job name needs exactly one handler`);
      reported.add(name);
    }
    seen.add(name);
    if (!eventNames.has(event)) {
      problems.push(
        `subscriber '${name}' listens to unknown event '${String(event)}' (not registered with defineEvents)`,
      );
    }
    if (typeof subscriber.handle !== 'function')
      problems.push(`subscriber '${name}' has no handle() function`);
  }
  if (problems.length > 0) throw new BusConfigurationError(problems);
}

/** Subscribers by the event they handle: the relay's fan-out table. */
export function subscribersByEvent(
  subscribers: readonly AnyEventSubscriber[],
): Map<string, AnyEventSubscriber[]> {
  const byEvent = new Map<string, AnyEventSubscriber[]>();
  for (const subscriber of subscribers) {
    const list = byEvent.get(subscriber.event) ?? [];
    list.push(subscriber);
    byEvent.set(subscriber.event, list);
  }
  return byEvent;
}

// The event bus: what modules, the composition root and the worker process import.
export { busEntities, InboxEntry, OutboxMessage } from './bus.entity.ts';
export {
  BULK_EVENTS_QUEUE,
  DEFAULT_EVENT_JOB_SETTINGS,
  EVENT_QUEUE_NAMES,
  EVENT_QUEUES,
  EVENTS_QUEUE,
  type EventJobData,
  type EventJobSettings,
  type EventLane,
  eventJobId,
  eventJobOptions,
  queueOfLane,
} from './event-jobs.ts';
export {
  createDomainEvent,
  type DomainEvent,
  defineEvents,
  type EventMap,
  type EventName,
  type EventPayload,
  isKnownEventName,
  knownEventNames,
} from './event-map.ts';
export {
  type EventJobOutcome,
  EventNotRecordedHere,
  EventWorker,
  type EventWorkerOptions,
} from './event-worker.ts';
export { MissingRow, requireRow } from './missing-row.ts';
export {
  OUTBOX_CHANNEL,
  OutboxRelay,
  type OutboxRelayOptions,
  type RelayBatchResult,
} from './outbox-relay.ts';
export { type ChangeStatement, EventBus, recordEvent, writeWithEvent } from './record-event.ts';
export {
  assertValidSubscribers,
  BusConfigurationError,
  SUBSCRIBER_NAME_PATTERN,
  subscribersByEvent,
} from './startup-check.ts';
export {
  type AnyEventSubscriber,
  defineSubscriber,
  type EventSubscriber,
  type SubscriberContext,
} from './subscriber.ts';
export { uuidv7 } from './uuid-v7.ts';

import { defineSubscriber, type EventName, type EventPayload, type EventSubscriber } from '../bus/index.ts';
import type { RealtimeEmitter } from './realtime-emitter.ts';

/**
 * Makes subscribers whose one effect is a socket push to the room `room` names from what is pushed
 * (an event page's room from its id): `push(name, event, socketEvent, body)` is the subscriber `name`
 * that, on `event`, sends `socketEvent` carrying `body(payload)`. A push may repeat on a retried job, so
 * what it carries must be safe to receive twice (a refetch, the current counts, an item keyed by id).
 */
export function roomPushes<P>(emitter: RealtimeEmitter, room: (push: P) => string) {
  return <N extends EventName>(
    name: string,
    event: N,
    socketEvent: string,
    body: (payload: EventPayload<N>) => P,
  ): EventSubscriber<N> =>
    defineSubscriber({
      name,
      event,
      async handle({ payload }) {
        const push = body(payload);
        emitter.toRoom(room(push), socketEvent, push);
      },
    });
}

import { defineEvents } from '../../platform/bus/index.ts';

declare module '../../platform/bus/event-map.ts' {
  interface EventMap {
    /**
     * Notifications from one source (a domain event, a reminder, a nudge) were stored for `count`
     * members; the push subscriber sends each to its member's sockets once committed.
     */
    'notifications.stored': { sourceId: string; type: string; count: number };
  }
}

export const notificationsEvents = defineEvents(['notifications.stored']);

import { defineEvents } from '../../../../platform/bus/index.ts';

declare module '../../../../platform/bus/event-map.ts' {
  interface EventMap {
    /** A member replaced their calendar URL; the old one no longer answers. */
    'events.calendar-link-regenerated': { memberId: string };
  }
}

export const calendarEvents = defineEvents(['events.calendar-link-regenerated']);

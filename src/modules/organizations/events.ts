import { defineEvents } from '../../platform/bus/index.ts';

declare module '../../platform/bus/event-map.ts' {
  interface EventMap {
    /** A league organizer asked for a demo on the operator site. */
    'organizations.demo-requested': { demoRequestId: string };
  }
}

export const organizationsEvents = defineEvents(['organizations.demo-requested']);

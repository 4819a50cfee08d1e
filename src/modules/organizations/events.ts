import { defineEvents } from '../../platform/bus/index.ts';

declare module '../../platform/bus/event-map.ts' {
  interface EventMap {
    /** A league organizer asked for a demo on the operator site. */
    'organizations.demo-requested': { demoRequestId: string };
    /** A member became staff of an organization, or their role changed; `actorId` null from a script. */
    'organizations.staff-added': {
      organizationId: number;
      memberId: string;
      role: 'coordinator' | 'referee';
      actorId: string | null;
    };
    'organizations.staff-removed': { organizationId: number; memberId: string; actorId: string };
  }
}

export const organizationsEvents = defineEvents([
  'organizations.demo-requested',
  'organizations.staff-added',
  'organizations.staff-removed',
]);

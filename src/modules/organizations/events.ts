import { defineEvents } from '../../platform/bus/index.ts';

declare module '../../platform/bus/event-map.ts' {
  interface EventMap {
    /** An operator created an organization (npm run org:create). */
    'organizations.organization-created': { organizationId: number; name: string };
    /** An operator added a workspace (a city) to an organization (npm run org:create). */
    'organizations.workspace-created': {
      organizationId: number;
      workspaceId: number;
      name: string;
      urlPath: string;
      timeZone: string;
    };
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
    /** A coordinator published a new waiver version: earlier signatures are outstanding from now on. */
    'organizations.waiver-published': {
      organizationId: number;
      waiverId: string;
      waiverVersion: string;
      actorId: string;
    };
    /** A member agreed to the organization's current waiver version (`signatureId`: the member_waiver row). */
    'organizations.waiver-signed': {
      organizationId: number;
      waiverId: string;
      memberId: string;
      signatureId: string;
    };
    /** A captain or staff member asked for the member to be reminded by e-mail to sign `waiverId`. */
    'organizations.waiver-reminder-requested': {
      organizationId: number;
      memberId: string;
      waiverId: string;
      actorId: string;
    };
  }
}

export const organizationsEvents = defineEvents([
  'organizations.organization-created',
  'organizations.workspace-created',
  'organizations.demo-requested',
  'organizations.staff-added',
  'organizations.staff-removed',
  'organizations.waiver-published',
  'organizations.waiver-signed',
  'organizations.waiver-reminder-requested',
]);

import { defineEvents } from '../../platform/bus/index.ts';

declare module '../../platform/bus/event-map.ts' {
  interface EventMap {
    /** A member signed up with e-mail and password: their address needs verifying. */
    'identity.member-registered': { memberId: string };
    /** A signed-in member asked for a new verification link. */
    'identity.email-verification-requested': { memberId: string };
    /** Someone asked for a password-reset link for an existing, active account. */
    'identity.password-reset-requested': { memberId: string };
    /** A member moved to a new address: verify the new one, tell the old one. */
    'identity.email-changed': { memberId: string; previousEmail: string; newEmail: string };
    /** A member deleted their account: personal data is gone, content shows "Deleted player". */
    'identity.member-deactivated': { memberId: string };
    /** A member reported a player (or later a comment, message or event). */
    'identity.member-reported': { reportId: string; type: string; targetId: string };
  }
}

export const identityEvents = defineEvents([
  'identity.member-registered',
  'identity.email-verification-requested',
  'identity.password-reset-requested',
  'identity.email-changed',
  'identity.member-deactivated',
  'identity.member-reported',
]);

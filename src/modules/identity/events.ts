import type { EmailKind } from '../../contracts/identity/index.ts';
import { defineEvents } from '../../platform/bus/index.ts';

declare module '../../platform/bus/event-map.ts' {
  interface EventMap {
    /** A member signed up with e-mail and password: their address needs verifying. */
    'identity.member-registered': { memberId: string };
    /** A signed-in member asked for a new verification link. */
    'identity.email-verification-requested': { memberId: string };
    /** Someone asked for a password-reset link for an existing, active account. */
    'identity.password-reset-requested': { memberId: string };
    /** A member asked to move to a new address: it waits for the link mailed there; the old one may cancel. */
    'identity.email-change-requested': { changeId: string; memberId: string };
    /** The link sent to the new address was opened: the account signs in with it now. */
    'identity.email-change-confirmed': {
      changeId: string;
      memberId: string;
      previousEmail: string;
      newEmail: string;
    };
    /** The old address cancelled a pending change: the account keeps it. */
    'identity.email-change-cancelled': { changeId: string; memberId: string };
    /** A member deleted their account: personal data is gone, content shows "Deleted player". */
    'identity.member-deactivated': { memberId: string };
    /** A member reported a player (or later a comment, message or event). */
    'identity.member-reported': { reportId: string; type: string; targetId: string };
    /** A member switched one kind of optional e-mail off or on (Settings, a mail's link or one-click). */
    'identity.email-preference-changed': {
      memberId: string;
      kind: EmailKind;
      enabled: boolean;
      via: 'settings' | 'unsubscribe-link' | 'one-click';
    };
  }
}

export const identityEvents = defineEvents([
  'identity.member-registered',
  'identity.email-verification-requested',
  'identity.password-reset-requested',
  'identity.email-change-requested',
  'identity.email-change-confirmed',
  'identity.email-change-cancelled',
  'identity.member-deactivated',
  'identity.member-reported',
  'identity.email-preference-changed',
]);

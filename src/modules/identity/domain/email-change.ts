/** Where a requested change of e-mail address stands. Only `pending` can still change. */
export const EMAIL_CHANGE_STATUSES = ['pending', 'confirmed', 'cancelled', 'superseded'] as const;
export type EmailChangeStatus = (typeof EMAIL_CHANGE_STATUSES)[number];

/** The links of an e-mail change work for 7 days, like a verification link. */
export const EMAIL_CHANGE_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

export const emailChangeExpiry = (requestedAt: Date) =>
  new Date(requestedAt.getTime() + EMAIL_CHANGE_LIFETIME_MS);

export interface EmailChangeState {
  status: EmailChangeStatus;
  expiresAt: Date;
}

/** What opening the link sent to the new address does. */
export type ConfirmDecision = 'confirm' | 'already-confirmed' | 'expired' | 'cancelled' | 'superseded';

export function decideConfirm(change: EmailChangeState, now: Date): ConfirmDecision {
  if (change.status === 'confirmed') return 'already-confirmed';
  if (change.status === 'cancelled') return 'cancelled';
  if (change.status === 'superseded') return 'superseded';
  return change.expiresAt.getTime() > now.getTime() ? 'confirm' : 'expired';
}

/**
 * What opening the cancel link sent to the old address does. A pending change can be withdrawn even
 * after its confirm link expired: the owner asked for it never to happen, and it never will.
 */
export type CancelDecision = 'cancel' | 'already-cancelled' | 'already-confirmed' | 'superseded';

export function decideCancel(change: EmailChangeState): CancelDecision {
  if (change.status === 'cancelled') return 'already-cancelled';
  if (change.status === 'confirmed') return 'already-confirmed';
  if (change.status === 'superseded') return 'superseded';
  return 'cancel';
}

import type { CommentDto } from '../../contracts/comments.ts';
import { defineEvents } from '../../platform/bus/index.ts';

interface GameRef {
  pickupEventId: number;
  pickupGroupId: string;
}

/** How a player got their spot. */
export type RegisteredVia = 'free' | 'payment' | 'promotion';
/** Why a held spot (an offer or a running checkout) stopped being held. */
export type HoldClosedReason = 'claimed' | 'released' | 'paid' | 'left' | 'cancelled' | 'expired';

declare module '../../platform/bus/event-map.ts' {
  interface EventMap {
    'pickup.game-created': GameRef & { actorId: string; title: string; startsAt: string };
    'pickup.game-updated': GameRef & { actorId: string; changed: string[] };
    /** Paid spots of a cancelled game are refunded (`refunds` of them were asked for). */
    'pickup.game-cancelled': GameRef & { actorId: string; memberIds: string[]; refunds: number };
    'pickup.registered': GameRef & { memberId: string; via: RegisteredVia };
    /** A player left (`removedBy` null) or an admin removed them; `refund` says whether money goes back. */
    'pickup.left': GameRef & { memberId: string; removedBy: string | null; refund: boolean };
    'pickup.waitlisted': GameRef & { memberId: string; position: number };
    'pickup.waitlist-left': GameRef & { memberId: string; removedBy: string | null };
    /** A free game registered the first player waiting as soon as a spot opened. */
    'pickup.promoted': GameRef & { memberId: string };
    /**
     * A paid game's open spot is held for the first player waiting until `expiresAt`: the spec's
     * notification `pickup_spot_open`, with the claim link into the SPA.
     */
    'pickup.spot-open': GameRef & {
      memberId: string;
      registrationId: string;
      holdSeq: number;
      expiresAt: string;
      claimLink: string;
      notificationType: 'pickup_spot_open';
    };
    'pickup.hold-expired': GameRef & { memberId: string; registrationId: string; holdSeq: number };
    /** A hold or checkout deadline no longer applies: its delayed expiry job goes. */
    'pickup.hold-closed': GameRef & { registrationId: string; holdSeq: number; reason: HoldClosedReason };
    /** A spot is kept for a running checkout until `expiresAt`. */
    'pickup.checkout-started': GameRef & {
      memberId: string;
      registrationId: string;
      holdSeq: number;
      expiresAt: string;
    };
    'pickup.paid': GameRef & { memberId: string; sessionId: string; amountCents: number; currency: string };
    'pickup.refunded': GameRef & {
      memberId: string;
      sessionId: string;
      amountCents: number;
      currency: string;
      reason: string;
    };
    'pickup.comment-added': GameRef & { comment: CommentDto };
    'pickup.comment-deleted': GameRef & { commentId: string; memberId: string; deletedBy: string };
  }
}

export const pickupEvents = defineEvents([
  'pickup.game-created',
  'pickup.game-updated',
  'pickup.game-cancelled',
  'pickup.registered',
  'pickup.left',
  'pickup.waitlisted',
  'pickup.waitlist-left',
  'pickup.promoted',
  'pickup.spot-open',
  'pickup.hold-expired',
  'pickup.hold-closed',
  'pickup.checkout-started',
  'pickup.paid',
  'pickup.refunded',
  'pickup.comment-added',
  'pickup.comment-deleted',
]);

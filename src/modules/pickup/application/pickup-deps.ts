import type { Clock } from '../../../platform/container/tokens.ts';
import type { EntityManager } from '../../../platform/db/orm.ts';
import type { MemberLimits } from '../../../platform/rate-limit/member-limits.ts';
import type { IdentityReadApi } from '../../identity/index.ts';
import type { PaymentCheckouts } from '../../payments/index.ts';

/** What the pickup use cases need: the request-scoped EntityManager, the clock, members' names, payments. */
export interface PickupDeps {
  em: EntityManager;
  clock: Clock;
  identity: IdentityReadApi;
  checkouts: PaymentCheckouts;
  /** Per-member limits on writes that reach others (src/platform/rate-limit/member-limits.ts). */
  limits: MemberLimits;
  /** The app's public address, for links (checkout return, claim link). */
  publicUrl: string;
}

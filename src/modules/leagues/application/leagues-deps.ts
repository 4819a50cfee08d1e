import type { Clock } from '../../../platform/container/tokens.ts';
import type { EntityManager } from '../../../platform/db/orm.ts';
import type { MemberLimits } from '../../../platform/rate-limit/member-limits.ts';
import type { IdentityReadApi } from '../../identity/index.ts';

/** What the leagues use cases need: the request-scoped EntityManager, the clock and member names. */
export interface LeaguesDeps {
  em: EntityManager;
  clock: Clock;
  identity: IdentityReadApi;
  /** Per-member limits on writes that reach others (src/platform/rate-limit/member-limits.ts). */
  limits: MemberLimits;
}

import type { Clock } from '../../../platform/container/tokens.ts';
import type { EntityManager } from '../../../platform/db/orm.ts';
import type { Logger } from '../../../platform/logging/logger.ts';
import type { MemberLimits } from '../../../platform/rate-limit/member-limits.ts';
import type { RealtimeEmitter } from '../../../platform/realtime/realtime-emitter.ts';
import type { IdentityReadApi } from '../../identity/index.ts';

/**
 * What the messaging use cases need: the request-scoped EntityManager (a socket event runs in a
 * RequestContext of its own), member names and blocks, and the emitter that pushes to sockets.
 */
export interface MessagingDeps {
  em: EntityManager;
  clock: Clock;
  identity: IdentityReadApi;
  /** Per-member limits on writes that reach others (src/platform/rate-limit/member-limits.ts). */
  limits: MemberLimits;
  emitter: RealtimeEmitter;
  logger: Logger;
}

import type { Clock } from '../../../platform/container/tokens.ts';
import type { EntityManager } from '../../../platform/db/orm.ts';
import type { FileStorage } from '../../../platform/storage/index.ts';
import type { IdentityReadApi } from '../../identity/index.ts';
import type { RosterCache } from '../infrastructure/roster-cache.ts';

/**
 * What the clubs use cases need: the request-scoped EntityManager, the clock, the file store and
 * identity's read API (players' names and contacts: member is identity's table).
 */
export interface ClubsDeps {
  em: EntityManager;
  clock: Clock;
  storage: FileStorage;
  identity: IdentityReadApi;
}

/** The team pages' dependencies: the clubs ones and teams' roster rows, remembered until they change. */
export interface TeamDeps extends ClubsDeps {
  rosters: RosterCache;
}

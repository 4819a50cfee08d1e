import type { Clock } from '../../../platform/container/tokens.ts';
import type { EntityManager } from '../../../platform/db/orm.ts';
import type { FileStorage } from '../../../platform/storage/index.ts';
import type { IdentityReadApi } from '../../identity/index.ts';

/** What the marketplace's use cases need. `em` resolves to the request's EntityManager. */
export interface MarketplaceDeps {
  em: EntityManager;
  clock: Clock;
  /** Names and avatars of the members a page shows (never their contacts). */
  identity: IdentityReadApi;
  /** Where posts' pictures go. */
  storage: FileStorage;
}

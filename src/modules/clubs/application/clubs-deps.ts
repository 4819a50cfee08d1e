import type { Clock } from '../../../platform/container/tokens.ts';
import type { EntityManager } from '../../../platform/db/orm.ts';
import type { FileStorage } from '../../../platform/storage/index.ts';

/** What the clubs use cases need: the request-scoped EntityManager, the clock and the file store. */
export interface ClubsDeps {
  em: EntityManager;
  clock: Clock;
  storage: FileStorage;
}

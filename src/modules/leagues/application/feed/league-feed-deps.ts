import type { RealtimeEmitter } from '../../../../platform/realtime/realtime-emitter.ts';
import type { FileStorage } from '../../../../platform/storage/index.ts';
import type { LeaguesDeps } from '../leagues-deps.ts';

/** The feed's use cases also store pictures and push claps to the league's room. */
export interface LeagueFeedDeps extends LeaguesDeps {
  storage: FileStorage;
  realtime: RealtimeEmitter;
}

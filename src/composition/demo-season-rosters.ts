import { seedSeasonRosters } from '../modules/leagues/index.ts';
import type { MikroORM } from '../platform/db/orm.ts';
import { DEMO_LEAGUE } from './demo-data.ts';

// The demo's season rosters (issue 19): every demo league's teams field their players with shirt
// numbers, so the league page's roster tab and the console's checks have something to show. Through
// leagues' own seed path; a league that already has a season roster is left as it is.

/** Fills the demo organization's empty season rosters; how many players it added. */
export function seedDemoSeasonRosters(orm: MikroORM): Promise<number> {
  return orm.em.fork().transactional((tx) => seedSeasonRosters(tx, DEMO_LEAGUE.organizationId, new Date()));
}

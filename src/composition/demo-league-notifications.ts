import { leagueByName } from '../modules/leagues/index.ts';
import { seedSeasonScheduleNotice } from '../modules/notifications/index.ts';
import type { MikroORM } from '../platform/db/orm.ts';
import { DEMO_LEAGUE } from './demo-data.ts';

// The demo league's players find its season schedule in their bell (issue 19: league notifications),
// as a published league's players would: 'The <league> season schedule is out. See your games.'

/** Once (a notice per member and source), and only while the demo league exists. */
export async function seedDemoLeagueNotifications(orm: MikroORM): Promise<void> {
  await orm.em.fork().transactional(async (tx) => {
    const league = await leagueByName(tx, {
      organizationId: DEMO_LEAGUE.organizationId,
      name: DEMO_LEAGUE.name,
      status: 'published',
    });
    if (league) await seedSeasonScheduleNotice(tx, league.id);
  });
}

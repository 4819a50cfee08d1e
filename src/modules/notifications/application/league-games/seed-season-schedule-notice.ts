import { createHash } from 'node:crypto';
import type { EntityManager } from '../../../../platform/db/orm.ts';
import { insertNotifications } from '../../infrastructure/notification.store.ts';
import { seasonScheduleNotice } from './league-game-notice.ts';

/** A uuid-shaped id from `text` (version 8), so seeding the same notice twice stores it once. */
function stableId(text: string): string {
  const hex = createHash('sha256').update(text).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * Demo data: the season-schedule notification a published league's players would have in their bell,
 * stored once (no e-mail, no push: nobody is signed in while the demo is seeded). Returns how many.
 */
export async function seedSeasonScheduleNotice(em: EntityManager, leagueId: string): Promise<number> {
  const notice = await seasonScheduleNotice(em, stableId(`demo-season-schedule|${leagueId}`), leagueId);
  if (!notice) return 0;
  return insertNotifications(em, notice.draft, notice.draft.candidateIds);
}

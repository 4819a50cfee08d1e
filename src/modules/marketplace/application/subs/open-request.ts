import { SUB_MESSAGES as M } from '../../../../contracts/marketplace/sub-requests.ts';
import type { EntityManager } from '../../../../platform/db/orm.ts';
import { AppError } from '../../../../platform/errors/app-error.ts';
import { subRequestRow } from './sub-request-rows.ts';

export const notOpen = () => new AppError(409, [{ message: M.notOpen, code: 'SubRequestNotOpen' }]);

/** The request locked for a change, when still open and its game not started; else a 409. */
export async function openRequestForChange(em: EntityManager, requestId: string, now: Date) {
  const row = await subRequestRow(em, requestId, true);
  if (row.status !== 'open' || new Date(row.starts_at) <= now) throw notOpen();
  return row;
}

/** Whether the team has ever asked for subs (the demo seed adds its request once). One statement. */
export async function teamHasSubRequest(em: EntityManager, teamId: string): Promise<boolean> {
  const rows = await em.execute('select 1 from sub_request where team_id = ? limit 1', [teamId]);
  return rows.length > 0;
}

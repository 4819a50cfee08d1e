import type { GameDay } from '../../../../contracts/leagues/league.ts';
import type { FreeAgentPosition } from '../../../../contracts/marketplace/free-agents.ts';
import {
  SUB_ALERT_MESSAGES as M,
  type SubAlertDto,
  type SubAlertInput,
} from '../../../../contracts/marketplace/sub-alerts.ts';
import { recordEvent } from '../../../../platform/bus/index.ts';
import type { EntityManager } from '../../../../platform/db/orm.ts';
import { workspaceById } from '../../../organizations/index.ts';
import { cityOf } from '../city.ts';
import type { MarketplaceDeps } from '../marketplace-deps.ts';
import { arrayLiteral } from '../subs/sub-request-rows.ts';

// A player's sub alert (issue 20): one a player, for one city, the days and positions they play. Turned
// on or changed with PUT, off with DELETE; each real change is `marketplace.sub-alert-changed`.

/** How the alert was changed: the Subs tab, or an e-mail's unsubscribe link (its page or one-click). */
export type SubAlertVia = 'settings' | 'unsubscribe-link' | 'one-click';

export interface SubAlertRow {
  member_id: string;
  workspace_id: number;
  /** Selected as JSON, so they arrive as arrays. */
  days: GameDay[];
  positions: FreeAgentPosition[];
  email: boolean;
  updated_at: Date;
}

export const SUB_ALERT_COLUMNS =
  'member_id, workspace_id, to_json(days) as days, to_json(positions) as positions, email, updated_at';

const toDto = (row: SubAlertRow, cityName: string): SubAlertDto => ({
  workspaceId: Number(row.workspace_id),
  cityName,
  days: row.days,
  positions: row.positions,
  email: row.email,
  updatedAt: new Date(row.updated_at).toISOString(),
});

/** The member's alert row, locked for the caller's transaction when `lock`. */
export async function subAlertRow(em: EntityManager, memberId: string, lock = false) {
  const [row] = await em.execute<SubAlertRow[]>(
    `select ${SUB_ALERT_COLUMNS} from sub_alert where member_id = ?${lock ? ' for update' : ''}`,
    [memberId],
  );
  return row;
}

/** GET: the member's alert with its city's name, or null (two statements). */
export async function readSubAlert(deps: MarketplaceDeps, memberId: string): Promise<SubAlertDto | null> {
  const row = await subAlertRow(deps.em, memberId);
  if (!row) return null;
  const city = await workspaceById(deps.em, Number(row.workspace_id));
  return toDto(row, city?.name ?? '');
}

const sameWords = (a: readonly string[], b: readonly string[]) => a.join(',') === b.join(',');

/** The fields a save changes (all of them when the alert is new). */
function changedFields(before: SubAlertRow | undefined, input: SubAlertInput): string[] {
  if (!before) return ['workspaceId', 'days', 'positions', 'email'];
  return [
    Number(before.workspace_id) !== input.workspaceId && 'workspaceId',
    !sameWords(before.days, input.days) && 'days',
    !sameWords(before.positions, input.positions) && 'positions',
    before.email !== input.email && 'email',
  ].filter((field): field is string => typeof field === 'string');
}

/**
 * Turns the member's alert on or changes it in the caller's transaction (the use case and the demo
 * seed); the city must exist. The hourly e-mail slot (`last_emailed_at`) survives a change, so editing
 * the alert never buys a second e-mail within the hour.
 */
export async function putSubAlert(
  em: EntityManager,
  entry: { memberId: string; input: SubAlertInput; at: Date },
): Promise<SubAlertDto> {
  const { memberId, input, at } = entry;
  const city = await cityOf(em, input.workspaceId, M.city);
  const before = await subAlertRow(em, memberId, true);
  const [saved] = await em.execute<SubAlertRow[]>(
    `insert into sub_alert (member_id, workspace_id, days, positions, email, created_at, updated_at)
     values (?, ?, ?::text[], ?::text[], ?, ?, ?)
     on conflict (member_id) do update set workspace_id = excluded.workspace_id, days = excluded.days,
       positions = excluded.positions, email = excluded.email, updated_at = excluded.updated_at
     returning ${SUB_ALERT_COLUMNS}`,
    [
      memberId,
      city.workspaceId,
      arrayLiteral(input.days),
      arrayLiteral(input.positions),
      input.email,
      at,
      at,
    ],
  );
  const changed = changedFields(before, input);
  if (changed.length > 0)
    recordEvent(em, 'marketplace.sub-alert-changed', {
      memberId,
      workspaceId: city.workspaceId,
      on: true,
      email: input.email,
      changed,
      via: 'settings',
    });
  return toDto(saved!, city.name);
}

/** PUT: the signed-in member's alert on, or changed. */
export const saveSubAlert = (deps: MarketplaceDeps, memberId: string, input: SubAlertInput) =>
  deps.em.transactional((em) => putSubAlert(em, { memberId, input, at: deps.clock.now() }));

/** DELETE: turns the member's alert off (none: nothing to do, the same answer: `data: null`). */
export async function removeSubAlert(deps: MarketplaceDeps, memberId: string): Promise<null> {
  await deps.em.transactional(async (em) => {
    const [removed] = await em.execute<Array<{ workspace_id: number }>>(
      'delete from sub_alert where member_id = ? returning workspace_id',
      [memberId],
    );
    if (removed)
      recordEvent(em, 'marketplace.sub-alert-changed', {
        memberId,
        workspaceId: Number(removed.workspace_id),
        on: false,
        email: false,
        changed: ['on'],
        via: 'settings',
      });
  });
  return null;
}

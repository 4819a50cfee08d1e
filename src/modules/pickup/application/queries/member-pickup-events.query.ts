import type { MemberPickupEventsQuery, PickupEventsPage } from '../../../../contracts/pickup/index.ts';
import type { EntityManager } from '../../../../platform/db/orm.ts';
import { pickupGroupRolesOf } from '../../../clubs/index.ts';
import { GAME_VIEW_SQL, type GameViewRow, toPickupEventDto, viewerParam } from './pickup-event.query.ts';

const UPCOMING_SPOT = `r.status = 'registered' and e.cancelled_at is null and e.starts_at > ?`;

/**
 * GET /api/member/pickup-events: the games the member holds a spot in (registered, not cancelled, not
 * started), soonest first, for their home. Three statements whatever the member plays: the groups of
 * those games, the member's standing in them (clubs), then one page of games of the groups still open
 * to the member: a deactivated group's games, or those of a group that blocked the member, are left out
 * before paging, so a page is never short.
 */
export async function listMemberPickupEvents(
  em: EntityManager,
  memberId: string,
  query: MemberPickupEventsQuery,
  now: Date,
): Promise<PickupEventsPage> {
  const empty = { data: [], hasNext: false, page: query.page, limit: query.limit };
  const viewer = viewerParam(memberId);
  if (!viewer) return empty;
  const groups = await em.execute<Array<{ pickup_group_id: string }>>(
    `select distinct e.pickup_group_id from pickup_event e
     join pickup_registration r on r.pickup_event_id = e.id and r.member_id = ?
     where ${UPCOMING_SPOT}`,
    [viewer, now],
  );
  const roles = await pickupGroupRolesOf(
    em,
    groups.map((row) => row.pickup_group_id),
    memberId,
  );
  const open = [...roles.values()].filter((role) => !role.isBlocked);
  if (open.length === 0) return empty;
  const rows = await em.execute<GameViewRow[]>(
    `${GAME_VIEW_SQL}
     where ${UPCOMING_SPOT} and e.pickup_group_id in (?)
     order by e.starts_at, e.id
     limit ? offset ?`,
    [viewer, now, open.map((role) => role.group.id), query.limit + 1, (query.page - 1) * query.limit],
  );
  const roleOf = new Map(open.map((role) => [role.group.id, role]));
  return {
    ...empty,
    data: rows.slice(0, query.limit).flatMap((row) => {
      const role = roleOf.get(row.pickup_group_id);
      return role ? [toPickupEventDto(row, role, memberId, now)] : [];
    }),
    hasNext: rows.length > query.limit,
  };
}

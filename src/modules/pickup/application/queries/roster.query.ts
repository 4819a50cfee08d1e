import type {
  PickupRosterPage,
  PickupRosterQuery,
  PickupWaitlistPage,
} from '../../../../contracts/pickup/index.ts';
import type { EntityManager } from '../../../../platform/db/orm.ts';
import type { IdentityReadApi } from '../../../identity/index.ts';
import { assertNotBlocked, assertSignedIn, gameAccess } from '../game-access.ts';

const nameOf = (summary: { firstName: string; lastName: string; avatar: string | null } | undefined) => ({
  firstName: summary?.firstName ?? '',
  lastName: summary?.lastName ?? '',
  avatar: summary?.avatar ?? null,
});

/**
 * One page of a game's list: the row past the page size only tells that there is a next page, the
 * players' names are read in one call, and `entry` adds what the list says of each row.
 */
async function namedPage<Row extends { member_id: string }, Entry>(
  identity: IdentityReadApi,
  rows: Row[],
  query: PickupRosterQuery,
  total: number,
  entry: (row: Row) => Entry,
) {
  const page = rows.slice(0, query.limit);
  const names = await identity.memberSummaries(page.map((row) => row.member_id));
  return {
    data: page.map((row) => ({
      memberId: row.member_id,
      ...nameOf(names.get(row.member_id)),
      ...entry(row),
    })),
    hasNext: rows.length > query.limit,
    page: query.page,
    limit: query.limit,
    total,
  };
}

/**
 * GET /api/pickup-common/pickup/{id}/roster: registered players in order of registration, 50 a page.
 * Signed-in viewers who are not blocked (spec §6: player lists need a login). Four statements at any size.
 */
export async function listRoster(
  em: EntityManager,
  identity: IdentityReadApi,
  rawId: string,
  viewerId: string | undefined,
  query: PickupRosterQuery,
): Promise<PickupRosterPage> {
  assertSignedIn(viewerId);
  const access = await gameAccess(em, rawId, viewerId);
  assertNotBlocked(access);
  const rows = await em.execute<
    Array<{ member_id: string; registered_at: Date; paid_session_id: string | null }>
  >(
    `select member_id, registered_at, paid_session_id from pickup_registration
     where pickup_event_id = ? and status = 'registered'
     order by registered_at, id limit ? offset ?`,
    [access.game.id, query.limit + 1, (query.page - 1) * query.limit],
  );
  return namedPage(identity, rows, query, access.game.total_reg, (row) => ({
    registeredAt: new Date(row.registered_at).toISOString(),
    hasPaid: row.paid_session_id !== null,
  }));
}

/**
 * GET /api/pickup-common/pickup/{id}/waitlist: players waiting, in order of arrival, with those holding an
 * offered spot first (they are next in any case), 50 a page.
 */
export async function listWaitlist(
  em: EntityManager,
  identity: IdentityReadApi,
  rawId: string,
  viewerId: string | undefined,
  query: PickupRosterQuery,
): Promise<PickupWaitlistPage> {
  assertSignedIn(viewerId);
  const access = await gameAccess(em, rawId, viewerId);
  assertNotBlocked(access);
  const rows = await em.execute<
    Array<{
      member_id: string;
      status: string;
      waitlisted_at: Date | null;
      hold_expires_at: Date | null;
      position: string | number | null;
    }>
  >(
    `select member_id, status, waitlisted_at, hold_expires_at,
       case when status = 'waitlisted' then row_number() over (partition by status order by waitlist_seq, id) end as position
     from pickup_registration
     where pickup_event_id = ? and status in ('waitlisted', 'offered')
     order by (status = 'offered') desc, waitlist_seq, id limit ? offset ?`,
    [access.game.id, query.limit + 1, (query.page - 1) * query.limit],
  );
  return namedPage(identity, rows, query, access.game.waitlist_count, (row) => ({
    // Players holding an offered spot are out of the line (position 0); the others count from 1.
    position: row.position === null ? 0 : Number(row.position),
    joinedAt: new Date(row.waitlisted_at ?? 0).toISOString(),
    holdExpiresAt:
      row.status === 'offered' && row.hold_expires_at ? new Date(row.hold_expires_at).toISOString() : null,
  }));
}

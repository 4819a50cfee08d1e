import { PICKUP_GROUP_MESSAGES as M } from '../../../../contracts/clubs/pickup-group.ts';
import type { Clock } from '../../../../platform/container/tokens.ts';
import type { EntityManager } from '../../../../platform/db/orm.ts';
import { AppError, forbidden, notFound } from '../../../../platform/errors/app-error.ts';
import type { FileStorage } from '../../../../platform/storage/index.ts';
import type { IdentityReadApi } from '../../../identity/index.ts';
import { GroupRuleViolation, type Membership } from '../../domain/group-membership.ts';
import { isUuid } from '../../domain/ids.ts';

/** What the pickup group use cases need: the request-scoped EntityManager, the clock and the file store. */
export interface GroupDeps {
  em: EntityManager;
  clock: Clock;
  storage: FileStorage;
  identity: IdentityReadApi;
}

/** A domain rule's "no" as the HTTP answer it means. */
export function asAppError(error: unknown): unknown {
  if (!(error instanceof GroupRuleViolation)) return error;
  if (error.reason === 'notFound') return notFound(error.message);
  if (error.reason === 'conflict') return new AppError(409, error.message);
  return forbidden(error.message);
}

/** Runs a rule-checking step, turning its violations into 403/404/409. */
export async function applyingRules<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw asAppError(error);
  }
}

export interface GroupAccess {
  pickupGroupId: string;
  organizationId: number | null;
  createdBy: string | null;
  membership: Membership | undefined;
}

/**
 * The active group and `memberId`'s row in it; 404 for an unknown or deactivated group. `lock` first
 * takes the group row FOR UPDATE (inside a transaction) so member-list changes of one group take
 * turns: two joins find each other, and "the last admin" is checked against what is really there.
 */
export async function groupAccess(
  em: EntityManager,
  pickupGroupId: string,
  memberId: string | undefined,
  lock = false,
): Promise<GroupAccess> {
  if (!isUuid(pickupGroupId)) throw notFound(M.notFound);
  // The lock comes first, in its own statement: under READ COMMITTED a statement that waited for the
  // lock still reads the joined membership rows as they were when it started, so it would miss the
  // membership the transaction it waited for has just committed.
  if (lock) await em.execute(`select id from pickup_group where id = ? for update`, [pickupGroupId]);
  const rows = await em.execute<
    Array<{
      id: string;
      organization_id: number | null;
      created_by: string | null;
      status: Membership['status'] | null;
      is_admin: boolean | null;
      is_blocked: boolean | null;
    }>
  >(
    `select g.id, g.organization_id, g.created_by, m.status, m.is_admin, m.is_blocked from pickup_group g
     left join pickup_group_member m on m.pickup_group_id = g.id and m.member_id = ?
     where g.id = ? and g.status = 'active'`,
    [memberId && isUuid(memberId) ? memberId : null, pickupGroupId],
  );
  const row = rows[0];
  if (!row) throw notFound(M.notFound);
  return {
    pickupGroupId: row.id,
    organizationId: row.organization_id,
    createdBy: row.created_by,
    membership:
      row.status === null
        ? undefined
        : { status: row.status, isAdmin: row.is_admin === true, isBlocked: row.is_blocked === true },
  };
}

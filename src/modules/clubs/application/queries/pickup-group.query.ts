import {
  PICKUP_GROUP_MESSAGES as M,
  type PickupGroupDto,
  type PickupGroupMemberDto,
  type PickupGroupMembersPage,
} from '../../../../contracts/clubs/pickup-group.ts';
import type { EntityManager } from '../../../../platform/db/orm.ts';
import { prepared, preparedRead } from '../../../../platform/db/prepared-read.ts';
import { notFound, unauthorized } from '../../../../platform/errors/app-error.ts';
import type { IdentityReadApi } from '../../../identity/index.ts';
import { assertMayViewMembers, type Membership, roleOf } from '../../domain/group-membership.ts';
import { isUuid } from '../../domain/ids.ts';
import { applyingRules, groupAccess } from '../pickup-groups/group-access.ts';

// The read side of pickup groups: SQL straight to the DTOs, a fixed number of statements per page.

type Raw = Record<string, unknown>;

/** Members are counted as active and not blocked. */
const SELECT_GROUP = `
  select g.id, g.name, g.acronym, g.established, g.location, g.timezone, g.banner, g.badge,
    g.organization_id, g.version,
    (select count(*) from pickup_group_member m
      where m.pickup_group_id = g.id and m.status = 'active' and not m.is_blocked)::int as member_count
  from pickup_group g`;

function toGroup(row: Raw): PickupGroupDto {
  return {
    id: String(row.id),
    name: String(row.name),
    acronym: String(row.acronym),
    established: Number(row.established),
    location: String(row.location),
    timezone: String(row.timezone),
    banner: (row.banner as string | null) ?? null,
    badge: (row.badge as string | null) ?? null,
    organizationId: row.organization_id === null ? null : Number(row.organization_id),
    memberCount: Number(row.member_count),
    version: Number(row.version),
  };
}

/** `GET /api/pickup-common/group/{id}`: an active group, for anyone (the member list is guarded). */
export async function getPickupGroup(em: EntityManager, pickupGroupId: string): Promise<PickupGroupDto> {
  if (!isUuid(pickupGroupId)) throw notFound(M.notFound);
  const rows = await em.execute<Raw[]>(`${SELECT_GROUP} where g.id = ? and g.status = 'active'`, [
    pickupGroupId,
  ]);
  if (!rows[0]) throw notFound(M.notFound);
  return toGroup(rows[0]);
}

interface MemberRow {
  member_id: string;
  is_admin: boolean;
  is_blocked: boolean;
}

async function toMembers(identity: IdentityReadApi, rows: MemberRow[]): Promise<PickupGroupMemberDto[]> {
  const people = await identity.memberSummaries(rows.map((row) => row.member_id));
  return rows.map((row) => {
    const person = people.get(row.member_id);
    return {
      id: row.member_id,
      memberId: row.member_id,
      firstName: person?.firstName ?? '',
      lastName: person?.lastName ?? '',
      isAdmin: row.is_admin,
      isBlocked: row.is_blocked,
      avatar: person?.avatar ?? null,
    };
  });
}

interface GroupMembersRow {
  status: Membership['status'] | null;
  is_admin: boolean | null;
  is_blocked: boolean | null;
  page: MemberRow[] | null;
}

// The member list's own statement: sent prepared.
const GROUP_MEMBERS = prepared(
  'clubs.group-members',
  `select v.status, v.is_admin, v.is_blocked,
       case when v.is_blocked is not true then (
         select coalesce(json_agg(json_build_object('member_id', p.member_id, 'is_admin', p.is_admin,
           'is_blocked', p.is_blocked) order by p.is_admin desc, p.is_blocked, p.joined_at, p.id), '[]'::json)
         from (
           select m.member_id, m.is_admin, m.is_blocked, m.joined_at, m.id from pickup_group_member m
           where m.pickup_group_id = g.id
             and (m.status = 'active' and not m.is_blocked or m.is_blocked and v.status = 'active' and v.is_admin)
           order by m.is_admin desc, m.is_blocked, m.joined_at, m.id
           limit ? offset ?
         ) p
       ) end as page
     from pickup_group g
     left join pickup_group_member v on v.pickup_group_id = g.id and v.member_id = ?
     where g.id = ? and g.status = 'active'`,
);

/**
 * A page of the member list, admins first, then by when they joined: signed-in viewers only (401
 * shows 'LOGIN TO VIEW GROUP LIST'), never a member the group blocked (403, 'OFF LIMITS'). Blocked
 * members are listed (flagged) to admins only, who may unblock them. Two statements whatever the
 * group's size: ONE of clubs' (the viewer's membership and, unless the group blocked them, the page
 * as JSON), then the page's names from identity.
 */
export async function listGroupMembers(
  em: EntityManager,
  identity: IdentityReadApi,
  viewerId: string | undefined,
  pickupGroupId: string,
  page: { page: number; limit: number },
): Promise<PickupGroupMembersPage> {
  if (!viewerId) throw unauthorized(M.loginToView);
  if (!isUuid(pickupGroupId)) throw notFound(M.notFound);
  const [group] = await preparedRead<GroupMembersRow>(em, GROUP_MEMBERS, [
    page.limit + 1,
    (page.page - 1) * page.limit,
    isUuid(viewerId) ? viewerId : null,
    pickupGroupId,
  ]);
  if (!group) throw notFound(M.notFound);
  const membership =
    group.status === null
      ? undefined
      : { status: group.status, isAdmin: group.is_admin === true, isBlocked: group.is_blocked === true };
  await applyingRules(async () => assertMayViewMembers(roleOf(membership)));
  const rows = group.page ?? [];
  const hasNext = rows.length > page.limit;
  return {
    data: await toMembers(identity, rows.slice(0, page.limit)),
    hasNext,
    page: page.page,
    limit: page.limit,
  };
}

/** One member's row as the list shows it (the answer of the toggles). */
export async function groupMemberOf(
  em: EntityManager,
  identity: IdentityReadApi,
  pickupGroupId: string,
  memberId: string,
): Promise<PickupGroupMemberDto> {
  const rows = await em.execute<MemberRow[]>(
    'select member_id, is_admin, is_blocked from pickup_group_member where pickup_group_id = ? and member_id = ?',
    [pickupGroupId, memberId],
  );
  if (!rows[0]) throw notFound(M.memberNotFound);
  return (await toMembers(identity, rows))[0]!;
}

/** The club selector's pickup groups (`GET /api/member/teams`): active groups the member is in, by name. */
export async function memberPickupGroups(
  em: EntityManager,
  memberId: string,
): Promise<Array<{ id: string; name: string; acronym: string; badge: string | null; isAdmin: boolean }>> {
  const rows = await em.execute<
    Array<{ id: string; name: string; acronym: string; badge: string | null; is_admin: boolean }>
  >(
    `select g.id, g.name, g.acronym, g.badge, m.is_admin
     from pickup_group_member m join pickup_group g on g.id = m.pickup_group_id
     where m.member_id = ? and m.status = 'active' and not m.is_blocked and g.status = 'active'
     order by lower(g.name), g.id`,
    [memberId],
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    acronym: row.acronym,
    badge: row.badge,
    isAdmin: row.is_admin,
  }));
}

/** The permission flags of a group page (spec §3): 404 for an unknown or deactivated group. */
export async function pickupGroupPermissions(
  em: EntityManager,
  pickupGroupId: string,
  viewerId: string | undefined,
): Promise<{ isAdmin: boolean; isMember: boolean; isBlocked: boolean; isActive: boolean; isOwner: boolean }> {
  const access = await groupAccess(em, pickupGroupId, viewerId);
  const role = roleOf(access.membership);
  return {
    isAdmin: role === 'admin',
    isMember: role === 'admin' || role === 'member',
    isBlocked: role === 'blocked',
    isActive: role === 'admin' || role === 'member',
    isOwner: viewerId !== undefined && access.createdBy === viewerId,
  };
}

import type {
  MemberOrganizationWorkspacesDto,
  StaffRole,
  WorkspaceDto,
} from '../../../../contracts/leagues/index.ts';
import { STAFF_ROLE_LABELS } from '../../../../contracts/leagues/index.ts';
import type { EntityManager } from '../../../../platform/db/orm.ts';

// The organizations read API other modules call (through index.ts): who is staff where, and workspaces.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);

/** The member's staff role in the organization, or undefined (one statement). */
export async function staffRoleOf(
  em: EntityManager,
  organizationId: number,
  memberId: string | undefined,
): Promise<StaffRole | undefined> {
  if (!isUuid(memberId)) return undefined;
  const [row] = await em.execute<Array<{ role: StaffRole }>>(
    'select role from organization_staff where organization_id = ? and member_id = ?',
    [organizationId, memberId],
  );
  return row?.role;
}

/** The organizations where the member is staff, any role (one statement). */
export async function staffOrganizationIds(
  em: EntityManager,
  memberId: string | undefined,
): Promise<number[]> {
  if (!isUuid(memberId)) return [];
  const rows = await em.execute<Array<{ organization_id: number }>>(
    'select organization_id from organization_staff where member_id = ?',
    [memberId],
  );
  return rows.map((row) => Number(row.organization_id));
}

interface WorkspaceRow {
  id: number;
  organization_id: number;
  name: string;
  url_path: string;
  time_zone: string;
}
const toWorkspace = (row: WorkspaceRow): WorkspaceDto => ({
  id: row.id,
  organizationId: row.organization_id,
  name: row.name,
  urlPath: row.url_path,
  timeZone: row.time_zone,
});

export async function workspaceById(
  em: EntityManager,
  workspaceId: number,
): Promise<WorkspaceDto | undefined> {
  const [row] = await em.execute<WorkspaceRow[]>(
    'select id, organization_id, name, url_path, time_zone from workspace where id = ?',
    [workspaceId],
  );
  return row ? toWorkspace(row) : undefined;
}

/** Workspaces by id in one statement, however many: a list of another module's rows names theirs. */
export async function workspacesByIds(
  em: EntityManager,
  workspaceIds: readonly number[],
): Promise<Map<number, WorkspaceDto>> {
  const wanted = [...new Set(workspaceIds.map(Number))].filter(Number.isSafeInteger);
  if (wanted.length === 0) return new Map();
  const rows = await em.execute<WorkspaceRow[]>(
    'select id, organization_id, name, url_path, time_zone from workspace where id in (?)',
    [wanted],
  );
  return new Map(rows.map((row) => [Number(row.id), toWorkspace(row)]));
}

export async function listWorkspaces(em: EntityManager, organizationId: number): Promise<WorkspaceDto[]> {
  const rows = await em.execute<WorkspaceRow[]>(
    'select id, organization_id, name, url_path, time_zone from workspace where organization_id = ? order by name',
    [organizationId],
  );
  return rows.map(toWorkspace);
}

export async function organizationById(
  em: EntityManager,
  organizationId: number,
): Promise<{ id: number; name: string; logo: string | null } | undefined> {
  const [row] = await em.execute<Array<{ id: number; name: string; logo: string | null }>>(
    'select id, name, logo from organization where id = ?',
    [organizationId],
  );
  return row;
}

/** Members of the organization with this role (the coordinators told of a score conflict). */
export async function staffMemberIds(
  em: EntityManager,
  organizationId: number,
  role: StaffRole,
): Promise<string[]> {
  const rows = await em.execute<Array<{ member_id: string }>>(
    'select member_id from organization_staff where organization_id = ? and role = ?',
    [organizationId, role],
  );
  return rows.map((row) => row.member_id);
}

/** Where the member is staff, with each organization's workspaces (one statement). */
export async function memberOrganizationsWorkspaces(
  em: EntityManager,
  memberId: string,
): Promise<MemberOrganizationWorkspacesDto[]> {
  if (!isUuid(memberId)) return [];
  const rows = await em.execute<
    Array<{
      role: StaffRole;
      org_id: number;
      org_name: string;
      org_logo: string | null;
      workspaces: WorkspaceRow[];
    }>
  >(
    `select s.role, o.id as org_id, o.name as org_name, o.logo as org_logo,
       coalesce((select json_agg(json_build_object('id', w.id, 'organization_id', w.organization_id,
         'name', w.name, 'url_path', w.url_path, 'time_zone', w.time_zone) order by w.name)
         from workspace w where w.organization_id = o.id), '[]'::json) as workspaces
     from organization_staff s join organization o on o.id = s.organization_id
     where s.member_id = ? order by o.id`,
    [memberId],
  );
  return rows.map((row) => ({
    organization: { id: row.org_id, name: row.org_name, logo: row.org_logo },
    role: row.role,
    roleLabel: STAFF_ROLE_LABELS[row.role],
    workspaces: row.workspaces.map(toWorkspace),
  }));
}

/**
 * The profile card's organizer badge: where the member is staff (the lowest organization id when
 * several), with the role's label, in one statement; null for everyone else.
 */
export async function organizerOf(
  em: EntityManager,
  memberId: string,
): Promise<{ organizationId: number; organizationName: string; role: StaffRole; roleLabel: string } | null> {
  if (!isUuid(memberId)) return null;
  const [row] = await em.execute<Array<{ organization_id: number; name: string; role: StaffRole }>>(
    `select s.organization_id, o.name, s.role from organization_staff s
     join organization o on o.id = s.organization_id where s.member_id = ? order by s.organization_id limit 1`,
    [memberId],
  );
  return row
    ? {
        organizationId: row.organization_id,
        organizationName: row.name,
        role: row.role,
        roleLabel: STAFF_ROLE_LABELS[row.role],
      }
    : null;
}

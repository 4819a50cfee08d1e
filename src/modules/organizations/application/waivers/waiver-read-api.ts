import type {
  MemberWaiverDto,
  OrganizationWaiverDto,
  SignedMemberWaiverDto,
  SignedWaiverDto,
} from '../../../../contracts/waivers/index.ts';
import type { EntityManager } from '../../../../platform/db/orm.ts';
import { isWaiverOutstanding } from '../../domain/waiver-status.ts';

// The waivers read API other modules call through index.ts: leagues lists a member's waivers and will
// require signing before registration. Each function is one statement, whatever the number of members
// or organizations asked about.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);
const iso = (value: Date | string) => new Date(value).toISOString();

interface WaiverRow {
  id: string;
  organization_id: number;
  name: string;
  waiver_version: string;
  body: string;
  published_at: Date;
}
const toWaiver = (row: WaiverRow): OrganizationWaiverDto => ({
  id: row.id,
  organizationId: row.organization_id,
  name: row.name,
  waiverVersion: row.waiver_version,
  text: row.body,
  publishedAt: iso(row.published_at),
});
const WAIVER_COLUMNS = 'id, organization_id, name, waiver_version, body, published_at';

/** The organization's current waiver (its newest version), or undefined when none is published. */
export async function currentWaiver(
  em: EntityManager,
  organizationId: number,
): Promise<OrganizationWaiverDto | undefined> {
  const [row] = await em.execute<WaiverRow[]>(
    `select ${WAIVER_COLUMNS} from organization_waiver where organization_id = ? order by id desc limit 1`,
    [organizationId],
  );
  return row ? toWaiver(row) : undefined;
}

/** Every version the organization published, newest first (the organizer console). */
export async function waiverVersions(
  em: EntityManager,
  organizationId: number,
): Promise<OrganizationWaiverDto[]> {
  const rows = await em.execute<WaiverRow[]>(
    `select ${WAIVER_COLUMNS} from organization_waiver where organization_id = ? order by id desc`,
    [organizationId],
  );
  return rows.map(toWaiver);
}

/** A published version by id, or undefined. */
export async function waiverById(
  em: EntityManager,
  waiverId: string,
): Promise<OrganizationWaiverDto | undefined> {
  if (!isUuid(waiverId)) return undefined;
  const [row] = await em.execute<WaiverRow[]>(
    `select ${WAIVER_COLUMNS} from organization_waiver where id = ?`,
    [waiverId],
  );
  return row ? toWaiver(row) : undefined;
}

interface MemberWaiverRow {
  org_id: number;
  org_name: string;
  latest_id: string | null;
  latest_version: string | null;
  latest_name: string | null;
  signed_id: string | null;
  status: 'agreed' | null;
  updated_at: Date | null;
  waiver_version: string | null;
  signed_date: Date | null;
  name: string | null;
}

const signedOf = (
  row: Pick<
    MemberWaiverRow,
    'signed_id' | 'status' | 'updated_at' | 'waiver_version' | 'signed_date' | 'name'
  >,
): SignedMemberWaiverDto | null =>
  row.signed_id && row.status && row.waiver_version && row.name && row.signed_date && row.updated_at
    ? {
        id: row.signed_id,
        status: row.status,
        updatedAt: iso(row.updated_at),
        waiverVersion: row.waiver_version,
        signedDate: iso(row.signed_date),
        name: row.name,
      }
    : null;

/**
 * The member's waiver with each of these organizations (spec §3's latestOrgWaiver and signedMemberWaiver,
 * the latter being the last signature they gave it), with spec §4's outcome; one statement.
 */
export async function memberWaivers(
  em: EntityManager,
  memberId: string,
  organizationIds: readonly number[],
): Promise<MemberWaiverDto[]> {
  const orgs = [...new Set(organizationIds)].filter(Number.isSafeInteger);
  if (!isUuid(memberId) || orgs.length === 0) return [];
  const rows = await em.execute<MemberWaiverRow[]>(
    `select o.id as org_id, o.name as org_name,
       lw.id as latest_id, lw.waiver_version as latest_version, lw.name as latest_name,
       mw.id as signed_id, mw.status, mw.updated_at, mw.waiver_version, mw.signed_date, mw.name
     from organization o
     left join lateral (select w.id, w.waiver_version, w.name from organization_waiver w
       where w.organization_id = o.id order by w.id desc limit 1) lw on true
     left join lateral (select m.id, m.status, m.updated_at, m.waiver_version, m.signed_date, m.name
       from member_waiver m where m.member_id = ? and m.organization_id = o.id
       order by m.signed_date desc, m.id desc limit 1) mw on true
     where o.id in (?) order by o.name, o.id`,
    [memberId, orgs],
  );
  return rows.map((row) => {
    const latestOrgWaiver =
      row.latest_id && row.latest_version && row.latest_name
        ? { id: row.latest_id, waiverVersion: row.latest_version, name: row.latest_name }
        : null;
    const signedMemberWaiver = signedOf(row);
    return {
      organization: { id: row.org_id, name: row.org_name },
      latestOrgWaiver,
      signedMemberWaiver,
      outstanding: isWaiverOutstanding(latestOrgWaiver, signedMemberWaiver),
    };
  });
}

/**
 * Of these members, those whose waiver with the organization is outstanding (spec §4), in one
 * statement however many: league registration checks a whole roster with it.
 */
export async function outstandingMemberIds(
  em: EntityManager,
  organizationId: number,
  memberIds: readonly string[],
): Promise<Set<string>> {
  const wanted = [...new Set(memberIds)].filter(isUuid);
  if (wanted.length === 0) return new Set();
  const rows = await em.execute<
    Array<{
      latest_version: string;
      latest_name: string;
      member_id: string | null;
      status: string | null;
      waiver_version: string | null;
      name: string | null;
    }>
  >(
    `select l.waiver_version as latest_version, l.name as latest_name, s.member_id, s.status, s.waiver_version, s.name
     from (select waiver_version, name from organization_waiver where organization_id = ?
       order by id desc limit 1) l
     left join lateral (select distinct on (m.member_id) m.member_id, m.status, m.waiver_version, m.name
       from member_waiver m where m.organization_id = ? and m.member_id in (?)
       order by m.member_id, m.signed_date desc, m.id desc) s on true`,
    [organizationId, organizationId, wanted],
  );
  // No row at all: the organization has no waiver, so nobody owes one.
  if (rows.length === 0) return new Set();
  const latest = { waiverVersion: rows[0]!.latest_version, name: rows[0]!.latest_name };
  const signed = new Map(
    rows
      .filter((row) => row.member_id)
      .map((row) => [row.member_id!, { ...row, waiverVersion: row.waiver_version }]),
  );
  return new Set(wanted.filter((id) => isWaiverOutstanding(latest, signed.get(id) ?? null)));
}

/** Whether the member still has to sign the organization's current waiver (spec §4). */
export async function isMemberWaiverOutstanding(
  em: EntityManager,
  memberId: string,
  organizationId: number,
): Promise<boolean> {
  if (!isUuid(memberId)) return true;
  return (await outstandingMemberIds(em, organizationId, [memberId])).has(memberId);
}

/** A signature with the text of the version signed (the /waivers/{id} page), or undefined. */
export async function signedWaiverById(
  em: EntityManager,
  signatureId: string,
): Promise<SignedWaiverDto | undefined> {
  if (!isUuid(signatureId)) return undefined;
  const [row] = await em.execute<
    Array<{
      signed_id: string;
      member_id: string;
      org_id: number;
      org_name: string;
      status: 'agreed';
      updated_at: Date;
      waiver_version: string;
      signed_date: Date;
      name: string;
      body: string;
      is_current: boolean;
    }>
  >(
    `select m.id as signed_id, m.member_id, o.id as org_id, o.name as org_name, m.status, m.updated_at,
       m.waiver_version, m.signed_date, m.name, w.body,
       w.id = (select c.id from organization_waiver c where c.organization_id = m.organization_id
         order by c.id desc limit 1) as is_current
     from member_waiver m join organization_waiver w on w.id = m.waiver_id
       join organization o on o.id = m.organization_id
     where m.id = ?`,
    [signatureId],
  );
  if (!row) return undefined;
  return {
    ...signedOf(row)!,
    memberId: row.member_id,
    organization: { id: row.org_id, name: row.org_name },
    text: row.body,
    isCurrent: row.is_current,
  };
}

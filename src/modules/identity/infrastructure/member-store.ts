import type { AuthProvider, Gender, MemberDto, MemberProfile } from '../../../contracts/identity/index.ts';
import { DELETED_PLAYER_NAME, profileCompleteness } from '../../../contracts/identity/index.ts';
import type { EntityManager } from '../../../platform/db/orm.ts';

/** A member as the identity tables hold it (birthday as YYYY-MM-DD). */
export interface MemberRow extends MemberProfile {
  id: string;
  email: string | null;
  emailVerified: boolean;
  passwordHash: string | null;
  status: 'active' | 'deactivated';
  providers: AuthProvider[];
}

const SELECT_MEMBER = `
  select m.id, m.email, m.email_verified, m.password_hash, m.first_name, m.last_name, m.phone_number,
    m.gender, to_char(m.birthday, 'YYYY-MM-DD') as birthday, m.location, m.street, m.state, m.zip,
    m.favorite_team, m.avatar, m.role, m.status,
    coalesce((select array_agg(p.provider order by p.provider) from member_auth_provider p
      where p.member_id = m.id), '{}') as providers
  from member m`;

type Raw = Record<string, unknown>;

const text = (value: unknown) => (value === null || value === undefined ? null : String(value));

function toRow(raw: Raw): MemberRow {
  return {
    id: String(raw.id),
    email: text(raw.email),
    emailVerified: raw.email_verified === true,
    passwordHash: text(raw.password_hash),
    firstName: String(raw.first_name ?? ''),
    lastName: String(raw.last_name ?? ''),
    phoneNumber: text(raw.phone_number),
    gender: text(raw.gender) as Gender | null,
    birthday: text(raw.birthday),
    location: text(raw.location),
    street: text(raw.street),
    state: text(raw.state),
    zip: text(raw.zip),
    favoriteTeam: text(raw.favorite_team),
    avatar: text(raw.avatar),
    role: String(raw.role) as MemberRow['role'],
    status: String(raw.status) as MemberRow['status'],
    providers: (Array.isArray(raw.providers) ? raw.providers : []) as AuthProvider[],
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID.test(value);

export async function findMemberById(
  em: EntityManager,
  id: string,
  lock = false,
): Promise<MemberRow | undefined> {
  if (!isUuid(id)) return undefined;
  const rows = await em.execute<Raw[]>(`${SELECT_MEMBER} where m.id = ?${lock ? ' for update of m' : ''}`, [
    id,
  ]);
  return rows[0] ? toRow(rows[0]) : undefined;
}

export async function findActiveMemberByEmail(
  em: EntityManager,
  email: string,
): Promise<MemberRow | undefined> {
  const rows = await em.execute<Raw[]>(`${SELECT_MEMBER} where m.email = ? and m.status = 'active'`, [email]);
  return rows[0] ? toRow(rows[0]) : undefined;
}

export async function emailTaken(em: EntityManager, email: string): Promise<boolean> {
  const rows = await em.execute<Raw[]>('select 1 from member where email = ?', [email]);
  return rows.length > 0;
}

/** PostgreSQL's unique-violation, e.g. two sign-ups with one e-mail at the same instant. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return (
    code === '23505' || /unique constraint|duplicate key/i.test(String((error as Error | null)?.message))
  );
}

export const displayFirstName = (member: Pick<MemberRow, 'status' | 'firstName'>) =>
  member.status === 'deactivated' ? DELETED_PLAYER_NAME : member.firstName;

export function toMemberDto(member: MemberRow, teams: Array<{ id: string; name: string }> = []): MemberDto {
  return {
    id: member.id,
    memberId: member.id,
    firstName: member.firstName,
    lastName: member.lastName,
    email: member.email ?? '',
    emailVerified: member.emailVerified,
    avatar: member.avatar,
    phoneNumber: member.phoneNumber,
    gender: member.gender,
    birthday: member.birthday,
    location: member.location,
    street: member.street,
    state: member.state,
    zip: member.zip,
    favoriteTeam: member.favoriteTeam,
    role: member.role,
    teams,
    authSchemas: { providers: member.providers, hasPassword: member.passwordHash !== null },
    registrationComplete: profileCompleteness(member).complete,
  };
}

import type { EmailKind } from '../../../../contracts/identity/index.ts';
import {
  type AuthProvider,
  DELETED_PLAYER_NAME,
  type Gender,
  type MemberDto,
  type MemberProfile,
  type PlayerProfileDto,
  profileCompleteness,
} from '../../../../contracts/identity/index.ts';
import type { NotifiedCache } from '../../../../platform/db/notified-cache.ts';
import type { EntityManager } from '../../../../platform/db/orm.ts';
import { prepared, preparedRead } from '../../../../platform/db/prepared-read.ts';
import { notFound, unauthorized } from '../../../../platform/errors/app-error.ts';
import { profileVisibility } from '../../domain/profile-visibility.ts';
import { isUuid } from '../../infrastructure/member.store.ts';
import type {
  MemberOrganizerReader,
  MemberStatsReader,
  MemberTeamsReader,
  TeammateChecker,
} from '../../ports.ts';
import { MEMBER_NOT_FOUND } from '../block-member/block-member.handler.ts';
import {
  emailKindsAllowed,
  type UnsubscribeLinkSettings,
  type UnsubscribeLinks,
  unsubscribeLinks,
} from '../email-preferences/email-preferences.query.ts';

// The read side: SQL straight to what a page shows, never entities (those are for writes).

/** A member as pages show it: the profile, the account's state and its ways to sign in. */
export interface MemberView extends MemberProfile {
  id: string;
  email: string | null;
  emailVerified: boolean;
  hasPassword: boolean;
  status: 'active' | 'deactivated';
  providers: AuthProvider[];
}

const SELECT_MEMBER = `
  select m.id, m.email, m.email_verified, m.password_hash is not null as has_password, m.first_name,
    m.last_name, m.phone_number, m.gender, to_char(m.birthday, 'YYYY-MM-DD') as birthday, m.location,
    m.street, m.state, m.zip, m.favorite_team, m.avatar, m.role, m.status,
    coalesce((select array_agg(p.provider order by p.provider) from member_auth_provider p
      where p.member_id = m.id), '{}') as providers
  from member m`;

type Raw = Record<string, unknown>;

// Read on every page (the signed-in member, every list's names): sent as prepared statements.
const MEMBER_BY_ID = prepared('identity.member', `${SELECT_MEMBER} where m.id = ?`);
const MEMBER_CONTACTS = prepared(
  'identity.member-contacts',
  'select id, first_name, last_name, avatar, status, email, phone_number from member where id = any(?::uuid[])',
);
const BLOCKED_BY = prepared(
  'identity.blocked-by',
  'select blocked_id from member_block where blocker_id = ?',
);

const text = (value: unknown) => (value === null || value === undefined ? null : String(value));

function toView(raw: Raw): MemberView {
  return {
    id: String(raw.id),
    email: text(raw.email),
    emailVerified: raw.email_verified === true,
    hasPassword: raw.has_password === true,
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
    role: String(raw.role) as MemberView['role'],
    status: String(raw.status) as MemberView['status'],
    providers: (Array.isArray(raw.providers) ? raw.providers : []) as AuthProvider[],
  };
}

/** One member as pages show it; through `em`, so inside a transaction it sees that transaction's rows. */
export async function readMember(em: EntityManager, id: string): Promise<MemberView | undefined> {
  if (!isUuid(id)) return undefined;
  const rows = await preparedRead<Raw>(em, MEMBER_BY_ID, [id]);
  return rows[0] ? toView(rows[0]) : undefined;
}

export function toMemberDto(member: MemberView, teams: Array<{ id: string; name: string }> = []): MemberDto {
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
    authSchemas: { providers: member.providers, hasPassword: member.hasPassword },
    registrationComplete: profileCompleteness(member).complete,
  };
}

export interface ProfileReaders {
  teams: MemberTeamsReader;
  teammates: TeammateChecker;
  stats: MemberStatsReader;
  organizer: MemberOrganizerReader;
}

export async function getMe(
  em: EntityManager,
  teams: MemberTeamsReader,
  memberId: string,
): Promise<MemberDto> {
  // The member is identity's, the teams clubs': two statements (no module reads another's tables),
  // sent together rather than one after the other.
  const [member, memberTeams] = await Promise.all([readMember(em, memberId), teams.teamsOf(memberId)]);
  if (member?.status !== 'active') throw unauthorized();
  return toMemberDto(member, memberTeams);
}

async function hasBlocked(em: EntityManager, blockerId: string, blockedId: string): Promise<boolean> {
  const rows = await em.execute('select 1 from member_block where blocker_id = ? and blocked_id = ?', [
    blockerId,
    blockedId,
  ]);
  return rows.length > 0;
}

/** A profile card as `viewerId` may see it (spec §6). */
export async function getPlayerProfile(
  em: EntityManager,
  readers: ProfileReaders,
  viewerId: string,
  memberId: string,
): Promise<PlayerProfileDto> {
  const member = await readMember(em, memberId);
  if (!member) throw notFound(MEMBER_NOT_FOUND);
  if (member.status === 'deactivated') {
    return {
      memberId: member.id,
      firstName: DELETED_PLAYER_NAME,
      lastName: '',
      avatar: null,
      teams: [],
      role: 'player',
      organizer: null,
      isBlocked: false,
      isSelf: false,
      contact: null,
      stats: null,
    };
  }
  const isSelf = viewerId === memberId;
  const [teammate, teams, isBlocked, organizer] = await Promise.all([
    isSelf ? Promise.resolve(false) : readers.teammates.areTeammates(viewerId, memberId),
    readers.teams.teamsOf(memberId),
    isSelf ? Promise.resolve(false) : hasBlocked(em, viewerId, memberId),
    readers.organizer.organizerOf(memberId),
  ]);
  const visibility = profileVisibility(viewerId, memberId, teammate);
  const contactFields = {
    ...(member.email ? { email: member.email } : {}),
    ...(member.phoneNumber ? { phoneNumber: member.phoneNumber } : {}),
  };
  return {
    memberId: member.id,
    firstName: member.firstName,
    lastName: member.lastName,
    avatar: member.avatar,
    teams,
    role: organizer?.role ?? member.role,
    organizer,
    isBlocked,
    isSelf: visibility.isSelf,
    // The card shows its contact block only when at least one field is there (spec §2).
    contact: visibility.contact && Object.keys(contactFields).length > 0 ? contactFields : null,
    stats: visibility.stats ? await readers.stats.statsOf(memberId) : null,
  };
}

export interface MailRecipient {
  memberId: string;
  email: string;
  firstName: string;
}

export interface MemberSummary {
  memberId: string;
  firstName: string;
  lastName: string;
  avatar: string | null;
  active: boolean;
}

/** A summary with the contact a team roster shows its members (a deactivated member's are null). */
export interface MemberContact extends MemberSummary {
  email: string | null;
  phoneNumber: string | null;
}

/**
 * What other modules may read about members: names and avatars for their content (a deactivated
 * member reads as "Deleted player") and who blocked whom.
 */
export interface IdentityReadApi {
  memberSummaries(ids: readonly string[]): Promise<Map<string, MemberSummary>>;
  /** Summaries with e-mail and phone, for those entitled to them (a roster's members): one statement. */
  memberContacts(ids: readonly string[]): Promise<Map<string, MemberContact>>;
  /** Where to mail these members: active accounts with an address, one statement. */
  mailRecipients(ids: readonly string[]): Promise<MailRecipient[]>;
  /**
   * Both members' summaries and whether either blocked the other, in one statement: what a direct
   * message checks before every chat line.
   */
  conversationPeers(
    memberId: string,
    peerId: string,
  ): Promise<{ names: Map<string, MemberSummary>; blockedEitherWay: boolean }>;
  /**
   * Of `candidateIds`, those who blocked `blockedId` (one statement): a module fanning out to many
   * members drops them before it writes, without reading identity's tables itself.
   */
  blockersAmong(blockedId: string, candidateIds: readonly string[]): Promise<Set<string>>;
  /** The members `blockerId` blocked (one statement): a reader hides their content from `blockerId`. */
  blockedBy(blockerId: string): Promise<string[]>;
  /**
   * Of `memberIds`, those who get e-mails of `kind` (one statement; no choice made means yes). Every
   * sender of an optional e-mail asks this before it mails.
   */
  emailKindsAllowed(memberIds: readonly string[], kind: EmailKind): Promise<Set<string>>;
  /**
   * The unsubscribe links a mail of `kind` to this member carries: `url` for the visible footer link (the
   * SPA page) and `oneClickUrl` for `List-Unsubscribe` (RFC 8058). Pass both to renderEmail's `unsubscribe`.
   */
  unsubscribeLink(memberId: string, kind: EmailKind): UnsubscribeLinks;
  /** The active member with this address (addresses are stored lower-case), or undefined. */
  activeMemberIdByEmail(email: string): Promise<string | undefined>;
}

/** The active member with this address, or undefined (one statement). */
export async function activeMemberIdByEmail(em: EntityManager, email: string): Promise<string | undefined> {
  const [row] = await em.execute<Array<{ id: string }>>(
    `select id from member where email = ? and status = 'active'`,
    [email.trim().toLowerCase()],
  );
  return row?.id;
}

/**
 * The members with these addresses, whatever their status, keyed by address as given (one statement):
 * the demo seed finds its own members this way.
 */
export async function memberIdsByEmail(
  em: EntityManager,
  emails: readonly string[],
): Promise<Map<string, string>> {
  const wanted = [...new Set(emails.map((email) => email.trim().toLowerCase()))];
  if (wanted.length === 0) return new Map();
  const rows = await em.execute<Array<{ id: string; email: string }>>(
    'select id, email from member where email in (?)',
    [wanted],
  );
  const byEmail = new Map(rows.map((row) => [row.email, row.id]));
  return new Map(
    emails.flatMap((email) => {
      const id = byEmail.get(email.trim().toLowerCase());
      return id ? [[email, id] as const] : [];
    }),
  );
}

/** A member row as others may see it: a deactivated member reads as "Deleted player", nothing else. */
function toSummary(row: Record<string, unknown>): MemberSummary {
  const active = row.status === 'active';
  return {
    memberId: String(row.id),
    firstName: active ? String(row.first_name) : DELETED_PLAYER_NAME,
    lastName: active ? String(row.last_name) : '',
    avatar: active ? ((row.avatar as string | null) ?? null) : null,
    active,
  };
}

/** A member as a roster shows it; deactivated: "Deleted player", no contacts. Frozen: it is shared. */
function toContact(row: Record<string, unknown>): MemberContact {
  const summary = toSummary(row);
  const contact = (value: unknown) => (summary.active ? text(value) : null);
  return Object.freeze({ ...summary, email: contact(row.email), phoneNumber: contact(row.phone_number) });
}

/**
 * The members with these ids: those remembered, the others read in one statement; none asked, none
 * read. Names and contacts of every list pass here, so a page costs no statement of ours once its
 * members were seen (member-contacts-cache.ts says when they are forgotten). A member is the same
 * object from one read to the next until it changes, so callers may build on it.
 */
async function contactsById(em: EntityManager, cache: NotifiedCache<MemberContact>, ids: readonly string[]) {
  const found = new Map<string, MemberContact>();
  const missing: string[] = [];
  for (const id of ids) {
    if (found.has(id)) continue;
    const remembered = cache.get(em, id);
    if (remembered) found.set(id, remembered);
    else if (isUuid(id)) missing.push(id);
  }
  if (missing.length === 0) return found;
  const mark = cache.mark();
  // An array literal, not a list: one statement text whatever the number of ids.
  const rows = await preparedRead<Record<string, unknown>>(em, MEMBER_CONTACTS, [
    `{${[...new Set(missing)].join(',')}}`,
  ]);
  for (const row of rows) {
    const contact = toContact(row);
    cache.set(mark, em, contact.memberId, contact);
    found.set(contact.memberId, contact);
  }
  return found;
}

export function createIdentityReadApi(
  em: EntityManager,
  links: UnsubscribeLinkSettings,
  contacts: NotifiedCache<MemberContact>,
): IdentityReadApi {
  return {
    emailKindsAllowed: (memberIds, kind) => emailKindsAllowed(em, memberIds, kind),
    unsubscribeLink: (memberId, kind) => unsubscribeLinks(links, memberId, kind),
    activeMemberIdByEmail: (email) => activeMemberIdByEmail(em, email),
    async memberSummaries(ids) {
      const found = await contactsById(em, contacts, ids);
      // Summaries only: the e-mail and phone stay with memberContacts' callers.
      return new Map(
        [...found].map(([id, { memberId, firstName, lastName, avatar, active }]) => [
          id,
          { memberId, firstName, lastName, avatar, active },
        ]),
      );
    },
    memberContacts: (ids) => contactsById(em, contacts, ids),
    async mailRecipients(ids) {
      const wanted = [...new Set(ids)].filter(isUuid);
      if (wanted.length === 0) return [];
      const rows = await em.execute<Array<{ id: string; email: string; first_name: string }>>(
        `select id, email, first_name from member where id in (?) and status = 'active' and email is not null`,
        [wanted],
      );
      return rows.map((row) => ({ memberId: row.id, email: row.email, firstName: row.first_name }));
    },
    async conversationPeers(memberId, peerId) {
      if (!isUuid(memberId) || !isUuid(peerId)) return { names: new Map(), blockedEitherWay: false };
      const rows = await em.execute<Array<Record<string, unknown>>>(
        `select id, first_name, last_name, avatar, status,
                exists (select 1 from member_block
                        where (blocker_id = ? and blocked_id = ?) or (blocker_id = ? and blocked_id = ?)) as blocked
         from member where id in (?, ?)`,
        [memberId, peerId, peerId, memberId, memberId, peerId],
      );
      return {
        names: new Map(rows.map((row) => [String(row.id), toSummary(row)])),
        blockedEitherWay: rows.some((row) => row.blocked === true),
      };
    },
    async blockersAmong(blockedId, candidateIds) {
      const wanted = [...new Set(candidateIds)].filter(isUuid);
      if (!isUuid(blockedId) || wanted.length === 0) return new Set();
      const rows = await em.execute<Array<{ blocker_id: string }>>(
        'select blocker_id from member_block where blocked_id = ? and blocker_id = any(?::uuid[])',
        [blockedId, `{${wanted.join(',')}}`],
      );
      return new Set(rows.map((row) => row.blocker_id));
    },
    async blockedBy(blockerId) {
      if (!isUuid(blockerId)) return [];
      const rows = await preparedRead<{ blocked_id: string }>(em, BLOCKED_BY, [blockerId]);
      return rows.map((row) => row.blocked_id);
    },
  };
}

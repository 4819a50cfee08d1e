import {
  DELETED_PLAYER_NAME,
  type MemberDto,
  type PlayerProfileDto,
} from '../../../../contracts/identity/index.ts';
import type { EntityManager } from '../../../../platform/db/orm.ts';
import { notFound, unauthorized } from '../../../../platform/errors/app-error.ts';
import { profileVisibility } from '../../domain/profile-visibility.ts';
import { findMemberById, isUuid, toMemberDto } from '../../infrastructure/member-store.ts';
import type { MemberStatsReader, MemberTeamsReader, TeammateChecker } from '../../ports.ts';
import { MEMBER_NOT_FOUND } from '../block-member/block-member.handler.ts';

export interface ProfileReaders {
  teams: MemberTeamsReader;
  teammates: TeammateChecker;
  stats: MemberStatsReader;
}

export async function getMe(
  em: EntityManager,
  teams: MemberTeamsReader,
  memberId: string,
): Promise<MemberDto> {
  const member = await findMemberById(em, memberId);
  if (member?.status !== 'active') throw unauthorized();
  return toMemberDto(member, await teams.teamsOf(memberId));
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
  const member = await findMemberById(em, memberId);
  if (!member) throw notFound(MEMBER_NOT_FOUND);
  if (member.status === 'deactivated') {
    return {
      memberId: member.id,
      firstName: DELETED_PLAYER_NAME,
      lastName: '',
      avatar: null,
      teams: [],
      role: 'player',
      isBlocked: false,
      isSelf: false,
      contact: null,
      stats: null,
    };
  }
  const isSelf = viewerId === memberId;
  const [teammate, teams, isBlocked] = await Promise.all([
    isSelf ? Promise.resolve(false) : readers.teammates.areTeammates(viewerId, memberId),
    readers.teams.teamsOf(memberId),
    isSelf ? Promise.resolve(false) : hasBlocked(em, viewerId, memberId),
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
    role: member.role,
    isBlocked,
    isSelf: visibility.isSelf,
    // The card shows its contact block only when at least one field is there (spec §2).
    contact: visibility.contact && Object.keys(contactFields).length > 0 ? contactFields : null,
    stats: visibility.stats ? await readers.stats.statsOf(memberId) : null,
  };
}

export interface MemberSummary {
  memberId: string;
  firstName: string;
  lastName: string;
  avatar: string | null;
  active: boolean;
}

/**
 * What other modules may read about members: names and avatars for their content (a deactivated
 * member reads as "Deleted player") and who blocked whom.
 */
export interface IdentityReadApi {
  memberSummaries(ids: readonly string[]): Promise<Map<string, MemberSummary>>;
  hasBlocked(blockerId: string, blockedId: string): Promise<boolean>;
}

export function createIdentityReadApi(em: EntityManager): IdentityReadApi {
  return {
    async memberSummaries(ids) {
      const wanted = [...new Set(ids)].filter(isUuid);
      const summaries = new Map<string, MemberSummary>();
      if (wanted.length === 0) return summaries;
      const rows = await em.execute<Array<Record<string, unknown>>>(
        'select id, first_name, last_name, avatar, status from member where id in (?)',
        [wanted],
      );
      for (const row of rows) {
        const active = row.status === 'active';
        summaries.set(String(row.id), {
          memberId: String(row.id),
          firstName: active ? String(row.first_name) : DELETED_PLAYER_NAME,
          lastName: active ? String(row.last_name) : '',
          avatar: active ? ((row.avatar as string | null) ?? null) : null,
          active,
        });
      }
      return summaries;
    },
    hasBlocked: (blockerId, blockedId) =>
      isUuid(blockerId) && isUuid(blockedId) ? hasBlocked(em, blockerId, blockedId) : Promise.resolve(false),
  };
}

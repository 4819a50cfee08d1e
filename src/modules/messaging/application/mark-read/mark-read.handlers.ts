import { type MarkReadResult, MESSAGING_MESSAGES } from '../../../../contracts/messaging/index.ts';
import { notFound } from '../../../../platform/errors/app-error.ts';
import { isUuid } from '../../domain/chat-rules.ts';
import { assertTeamChatMember } from '../conversation-access.ts';
import type { MessagingDeps } from '../messaging-deps.ts';

/** POST /api/direct-message/mark-all-read: the conversation with `memberId`, or every direct message. */
export async function markDirectMessagesRead(
  deps: MessagingDeps,
  viewerId: string,
  memberId: string | undefined,
): Promise<MarkReadResult> {
  if (memberId !== undefined && memberId !== '' && !isUuid(memberId))
    throw notFound(MESSAGING_MESSAGES.memberNotFound);
  const onePeer = memberId !== undefined && memberId !== '';
  const [row] = await deps.em.execute<Array<{ marked: number }>>(
    `with marked as (
       update direct_message set read_at = ?
       where receiver_id = ? and read_at is null ${onePeer ? 'and sender_id = ?' : ''}
       returning 1)
     select count(*)::int as marked from marked`,
    [deps.clock.now(), viewerId, ...(onePeer ? [memberId] : [])],
  );
  return { marked: row?.marked ?? 0 };
}

/** POST /api/team-message/mark-all-read: moves the member's read mark of the team chat to now. */
export async function markTeamMessagesRead(
  deps: MessagingDeps,
  viewerId: string,
  teamId: string,
): Promise<MarkReadResult> {
  await assertTeamChatMember(deps, viewerId, teamId);
  const now = deps.clock.now();
  const [row] = await deps.em.execute<Array<{ marked: number }>>(
    `with previous as (
       select last_read_at from team_chat_read where team_id = ? and member_id = ?
     ), mark as (
       insert into team_chat_read (team_id, member_id, last_read_at) values (?, ?, ?)
       on conflict (team_id, member_id) do update set last_read_at = greatest(team_chat_read.last_read_at, excluded.last_read_at)
     )
     select count(*)::int as marked from team_message m
     where m.team_id = ? and m.sender_id <> ? and m.created_at <= ?
       and m.created_at > coalesce((select last_read_at from previous), '-infinity')`,
    [teamId, viewerId, teamId, viewerId, now, teamId, viewerId, now],
  );
  return { marked: row?.marked ?? 0 };
}

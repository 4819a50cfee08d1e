import { type MarkReadResult, MESSAGING_MESSAGES } from '../../../../contracts/messaging/index.ts';
import { notFound } from '../../../../platform/errors/app-error.ts';
import { isUuid } from '../../domain/chat-rules.ts';
import { markDirectMessagesReadAt, markTeamChatReadAt } from '../../infrastructure/chat.store.ts';
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
  const marked = await markDirectMessagesReadAt(deps.em, {
    receiverId: viewerId,
    senderId: onePeer ? memberId : undefined,
    at: deps.clock.now(),
  });
  return { marked };
}

/** POST /api/team-message/mark-all-read: moves the member's read mark of the team chat to now. */
export async function markTeamMessagesRead(
  deps: MessagingDeps,
  viewerId: string,
  teamId: string,
): Promise<MarkReadResult> {
  await assertTeamChatMember(deps, viewerId, teamId);
  const now = deps.clock.now();
  const marked = await markTeamChatReadAt(deps.em, { teamId, memberId: viewerId, at: now });
  return { marked };
}

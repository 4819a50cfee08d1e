import {
  CHAT_CLAP_PUSH,
  type ChatClapPush,
  type ClapResult,
  type LikePayload,
  MESSAGING_MESSAGES,
} from '../../../../contracts/messaging/index.ts';
import { recordEvent } from '../../../../platform/bus/index.ts';
import { notFound } from '../../../../platform/errors/app-error.ts';
import { teamRosterMemberIds } from '../../../clubs/index.ts';
import { directRooms, isUuid, pushToRooms, teamRooms } from '../../domain/chat-rules.ts';
import { toggleClap } from '../../infrastructure/chat.store.ts';
import { assertMayMessage, assertTeamChatMember } from '../conversation-access.ts';
import type { MessagingDeps } from '../messaging-deps.ts';

interface Target {
  authorId: string;
  rooms: string[];
  push: Pick<ChatClapPush, 'type' | 'memberIds' | 'teamId'>;
  receiverId: string | null;
  teamId: string | null;
}

/** Who may clap: the two members of a direct conversation (not blocked) or the team's roster. */
async function targetOf(deps: MessagingDeps, memberId: string, like: LikePayload): Promise<Target> {
  const missing = () => notFound(MESSAGING_MESSAGES.messageNotFound);
  if (!isUuid(like.targetId)) throw missing();
  if (like.targetType === 'direct_message') {
    const [row] = await deps.em.execute<Array<{ sender_id: string; receiver_id: string }>>(
      'select sender_id, receiver_id from direct_message where id = ?',
      [like.targetId],
    );
    // Someone else's conversation reads as a message that is not there.
    if (!row || (row.sender_id !== memberId && row.receiver_id !== memberId)) throw missing();
    const peerId = row.sender_id === memberId ? row.receiver_id : row.sender_id;
    await assertMayMessage(deps, memberId, peerId);
    return {
      authorId: row.sender_id,
      rooms: directRooms(row.sender_id, row.receiver_id),
      push: { type: 'dm', memberIds: [row.sender_id, row.receiver_id] },
      receiverId: row.receiver_id,
      teamId: null,
    };
  }
  const [row] = await deps.em.execute<Array<{ sender_id: string; team_id: string }>>(
    'select sender_id, team_id from team_message where id = ?',
    [like.targetId],
  );
  if (!row) throw missing();
  await assertTeamChatMember(deps, memberId, row.team_id);
  const roster = await teamRosterMemberIds(deps.em, row.team_id);
  return {
    authorId: row.sender_id,
    rooms: teamRooms(roster.map((entry) => entry.memberId)),
    push: { type: 'tm', teamId: row.team_id },
    receiverId: null,
    teamId: row.team_id,
  };
}

/** Spec §3/§4 like: clap or unclap. Idempotent: clapping twice leaves one clap. */
export async function clapMessage(
  deps: MessagingDeps,
  memberId: string,
  like: LikePayload,
): Promise<ClapResult> {
  const target = await targetOf(deps, memberId, like);
  const outcome = await deps.em.transactional(async (tx) => {
    const result = await toggleClap(tx, like, memberId);
    if (result.changed) {
      recordEvent(tx, 'messaging.message-clapped', {
        messageId: like.targetId,
        targetType: like.targetType,
        action: like.action,
        memberId,
        authorId: target.authorId,
        clapCount: result.clapCount,
        receiverId: target.receiverId,
        teamId: target.teamId,
      });
    }
    return result;
  });
  if (outcome.changed) {
    const push: ChatClapPush = {
      ...target.push,
      targetId: like.targetId,
      targetType: like.targetType,
      action: like.action,
      memberId,
      clapCount: outcome.clapCount,
    };
    pushToRooms(deps.emitter, target.rooms, CHAT_CLAP_PUSH, push);
  }
  return {
    targetId: like.targetId,
    targetType: like.targetType,
    clapCount: outcome.clapCount,
    hasClapped: like.action === 'clap',
  };
}

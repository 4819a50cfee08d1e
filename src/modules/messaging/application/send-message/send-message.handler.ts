import {
  CHAT_MESSAGE_PUSH,
  type ChatMessageDto,
  type ChatMessagePush,
  type SendMessageResult,
} from '../../../../contracts/messaging/index.ts';
import { uuidv7, writeWithEvent } from '../../../../platform/bus/index.ts';
import { teamRosterMemberIds } from '../../../clubs/index.ts';
import type { MemberSummary } from '../../../identity/index.ts';
import { directRooms, messagePreview, pushToRooms, teamRooms } from '../../domain/chat-rules.ts';
import { insertDirectMessage, insertTeamMessage } from '../../infrastructure/chat.store.ts';
import { assertMayMessage, assertTeamChatMember } from '../conversation-access.ts';
import type { MessagingDeps } from '../messaging-deps.ts';

// Delivery: the message and its outbox event commit together, in one statement; then the API pushes it to the sockets
// itself, through the Socket.IO Redis emitter, which every API process's Redis adapter hears. Pushing
// from the worker instead would add the relay's poll and a BullMQ round trip (hundreds of ms) to every
// chat line; pushing here costs one Redis PUBLISH. The outbox event still drives what can wait
// (notifications). If this process dies between the commit and the push, the message is stored and a
// client sees it on its next fetch (it refetches on reconnect).

// A chat line does not wait for PostgreSQL's WAL flush: a crash of the database itself may lose the last
// fraction of a second of chat (message and event together), which chat can afford; waiting queued every
// line behind every other commit's flush on a busy machine (bench:chat p99 in the hundreds of ms).
const CHAT_LINE_WRITE = { lazyFlush: true };

function newMessage(
  deps: MessagingDeps,
  senderId: string,
  content: string,
  names: Map<string, MemberSummary>,
): ChatMessageDto {
  const sender = names.get(senderId);
  return {
    id: uuidv7(),
    content,
    senderId,
    createdAt: deps.clock.now().toISOString(),
    avatar: sender?.avatar ?? null,
    firstName: sender?.firstName ?? '',
    lastName: sender?.lastName ?? '',
    clapCount: 0,
    hasClapped: false,
  };
}

/** POST /api/direct-message and `chat:send {type:'dm'}`. */
export async function sendDirectMessage(
  deps: MessagingDeps,
  senderId: string,
  receiverId: string,
  content: string,
): Promise<SendMessageResult> {
  const { names } = await assertMayMessage(deps, senderId, receiverId);
  await deps.limits.consume('chat-message', senderId);
  const message = newMessage(deps, senderId, content, names);
  await writeWithEvent(
    deps.em,
    insertDirectMessage({ ...message, receiverId, createdAt: new Date(message.createdAt) }),
    'messaging.direct-message-sent',
    {
      messageId: message.id,
      senderId,
      receiverId,
      preview: messagePreview(content),
      createdAt: message.createdAt,
    },
    CHAT_LINE_WRITE,
  );
  const push: ChatMessagePush = { type: 'dm', senderId, receiverId, message };
  pushToRooms(deps.emitter, directRooms(senderId, receiverId), CHAT_MESSAGE_PUSH, push);
  return { message };
}

/** POST /api/team-message and `chat:send {type:'tm'}`: to every member on the roster now. */
export async function sendTeamMessage(
  deps: MessagingDeps,
  senderId: string,
  teamId: string,
  content: string,
): Promise<SendMessageResult> {
  await assertTeamChatMember(deps, senderId, teamId);
  await deps.limits.consume('chat-message', senderId);
  const [roster, names] = await Promise.all([
    teamRosterMemberIds(deps.em, teamId),
    deps.identity.memberSummaries([senderId]),
  ]);
  const message = newMessage(deps, senderId, content, names);
  await writeWithEvent(
    deps.em,
    insertTeamMessage({ ...message, teamId, createdAt: new Date(message.createdAt) }),
    'messaging.team-message-sent',
    {
      messageId: message.id,
      teamId,
      senderId,
      recipientIds: roster.map((entry) => entry.memberId).filter((id) => id !== senderId),
      preview: messagePreview(content),
      createdAt: message.createdAt,
    },
    CHAT_LINE_WRITE,
  );
  // Member rooms rather than `team:<id>`: every tab of every member hears it (the inbox counts too),
  // without opening the team page, and someone removed from the roster stops hearing at once. A member
  // who blocked the sender does not: the message is hidden from them, in the list too.
  const rosterIds = roster.map((entry) => entry.memberId);
  const blockers = await deps.identity.blockersAmong(senderId, rosterIds);
  const push: ChatMessagePush = { type: 'tm', teamId, message };
  pushToRooms(deps.emitter, teamRooms(rosterIds, blockers), CHAT_MESSAGE_PUSH, push);
  return { message };
}

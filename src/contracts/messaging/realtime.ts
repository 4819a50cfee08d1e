import type { ChatMessageDto, ChatType, ClapAction, ClapTargetType } from './index.ts';

// The chat's socket protocol (spec §7: chat send, like and start-fetch) and its pushes, without zod: the
// header's messages link follows them on every signed-in page. index.ts re-exports them beside the
// schemas the server checks the payloads with.

/** `socket.emit(CHAT_SEND, {type:'dm', receiverId, content} | {type:'tm', teamId, content}, ack)`. */
export const CHAT_SEND = 'chat:send';
/** `socket.emit(CHAT_LIKE, likePayload, ack)`. */
export const CHAT_LIKE = 'chat:like';
/** `socket.emit(CHAT_START_FETCH, {type:'dm', memberId, before?} | {type:'tm', teamId, before?}, ack)`. */
export const CHAT_START_FETCH = 'chat:start-fetch';

/** Server → every tab of both members (dm) or of every team member (tm): a new message. */
export const CHAT_MESSAGE_PUSH = 'chat:message';
export type ChatMessagePush =
  | { type: 'dm'; senderId: string; receiverId: string; message: ChatMessageDto }
  | { type: 'tm'; teamId: string; message: ChatMessageDto };

/** Server → the same rooms: a message's clap count changed (`memberId` clapped or unclapped). */
export const CHAT_CLAP_PUSH = 'chat:clap';
export interface ChatClapPush {
  type: ChatType;
  targetId: string;
  targetType: ClapTargetType;
  action: ClapAction;
  memberId: string;
  clapCount: number;
  /** dm: the two members of the conversation. */
  memberIds?: [string, string];
  /** tm: the team. */
  teamId?: string;
}

/** The conversation a push belongs to, as `dm:<other member>` or `tm:<team>` from `viewerId`'s side. */
export function conversationKeyOf(push: ChatMessagePush | ChatClapPush, viewerId: string): string | null {
  if (push.type === 'tm') return push.teamId ? `tm:${push.teamId}` : null;
  const pair = 'message' in push ? [push.senderId, push.receiverId] : push.memberIds;
  if (!pair) return null;
  const other = pair[0] === viewerId ? pair[1] : pair[0];
  return other ? `dm:${other}` : null;
}

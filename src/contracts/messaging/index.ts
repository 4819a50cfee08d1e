import { z } from 'zod';

// Messaging contracts: direct messages (dm), team messages (tm), claps (the spec's likes) and the
// socket protocol of chat, shared by the server's validation, the SPA and the OpenAPI document.

/** Longest message, in characters (UTF-16 code units, what a textarea counts). */
export const MESSAGE_MAX = 2000;
/** Messages per page: the newest page first, older pages by cursor. */
export const MESSAGE_PAGE_SIZE = 30;

export const MESSAGING_MESSAGES = {
  required: 'Write a message first.',
  tooLong: `Messages can be at most ${MESSAGE_MAX.toLocaleString('en-US')} characters.`,
  /** Spec §8: what the chat modal shows when a send fails. */
  sendFailed: 'Error sending message',
  blocked: 'You cannot message this player.',
  self: 'You cannot message yourself.',
  memberNotFound: 'Player not found.',
  teamNotFound: 'Team not found.',
  teamMembersOnly: 'Only members of this team can use its chat.',
  messageNotFound: 'Message not found.',
  badCursor: 'Invalid cursor.',
  chooseMember: 'Choose who to message.',
  chooseTeam: 'Choose a team.',
} as const;

/** Chat modal types (spec §2 query parameters): a direct message or a team message. */
export const CHAT_TYPES = ['dm', 'tm'] as const;
export type ChatType = (typeof CHAT_TYPES)[number];

/** Spec §3 like payload's targetType. */
export const CLAP_TARGET_TYPES = ['direct_message', 'team_message'] as const;
export type ClapTargetType = (typeof CLAP_TARGET_TYPES)[number];
export const CLAP_ACTIONS = ['clap', 'unclap'] as const;
export type ClapAction = (typeof CLAP_ACTIONS)[number];

// Ids are checked as uuids by the handlers (a 404, not a 400): only the length is bounded here.
const id = (message: string) => z.string({ error: message }).trim().min(1, message).max(64, message);

/** Stored exactly as typed (plain text, never HTML); blank messages are refused. */
export const messageContentSchema = z
  .string({ error: MESSAGING_MESSAGES.required })
  .max(MESSAGE_MAX, MESSAGING_MESSAGES.tooLong)
  .refine((value) => value.trim().length > 0, MESSAGING_MESSAGES.required);

/** POST /api/direct-message. */
export const sendDirectMessageSchema = z.object({
  receiverId: id(MESSAGING_MESSAGES.chooseMember),
  content: messageContentSchema,
});
export type SendDirectMessage = z.output<typeof sendDirectMessageSchema>;

/** POST /api/team-message. */
export const sendTeamMessageSchema = z.object({
  teamId: id(MESSAGING_MESSAGES.chooseTeam),
  content: messageContentSchema,
});
export type SendTeamMessage = z.output<typeof sendTeamMessageSchema>;

/** GET /api/direct-message/?memberId=…&before=<message id>. */
export const directMessagesQuerySchema = z.object({
  memberId: id(MESSAGING_MESSAGES.chooseMember),
  before: z.string().max(64).optional(),
});
export type DirectMessagesQuery = z.output<typeof directMessagesQuerySchema>;

/** GET /api/team-message/?teamId=…&before=<message id>. */
export const teamMessagesQuerySchema = z.object({
  teamId: id(MESSAGING_MESSAGES.chooseTeam),
  before: z.string().max(64).optional(),
});
export type TeamMessagesQuery = z.output<typeof teamMessagesQuerySchema>;

/**
 * Spec §3 like payload: clap or unclap a message. `senderId` (who claps) is the signed-in member
 * whatever is sent; `receiverId` or `teamId` may be sent and are not trusted either: the message
 * itself says which conversation it is in.
 */
export const likeSchema = z.object({
  action: z.enum(CLAP_ACTIONS, { error: 'Choose clap or unclap' }),
  targetId: id(MESSAGING_MESSAGES.messageNotFound),
  targetType: z.enum(CLAP_TARGET_TYPES, { error: 'Choose direct_message or team_message' }),
  senderId: z.string().max(64).optional(),
  receiverId: z.string().max(64).optional(),
  teamId: z.string().max(64).optional(),
});
export type LikePayload = z.output<typeof likeSchema>;

/** POST /api/direct-message/mark-all-read: one conversation (memberId) or every direct message. */
export const markDirectReadSchema = z.object({ memberId: z.string().max(64).optional() });
export type MarkDirectRead = z.output<typeof markDirectReadSchema>;

/** POST /api/team-message/mark-all-read. */
export const markTeamReadSchema = z.object({ teamId: id(MESSAGING_MESSAGES.chooseTeam) });
export type MarkTeamRead = z.output<typeof markTeamReadSchema>;

/** Spec §3 chat message. */
export interface ChatMessageDto {
  id: string;
  content: string;
  senderId: string;
  createdAt: string;
  avatar: string | null;
  firstName: string;
  lastName: string;
  clapCount: number;
  hasClapped: boolean;
}

/** A page of a conversation: `messages` oldest first; `nextCursor` asks for the page before it. */
export interface ChatMessagePage {
  messages: ChatMessageDto[];
  hasNext: boolean;
  nextCursor: string | null;
}

export interface SendMessageResult {
  message: ChatMessageDto;
}

export interface ClapResult {
  targetId: string;
  targetType: ClapTargetType;
  clapCount: number;
  hasClapped: boolean;
}

export interface ConversationDto {
  type: ChatType;
  /** The other member (dm) or the team (tm): what the chat modal's query parameters need. */
  recipientId: string | null;
  recipientName: string | null;
  teamId: string | null;
  teamName: string | null;
  avatar: string | null;
  lastMessage: { content: string; senderId: string; createdAt: string } | null;
  unreadCount: number;
}

/** GET /api/conversations: the inbox, latest conversation first. */
export interface ConversationsDto {
  conversations: ConversationDto[];
  totalUnread: number;
}

export interface MarkReadResult {
  marked: number;
}

export interface EmojiDto {
  emoji: string;
  name: string;
}

// ---- Socket protocol (spec §7: chat send, like and start-fetch) ----

/** `socket.emit(CHAT_SEND, {type:'dm', receiverId, content} | {type:'tm', teamId, content}, ack)`. */
export const CHAT_SEND = 'chat:send';
/** `socket.emit(CHAT_LIKE, likePayload, ack)`. */
export const CHAT_LIKE = 'chat:like';
/** `socket.emit(CHAT_START_FETCH, {type:'dm', memberId, before?} | {type:'tm', teamId, before?}, ack)`. */
export const CHAT_START_FETCH = 'chat:start-fetch';

export const chatSendSchema = z.discriminatedUnion('type', [
  sendDirectMessageSchema.extend({ type: z.literal('dm') }),
  sendTeamMessageSchema.extend({ type: z.literal('tm') }),
]);
export type ChatSend = z.output<typeof chatSendSchema>;

export const chatFetchSchema = z.discriminatedUnion('type', [
  directMessagesQuerySchema.extend({ type: z.literal('dm') }),
  teamMessagesQuerySchema.extend({ type: z.literal('tm') }),
]);
export type ChatFetch = z.output<typeof chatFetchSchema>;

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

import { z } from 'zod';
import { MESSAGE_MAX, MESSAGING_MESSAGES } from './messages.ts';

export { MESSAGE_MAX, MESSAGE_PAGE_SIZE, MESSAGING_MESSAGES } from './messages.ts';
export {
  CHAT_CLAP_PUSH,
  CHAT_LIKE,
  CHAT_MESSAGE_PUSH,
  CHAT_SEND,
  CHAT_START_FETCH,
  type ChatClapPush,
  type ChatMessagePush,
  conversationKeyOf,
} from './realtime.ts';

// Messaging contracts: direct messages (dm), team messages (tm), claps (the spec's likes) and the
// socket protocol of chat, shared by the server's validation, the SPA and the OpenAPI document.

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

import { z } from 'zod';
import {
  CHAT_TYPES,
  type ChatMessageDto,
  type ChatMessagePage,
  CLAP_TARGET_TYPES,
  type ClapResult,
  type ConversationsDto,
  directMessagesQuerySchema,
  type EmojiDto,
  likeSchema,
  type MarkReadResult,
  markDirectReadSchema,
  markTeamReadSchema,
  type SendMessageResult,
  sendDirectMessageSchema,
  sendTeamMessageSchema,
  teamMessagesQuerySchema,
} from '../../../contracts/messaging/index.ts';
import { type ApiPaths, errors, jsonBody, ok, signedIn } from '../../../platform/openapi/index.ts';

// The messaging routes as the OpenAPI document describes them; response schemas mirror the contracts'
// DTO types, and `satisfies` keeps the two from drifting apart. The socket events (chat:send, chat:like,
// chat:start-fetch) take the same bodies; see README "Messaging".

const tags = ['Messaging'];

const chatMessageSchema = z
  .object({
    id: z.uuid(),
    content: z.string().meta({ description: 'Plain text as typed; render it as text, never as HTML.' }),
    senderId: z.uuid(),
    createdAt: z.string(),
    avatar: z.string().nullable(),
    firstName: z.string(),
    lastName: z.string(),
    clapCount: z.number().int().min(0),
    hasClapped: z.boolean(),
  })
  .meta({ id: 'ChatMessage' }) satisfies z.ZodType<ChatMessageDto>;

const pageSchema = z
  .object({
    messages: z.array(chatMessageSchema).meta({ description: 'Oldest first within the page.' }),
    hasNext: z.boolean().meta({ description: 'Older messages exist: ask with `before=nextCursor`.' }),
    nextCursor: z.string().nullable(),
  })
  .meta({ id: 'ChatMessagePage' }) satisfies z.ZodType<ChatMessagePage>;

const sendResultSchema = z.object({ message: chatMessageSchema }) satisfies z.ZodType<SendMessageResult>;

const clapResultSchema = z.object({
  targetId: z.string(),
  targetType: z.enum(CLAP_TARGET_TYPES),
  clapCount: z.number().int().min(0),
  hasClapped: z.boolean(),
}) satisfies z.ZodType<ClapResult>;

const markReadSchema = z.object({ marked: z.number().int().min(0) }) satisfies z.ZodType<MarkReadResult>;

const conversationsSchema = z.object({
  conversations: z.array(
    z.object({
      type: z.enum(CHAT_TYPES),
      recipientId: z.string().nullable(),
      recipientName: z.string().nullable(),
      teamId: z.string().nullable(),
      teamName: z.string().nullable(),
      avatar: z.string().nullable(),
      lastMessage: z.object({ content: z.string(), senderId: z.string(), createdAt: z.string() }).nullable(),
      unreadCount: z.number().int().min(0),
    }),
  ),
  totalUnread: z.number().int().min(0),
}) satisfies z.ZodType<ConversationsDto>;

const emojiSchema = z.object({
  emoji: z.array(z.object({ emoji: z.string(), name: z.string() }) satisfies z.ZodType<EmojiDto>),
});

const like = (targetType: (typeof CLAP_TARGET_TYPES)[number]) => ({
  tags,
  summary: 'Clap or unclap a message (spec §3 like payload); one clap per member per message',
  ...signedIn,
  requestBody: jsonBody(likeSchema, {
    action: 'clap',
    targetId: '0190f5c2-7a1e-7cc1-8b1e-3f6a2d9c4e10',
    targetType,
  }),
  responses: { ...ok(clapResultSchema), ...errors(400, 401, 403, 404, 415) },
});

export const messagingApiPaths: ApiPaths = {
  '/api/direct-message': {
    get: {
      tags,
      summary: 'A direct conversation: the newest page first, older pages with `before`',
      ...signedIn,
      requestParams: { query: directMessagesQuerySchema },
      responses: { ...ok(pageSchema), ...errors(400, 401, 403, 404) },
    },
    post: {
      tags,
      summary: 'Send a direct message (REST fallback of the socket event `chat:send`)',
      description:
        'Refused (403) when either member blocked the other. Pushed live as `chat:message` to every tab of both members.',
      ...signedIn,
      requestBody: jsonBody(sendDirectMessageSchema, {
        receiverId: '0190f5c2-7a1e-7cc1-8b1e-3f6a2d9c4e10',
        content: 'Are you in for Sunday?',
      }),
      responses: { ...ok(sendResultSchema, 'Sent', 201), ...errors(400, 401, 403, 404, 415) },
    },
  },
  '/api/direct-message/like': { post: like('direct_message') },
  '/api/direct-message/mark-all-read': {
    post: {
      tags,
      summary: 'Mark direct messages read: the conversation with `memberId`, or all',
      ...signedIn,
      requestBody: jsonBody(markDirectReadSchema, { memberId: '0190f5c2-7a1e-7cc1-8b1e-3f6a2d9c4e10' }),
      responses: { ...ok(markReadSchema), ...errors(400, 401, 404, 415) },
    },
  },
  '/api/team-message': {
    get: {
      tags,
      summary: "A team's chat (members only): the newest page first, older pages with `before`",
      ...signedIn,
      requestParams: { query: teamMessagesQuerySchema },
      responses: { ...ok(pageSchema), ...errors(400, 401, 403, 404) },
    },
    post: {
      tags,
      summary: "Write in a team's chat (members only; REST fallback of `chat:send`)",
      description: 'Pushed live as `chat:message` to every tab of every member on the roster.',
      ...signedIn,
      requestBody: jsonBody(sendTeamMessageSchema, {
        teamId: '0190f5c2-7a1e-7cc1-8b1e-3f6a2d9c4e10',
        content: 'Great game everyone!',
      }),
      responses: { ...ok(sendResultSchema, 'Sent', 201), ...errors(400, 401, 403, 404, 415) },
    },
  },
  '/api/team-message/like': { post: like('team_message') },
  '/api/team-message/mark-all-read': {
    post: {
      tags,
      summary: "Mark a team's chat read up to now",
      ...signedIn,
      requestBody: jsonBody(markTeamReadSchema, { teamId: '0190f5c2-7a1e-7cc1-8b1e-3f6a2d9c4e10' }),
      responses: { ...ok(markReadSchema), ...errors(400, 401, 403, 404, 415) },
    },
  },
  '/api/conversations': {
    get: {
      tags,
      summary: 'The inbox: direct conversations and team chats with their last message and unread count',
      ...signedIn,
      responses: { ...ok(conversationsSchema), ...errors(401) },
    },
  },
  '/api/emoji': {
    get: {
      tags,
      summary: 'The emoji offered in chat (signed-in members only)',
      ...signedIn,
      responses: { ...ok(emojiSchema), ...errors(401) },
    },
  },
};

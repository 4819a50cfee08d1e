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
import {
  created,
  type DeclaredRoute,
  defineRoutes,
  ok,
  type RouteBuilder,
} from '../../../platform/http/declared-routes.ts';
import { clapMessage } from '../application/clap-message/clap-message.handler.ts';
import { markDirectMessagesRead, markTeamMessagesRead } from '../application/mark-read/mark-read.handler.ts';
import type { MessagingDeps } from '../application/messaging-deps.ts';
import { listConversations } from '../application/queries/conversations.query.ts';
import { directMessagePage, teamMessagePage } from '../application/queries/message-page.query.ts';
import { sendDirectMessage, sendTeamMessage } from '../application/send-message/send-message.handler.ts';
import { CURATED_EMOJI } from '../domain/emoji.ts';

// The answers as the API reference describes them; they mirror the contracts' DTO types, and
// `satisfies` keeps the two from drifting apart. The socket events (chat:send, chat:like,
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

/** Clap or unclap a message of either chat. */
const likeRoute = (
  route: RouteBuilder<MessagingDeps>,
  targetType: (typeof CLAP_TARGET_TYPES)[number],
): DeclaredRoute<MessagingDeps> =>
  route.post('/like', {
    auth: 'member',
    summary: 'Clap or unclap a message (spec §3 like payload); one clap per member per message',
    request: { body: likeSchema },
    example: { action: 'clap', targetId: '0190f5c2-7a1e-7cc1-8b1e-3f6a2d9c4e10', targetType },
    reply: ok(clapResultSchema),
    errors: [403, 404],
    handler: ({ deps, member, body }) => clapMessage(deps, member.memberId, body),
  });

/** /api/direct-message: a conversation's pages, send (the socket's REST fallback), claps, read marks. */
export const directMessageRoutes = defineRoutes<MessagingDeps>(
  { defaultAuth: 'member', mount: '/direct-message', tags, errors: [404] },
  (route) => [
    route.get('/', {
      summary: 'A direct conversation: the newest page first, older pages with `before`',
      request: { query: directMessagesQuerySchema },
      reply: ok(pageSchema),
      errors: [403],
      handler: ({ deps, member, query }) =>
        directMessagePage(deps, member.memberId, query.memberId, query.before),
    }),
    route.post('/', {
      summary: 'Send a direct message (REST fallback of the socket event `chat:send`)',
      description:
        'Refused (403) when either member blocked the other. Pushed live as `chat:message` to every tab of both members.',
      request: { body: sendDirectMessageSchema },
      example: { receiverId: '0190f5c2-7a1e-7cc1-8b1e-3f6a2d9c4e10', content: 'Are you in for Sunday?' },
      reply: created(sendResultSchema, 'Sent'),
      errors: [403],
      handler: ({ deps, member, body }) =>
        sendDirectMessage(deps, member.memberId, body.receiverId, body.content),
    }),
    likeRoute(route, 'direct_message'),
    route.post('/mark-all-read', {
      summary: 'Mark direct messages read: the conversation with `memberId`, or all',
      request: { body: markDirectReadSchema },
      example: { memberId: '0190f5c2-7a1e-7cc1-8b1e-3f6a2d9c4e10' },
      reply: ok(markReadSchema),
      handler: ({ deps, member, body }) => markDirectMessagesRead(deps, member.memberId, body.memberId),
    }),
  ],
);

/** /api/team-message: the same for a team's chat (members of the team only). */
export const teamMessageRoutes = defineRoutes<MessagingDeps>(
  { defaultAuth: 'member', mount: '/team-message', tags, errors: [403, 404] },
  (route) => [
    route.get('/', {
      summary: "A team's chat (members only): the newest page first, older pages with `before`",
      request: { query: teamMessagesQuerySchema },
      reply: ok(pageSchema),
      handler: ({ deps, member, query }) =>
        teamMessagePage(deps, member.memberId, query.teamId, query.before),
    }),
    route.post('/', {
      summary: "Write in a team's chat (members only; REST fallback of `chat:send`)",
      description: 'Pushed live as `chat:message` to every tab of every member on the roster.',
      request: { body: sendTeamMessageSchema },
      example: { teamId: '0190f5c2-7a1e-7cc1-8b1e-3f6a2d9c4e10', content: 'Great game everyone!' },
      reply: created(sendResultSchema, 'Sent'),
      handler: ({ deps, member, body }) => sendTeamMessage(deps, member.memberId, body.teamId, body.content),
    }),
    likeRoute(route, 'team_message'),
    route.post('/mark-all-read', {
      summary: "Mark a team's chat read up to now",
      request: { body: markTeamReadSchema },
      example: { teamId: '0190f5c2-7a1e-7cc1-8b1e-3f6a2d9c4e10' },
      reply: ok(markReadSchema),
      handler: ({ deps, member, body }) => markTeamMessagesRead(deps, member.memberId, body.teamId),
    }),
  ],
);

/** /api/conversations: the inbox. */
export const conversationRoutes = defineRoutes<MessagingDeps>({ mount: '/conversations', tags }, (route) => [
  route.get('/', {
    auth: 'member',
    summary: 'The inbox: direct conversations and team chats with their last message and unread count',
    reply: ok(conversationsSchema),
    handler: ({ deps, member }) => listConversations(deps, member.memberId),
  }),
]);

/** /api/emoji: signed-in members only (spec §6). */
export const emojiRoutes = defineRoutes<MessagingDeps>({ mount: '/emoji', tags }, (route) => [
  route.get('/', {
    auth: 'member',
    summary: 'The emoji offered in chat (signed-in members only)',
    reply: ok(emojiSchema),
    handler: () => ({ emoji: [...CURATED_EMOJI] }),
  }),
]);

/** Every route group of messaging, in the order the module mounts and documents them. */
export const messagingRouteGroups = [directMessageRoutes, teamMessageRoutes, conversationRoutes, emojiRoutes];

import { Router } from 'express';
import {
  type DirectMessagesQuery,
  directMessagesQuerySchema,
  type LikePayload,
  likeSchema,
  type MarkDirectRead,
  type MarkTeamRead,
  markDirectReadSchema,
  markTeamReadSchema,
  type SendDirectMessage,
  type SendTeamMessage,
  sendDirectMessageSchema,
  sendTeamMessageSchema,
  type TeamMessagesQuery,
  teamMessagesQuerySchema,
} from '../../../contracts/messaging/index.ts';
import { type AuthGuards, requireCurrentMember } from '../../../platform/auth/index.ts';
import { success } from '../../../platform/http/envelope.ts';
import { input, validate } from '../../../platform/http/validate.ts';
import { clapMessage } from '../application/clap-message/clap-message.handler.ts';
import { markDirectMessagesRead, markTeamMessagesRead } from '../application/mark-read/mark-read.handlers.ts';
import type { MessagingDeps } from '../application/messaging-deps.ts';
import { listConversations } from '../application/queries/conversations.query.ts';
import { directMessagePage, teamMessagePage } from '../application/queries/message-page.query.ts';
import { sendDirectMessage, sendTeamMessage } from '../application/send-message/send-message.handler.ts';
import { CURATED_EMOJI } from '../domain/emoji.ts';

/** /api/direct-message: a conversation's pages, send (the socket's REST fallback), claps, read marks. */
export function directMessageRoutes(deps: MessagingDeps, guards: AuthGuards): Router {
  const router = Router();
  const member = guards.requireMember;

  router.get('/', member, validate({ query: directMessagesQuerySchema }), async (_req, res) => {
    const { query } = input<{ query: DirectMessagesQuery }>(res);
    const viewer = requireCurrentMember(res).memberId;
    res.json(success(await directMessagePage(deps, viewer, query.memberId, query.before)));
  });

  router.post('/', member, validate({ body: sendDirectMessageSchema }), async (_req, res) => {
    const { body } = input<{ body: SendDirectMessage }>(res);
    const sender = requireCurrentMember(res).memberId;
    res.status(201).json(success(await sendDirectMessage(deps, sender, body.receiverId, body.content)));
  });

  router.post('/like', member, validate({ body: likeSchema }), async (_req, res) => {
    const { body } = input<{ body: LikePayload }>(res);
    res.json(success(await clapMessage(deps, requireCurrentMember(res).memberId, body)));
  });

  router.post('/mark-all-read', member, validate({ body: markDirectReadSchema }), async (_req, res) => {
    const { body } = input<{ body: MarkDirectRead }>(res);
    res.json(success(await markDirectMessagesRead(deps, requireCurrentMember(res).memberId, body.memberId)));
  });

  return router;
}

/** /api/team-message: the same for a team's chat (members of the team only). */
export function teamMessageRoutes(deps: MessagingDeps, guards: AuthGuards): Router {
  const router = Router();
  const member = guards.requireMember;

  router.get('/', member, validate({ query: teamMessagesQuerySchema }), async (_req, res) => {
    const { query } = input<{ query: TeamMessagesQuery }>(res);
    const viewer = requireCurrentMember(res).memberId;
    res.json(success(await teamMessagePage(deps, viewer, query.teamId, query.before)));
  });

  router.post('/', member, validate({ body: sendTeamMessageSchema }), async (_req, res) => {
    const { body } = input<{ body: SendTeamMessage }>(res);
    const sender = requireCurrentMember(res).memberId;
    res.status(201).json(success(await sendTeamMessage(deps, sender, body.teamId, body.content)));
  });

  router.post('/like', member, validate({ body: likeSchema }), async (_req, res) => {
    const { body } = input<{ body: LikePayload }>(res);
    res.json(success(await clapMessage(deps, requireCurrentMember(res).memberId, body)));
  });

  router.post('/mark-all-read', member, validate({ body: markTeamReadSchema }), async (_req, res) => {
    const { body } = input<{ body: MarkTeamRead }>(res);
    res.json(success(await markTeamMessagesRead(deps, requireCurrentMember(res).memberId, body.teamId)));
  });

  return router;
}

/** /api/conversations: the inbox. */
export function conversationRoutes(deps: MessagingDeps, guards: AuthGuards): Router {
  const router = Router();
  router.get('/', guards.requireMember, async (_req, res) => {
    res.json(success(await listConversations(deps, requireCurrentMember(res).memberId)));
  });
  return router;
}

/** /api/emoji: signed-in members only (spec §6). */
export function emojiRoutes(guards: AuthGuards): Router {
  const router = Router();
  router.get('/', guards.requireMember, (_req, res) => {
    res.json(success({ emoji: CURATED_EMOJI }));
  });
  return router;
}

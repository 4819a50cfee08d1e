import { RequestContext } from '@mikro-orm/core';
import {
  CHAT_LIKE,
  CHAT_SEND,
  CHAT_START_FETCH,
  chatFetchSchema,
  chatSendSchema,
  likeSchema,
} from '../../../contracts/messaging/index.ts';
import type { MikroORM } from '../../../platform/db/orm.ts';
import { parseOrThrow } from '../../../platform/http/validate.ts';
import type { SocketEventHandler } from '../../../platform/realtime/socket-handlers.ts';
import { clapMessage } from '../application/clap-message/clap-message.handler.ts';
import type { MessagingDeps } from '../application/messaging-deps.ts';
import { directMessagePage, teamMessagePage } from '../application/queries/message-page.query.ts';
import { sendDirectMessage, sendTeamMessage } from '../application/send-message/send-message.handler.ts';

/**
 * Spec §7's chat socket events: send, like and start-fetch. Each runs the same use case as its REST
 * route, in a RequestContext of its own (sockets live outside any HTTP request), and answers the ack
 * with the route's envelope: `{status:'success', data}` or `{status:'error', statusCode, errors}`.
 */
export function chatSocketHandlers(orm: MikroORM, deps: MessagingDeps): SocketEventHandler[] {
  const inContext = <T>(run: () => Promise<T>) => RequestContext.create(orm.em, run);
  return [
    {
      event: CHAT_SEND,
      handle: ({ memberId }, payload) =>
        inContext(async () => {
          const send = parseOrThrow(chatSendSchema, payload);
          return send.type === 'dm'
            ? sendDirectMessage(deps, memberId, send.receiverId, send.content)
            : sendTeamMessage(deps, memberId, send.teamId, send.content);
        }),
    },
    {
      event: CHAT_LIKE,
      handle: ({ memberId }, payload) =>
        inContext(async () => clapMessage(deps, memberId, parseOrThrow(likeSchema, payload))),
    },
    {
      event: CHAT_START_FETCH,
      handle: ({ memberId }, payload) =>
        inContext(async () => {
          const fetch = parseOrThrow(chatFetchSchema, payload);
          return fetch.type === 'dm'
            ? directMessagePage(deps, memberId, fetch.memberId, fetch.before)
            : teamMessagePage(deps, memberId, fetch.teamId, fetch.before);
        }),
    },
  ];
}

import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import type { Socket } from 'socket.io-client';
import {
  CHAT_CLAP_PUSH,
  CHAT_MESSAGE_PUSH,
  type ChatClapPush,
  type ChatMessagePush,
} from '../../../../src/contracts/messaging/realtime.ts';
import type { SocketAnswer } from '../../../../src/contracts/realtime.ts';
import { ApiError } from '../../api/api-error';
import { isAccountFlowPath } from '../../app/account-flow';
import { authenticatedAtom } from '../../app/session';
import { connectRealtime } from '../clubs/socket';

export interface ChatPushHandlers {
  onMessage?(push: ChatMessagePush): void;
  onClap?(push: ChatClapPush): void;
  /** The socket (re)connected: anything pushed while it was down was missed. */
  onReconnect?(): void;
}

/**
 * Listens to chat pushes on the app's one socket while mounted and signed in (the server puts every
 * socket in its member's room, so no room is joined here).
 */
export function useChatPushes(handlers: ChatPushHandlers) {
  const authenticated = useAtomValue(authenticatedAtom);
  const latest = useRef(handlers);
  latest.current = handlers;
  // Not on an account screen reached from an e-mail (see isAccountFlowPath): no socket there.
  const live = !isAccountFlowPath(useLocation().pathname);

  useEffect(() => {
    if (!authenticated || !live || typeof window === 'undefined') return;
    let socket: Socket | null = null;
    let stopped = false;
    let connectedBefore = false;
    const onMessage = (push: ChatMessagePush) => latest.current.onMessage?.(push);
    const onClap = (push: ChatClapPush) => latest.current.onClap?.(push);
    const onConnect = () => {
      if (connectedBefore) latest.current.onReconnect?.();
      connectedBefore = true;
    };
    void connectRealtime()
      .then((connected) => {
        if (stopped) return;
        socket = connected;
        connectedBefore = connected.connected;
        socket.on(CHAT_MESSAGE_PUSH, onMessage);
        socket.on(CHAT_CLAP_PUSH, onClap);
        socket.on('connect', onConnect);
      })
      .catch(() => {
        // No live updates; the chat still works from fetches and REST sends.
      });
    return () => {
      stopped = true;
      socket?.off(CHAT_MESSAGE_PUSH, onMessage);
      socket?.off(CHAT_CLAP_PUSH, onClap);
      socket?.off('connect', onConnect);
    };
  }, [authenticated, live]);
}

/**
 * Sends a chat event over the socket when it is connected, answering like the REST route would;
 * `undefined` when the socket is not connected (the caller falls back to REST).
 */
export async function emitOverSocket<T>(event: string, payload: unknown): Promise<T | undefined> {
  const socket = await connectRealtime().catch(() => null);
  if (!socket?.connected) return undefined;
  const answer = (await socket.timeout(8000).emitWithAck(event, payload)) as SocketAnswer<T>;
  if (answer.status === 'success') return answer.data;
  throw new ApiError(answer.statusCode, answer.errors);
}

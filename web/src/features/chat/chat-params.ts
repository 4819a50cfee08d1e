import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ChatType } from '../../../../src/contracts/messaging/index.ts';
import { useRemoveSearchParams } from '../../lib/use-remove-search-params';

/** Spec §2: the chat modal is driven by type (dm or tm), recipientId, recipientName, teamId, teamName. */
export const chatParams = ['type', 'recipientId', 'recipientName', 'teamId', 'teamName'] as const;

export type ChatTarget =
  | { type: 'dm'; recipientId: string; recipientName: string }
  | { type: 'tm'; teamId: string; teamName: string };

/** The conversation the query parameters name, or null when they name none. */
export function chatTargetOf(params: URLSearchParams): ChatTarget | null {
  const type = params.get('type') as ChatType | null;
  if (type === 'dm') {
    const recipientId = params.get('recipientId');
    return recipientId ? { type, recipientId, recipientName: params.get('recipientName') ?? '' } : null;
  }
  if (type === 'tm') {
    const teamId = params.get('teamId');
    return teamId ? { type, teamId, teamName: params.get('teamName') ?? '' } : null;
  }
  return null;
}

/** The key pushes are matched on (see conversationKeyOf in the contracts). */
export const chatKeyOf = (target: ChatTarget) =>
  target.type === 'dm' ? `dm:${target.recipientId}` : `tm:${target.teamId}`;

/** The API path of the conversation's pages. */
export const chatPathOf = (target: ChatTarget, before?: string | null) => {
  const base =
    target.type === 'dm'
      ? `/direct-message/?memberId=${encodeURIComponent(target.recipientId)}`
      : `/team-message/?teamId=${encodeURIComponent(target.teamId)}`;
  return before ? `${base}&before=${encodeURIComponent(before)}` : base;
};

export const chatTitleOf = (target: ChatTarget) =>
  target.type === 'dm' ? target.recipientName || 'Direct message' : `${target.teamName || 'Team'} chat`;

/** Adds the chat's parameters to `current` (keeping the page's own). */
export function withChatParams(current: URLSearchParams, target: ChatTarget): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const name of chatParams) next.delete(name);
  next.set('type', target.type);
  if (target.type === 'dm') {
    next.set('recipientId', target.recipientId);
    next.set('recipientName', target.recipientName);
  } else {
    next.set('teamId', target.teamId);
    next.set('teamName', target.teamName);
  }
  return next;
}

/** `openChat(target)` opens the chat modal over the current page: a deep link the Back button closes. */
export function useOpenChat() {
  const [, setSearchParams] = useSearchParams();
  return useCallback(
    (target: ChatTarget) => setSearchParams((current) => withChatParams(current, target)),
    [setSearchParams],
  );
}

export const useCloseChat = () => useRemoveSearchParams(chatParams);

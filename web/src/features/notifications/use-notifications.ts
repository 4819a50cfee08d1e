import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import {
  NOTIFICATION_PUSHED,
  NOTIFICATIONS_PAGE_SIZE,
  notificationChatKey,
} from '../../../../src/contracts/notifications/bell.ts';
import type {
  MarkNotificationsResult,
  NotificationDto,
  NotificationPage,
} from '../../../../src/contracts/notifications/index.ts';
import type { ApiError } from '../../api/api-error';
import { api } from '../../api/client';
import { isAccountFlowPath } from '../../app/account-flow';
import { authenticatedAtom } from '../../app/session';
import { chatKeyOf, chatTargetOf } from '../chat/chat-params';
import { connectRealtime } from '../clubs/socket';

/** The bell's first page; one key shared by the list, the badge and every mutation. */
export const notificationsKey = `/notification?page=1&limit=${NOTIFICATIONS_PAGE_SIZE}`;

/** A pushed notification goes on top (once: a repeated push carries an id the list already has). */
export function withPushed(
  page: NotificationPage | undefined,
  pushed: NotificationDto,
): NotificationPage | undefined {
  if (!page || page.results.some((notification) => notification.id === pushed.id)) return page;
  return {
    ...page,
    results: [pushed, ...page.results],
    totalUnread: page.totalUnread + (pushed.status === 'unread' ? 1 : 0),
  };
}

/** One read: the count drops by one (spec §4). */
export function withRead(page: NotificationPage, id: string): NotificationPage {
  const target = page.results.find((notification) => notification.id === id);
  if (!target || target.status === 'read') return page;
  return {
    ...page,
    results: page.results.map((notification) =>
      notification.id === id ? { ...notification, status: 'read' } : notification,
    ),
    totalUnread: Math.max(0, page.totalUnread - 1),
  };
}

/** The conversation the chat modal shows right now (its query parameters name it), or null. */
function useOpenChatKey(): string | null {
  const [searchParams] = useSearchParams();
  const target = chatTargetOf(searchParams);
  return target ? chatKeyOf(target) : null;
}

/** Whether a notification is about the chat the member is reading right now: no news to them. */
const isAboutOpenChat = (notification: NotificationDto, openChat: string | null) =>
  openChat !== null && notificationChatKey(notification) === openChat;

const patchRead = (notificationIds: string[]) =>
  api.patch<MarkNotificationsResult>('/notification', { notificationIds, status: 'read' });

/** All read: the count becomes 0 (spec §4). */
export const withAllRead = (page: NotificationPage): NotificationPage => ({
  ...page,
  results: page.results.map((notification) => ({ ...notification, status: 'read' })),
  totalUnread: 0,
});

/**
 * The signed-in member's notifications, kept live: each one the server pushes to `member:<id>` lands
 * on top without a reload. Nothing is fetched and no socket opens while signed out.
 */
export function useNotifications() {
  const authenticated = useAtomValue(authenticatedAtom);
  const swr = useSWR<NotificationPage, ApiError>(authenticated ? notificationsKey : null);
  const { mutate, data } = swr;
  const openChat = useOpenChatKey();
  const openChatNow = useRef(openChat);
  openChatNow.current = openChat;
  // Not on an account screen reached from an e-mail (see isAccountFlowPath): no socket there.
  const live = !isAccountFlowPath(useLocation().pathname);

  useEffect(() => {
    if (!authenticated || !live || typeof window === 'undefined') return;
    let stopped = false;
    let off: (() => void) | undefined;
    const onPush = (pushed: NotificationDto) => {
      // A message in the chat the member has open is read as it arrives: it goes on the list as read
      // (no badge, no flash of one) and the server is told so.
      const seen = pushed.status === 'unread' && isAboutOpenChat(pushed, openChatNow.current);
      void mutate((page) => withPushed(page, seen ? { ...pushed, status: 'read' } : pushed), {
        revalidate: false,
      });
      if (seen) void patchRead([pushed.id]).catch(() => {});
    };
    void connectRealtime()
      .then((socket) => {
        if (stopped) return;
        socket.on(NOTIFICATION_PUSHED, onPush);
        off = () => socket.off(NOTIFICATION_PUSHED, onPush);
      })
      .catch(() => {
        // No live updates; the bell still shows its last fetch.
      });
    return () => {
      stopped = true;
      off?.();
    };
  }, [authenticated, live, mutate]);

  const markManyRead = useCallback(
    (ids: string[]) => {
      const withAll = (page: NotificationPage) => ids.reduce(withRead, page);
      return mutate(
        async (page) => {
          await patchRead(ids);
          return page && withAll(page);
        },
        {
          optimisticData: (page) => (page ? withAll(page) : (page as unknown as NotificationPage)),
          rollbackOnError: true,
          revalidate: false,
        },
      );
    },
    [mutate],
  );
  const markRead = useCallback((id: string) => markManyRead([id]), [markManyRead]);

  // Opening a chat reads the bell's unread notifications about it too, each asked once (a refused one
  // rolls back and stays unread rather than being asked again and again).
  const askedRead = useRef(new Set<string>());
  useEffect(() => {
    if (!openChat || !data) return;
    const ids = data.results
      .filter((notification) => notification.status === 'unread' && isAboutOpenChat(notification, openChat))
      .map((notification) => notification.id)
      .filter((id) => !askedRead.current.has(id));
    if (ids.length === 0) return;
    for (const id of ids) askedRead.current.add(id);
    void markManyRead(ids).catch(() => {});
  }, [openChat, data, markManyRead]);

  const markAllRead = useCallback(
    () =>
      mutate(
        async (page) => {
          await api.post<MarkNotificationsResult>('/notification/read-all');
          return page && withAllRead(page);
        },
        {
          optimisticData: (page) => (page ? withAllRead(page) : (page as unknown as NotificationPage)),
          rollbackOnError: true,
          revalidate: false,
        },
      ),
    [mutate],
  );

  return { ...swr, markRead, markAllRead };
}

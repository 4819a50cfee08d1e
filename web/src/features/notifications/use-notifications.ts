import { useAtomValue } from 'jotai';
import { useCallback, useEffect } from 'react';
import useSWR from 'swr';
import {
  type MarkNotificationsResult,
  NOTIFICATION_PUSHED,
  NOTIFICATIONS_PAGE_SIZE,
  type NotificationDto,
  type NotificationPage,
} from '../../../../src/contracts/notifications/index.ts';
import type { ApiError } from '../../api/api-error';
import { api } from '../../api/client';
import { authenticatedAtom } from '../../app/session';
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
  const { mutate } = swr;

  useEffect(() => {
    if (!authenticated || typeof window === 'undefined') return;
    let stopped = false;
    let off: (() => void) | undefined;
    const onPush = (pushed: NotificationDto) => {
      void mutate((page) => withPushed(page, pushed), { revalidate: false });
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
  }, [authenticated, mutate]);

  const markRead = useCallback(
    (id: string) =>
      mutate(
        async (page) => {
          await api.patch<MarkNotificationsResult>('/notification', {
            notificationIds: [id],
            status: 'read',
          });
          return page && withRead(page, id);
        },
        {
          optimisticData: (page) => (page ? withRead(page, id) : (page as unknown as NotificationPage)),
          rollbackOnError: true,
          revalidate: false,
        },
      ),
    [mutate],
  );

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

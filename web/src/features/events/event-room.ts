import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import type { Socket } from 'socket.io-client';
import {
  EVENT_CHANGED,
  EVENT_COMMENT_ADDED,
  EVENT_COMMENT_DELETED,
  EVENT_DELETED,
  EVENT_ROSTER_CHANGED,
  type EventCommentAddedPush,
  type EventCommentDeletedPush,
  eventRoom,
} from '../../../../src/contracts/events/index.ts';
import { JOIN_ROOM, LEAVE_ROOM } from '../../../../src/contracts/realtime.ts';
import { authenticatedAtom } from '../../app/session';
import { connectRealtime } from '../clubs/socket';

export interface EventRoomHandlers {
  onCommentAdded: (push: EventCommentAddedPush) => void;
  onCommentDeleted: (push: EventCommentDeletedPush) => void;
  onRosterChanged: () => void;
  onEventChanged: () => void;
  onEventDeleted: () => void;
}

/**
 * Joins `event:<id>` while the event page is open: comments arrive live, and RSVP, vote, score and
 * detail changes refetch what they touched. Pushes for another event (one connection serves every
 * room) are ignored.
 */
export function useEventRoom(eventId: string | null, handlers: EventRoomHandlers) {
  const authenticated = useAtomValue(authenticatedAtom);
  const latest = useRef(handlers);
  latest.current = handlers;

  useEffect(() => {
    if (!eventId || !authenticated || typeof window === 'undefined') return;
    const room = eventRoom(eventId);
    const mine = (payload?: { eventId?: string }) => payload?.eventId === eventId;
    const listeners: Record<string, (payload?: never) => void> = {
      [EVENT_COMMENT_ADDED]: (payload?: EventCommentAddedPush) => {
        if (payload && mine(payload)) latest.current.onCommentAdded(payload);
      },
      [EVENT_COMMENT_DELETED]: (payload?: EventCommentDeletedPush) => {
        if (payload && mine(payload)) latest.current.onCommentDeleted(payload);
      },
      [EVENT_ROSTER_CHANGED]: (payload?: { eventId?: string }) => {
        if (mine(payload)) latest.current.onRosterChanged();
      },
      [EVENT_CHANGED]: (payload?: { eventId?: string }) => {
        if (mine(payload)) latest.current.onEventChanged();
      },
      [EVENT_DELETED]: (payload?: { eventId?: string }) => {
        if (mine(payload)) latest.current.onEventDeleted();
      },
    };
    let socket: Socket | null = null;
    let stopped = false;
    const join = () => socket?.emit(JOIN_ROOM, room);
    void connectRealtime()
      .then((connected) => {
        if (stopped) return;
        socket = connected;
        for (const [name, listener] of Object.entries(listeners)) socket.on(name, listener);
        socket.on('connect', join);
        if (socket.connected) join();
      })
      .catch(() => {
        // No live updates; the page still works from its last fetch.
      });
    return () => {
      stopped = true;
      if (!socket) return;
      socket.emit(LEAVE_ROOM, room);
      socket.off('connect', join);
      for (const [name, listener] of Object.entries(listeners)) socket.off(name, listener);
    };
  }, [eventId, authenticated]);
}

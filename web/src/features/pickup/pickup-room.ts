import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import type { Socket } from 'socket.io-client';
import {
  PICKUP_COMMENT_ADDED,
  PICKUP_COMMENT_DELETED,
  PICKUP_EVENT_CHANGED,
  PICKUP_EVENT_ROSTER_CHANGED,
  type PickupCommentAddedPush,
  type PickupCommentDeletedPush,
  pickupEventRoom,
} from '../../../../src/contracts/pickup/index.ts';
import { JOIN_ROOM, LEAVE_ROOM } from '../../../../src/contracts/realtime.ts';
import { authenticatedAtom } from '../../app/session';
import { connectRealtime } from '../clubs/socket';

export interface PickupRoomHandlers {
  onCommentAdded: (push: PickupCommentAddedPush) => void;
  onCommentDeleted: (push: PickupCommentDeletedPush) => void;
  /** Registrations, the waitlist or holds changed. */
  onRosterChanged: () => void;
  /** Details changed or the game was cancelled. */
  onEventChanged: () => void;
}

/**
 * Joins `pickup-event:<id>` while the game page is open: comments arrive live, and registration,
 * waitlist and detail changes refetch what they touched. Pushes for another game are ignored.
 */
export function usePickupRoom(eventId: number | null, handlers: PickupRoomHandlers) {
  const authenticated = useAtomValue(authenticatedAtom);
  const latest = useRef(handlers);
  latest.current = handlers;

  useEffect(() => {
    if (eventId === null || !authenticated || typeof window === 'undefined') return;
    const room = pickupEventRoom(eventId);
    const mine = (payload?: { pickupEventId?: number | string }) =>
      payload !== undefined && String(payload.pickupEventId) === String(eventId);
    const listeners: Record<string, (payload?: never) => void> = {
      [PICKUP_COMMENT_ADDED]: (payload?: PickupCommentAddedPush) => {
        if (payload && mine(payload)) latest.current.onCommentAdded(payload);
      },
      [PICKUP_COMMENT_DELETED]: (payload?: PickupCommentDeletedPush) => {
        if (payload && mine(payload)) latest.current.onCommentDeleted(payload);
      },
      [PICKUP_EVENT_ROSTER_CHANGED]: (payload?: { pickupEventId?: number }) => {
        if (mine(payload)) latest.current.onRosterChanged();
      },
      [PICKUP_EVENT_CHANGED]: (payload?: { pickupEventId?: number }) => {
        if (mine(payload)) latest.current.onEventChanged();
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

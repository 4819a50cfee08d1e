import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import type { Socket } from 'socket.io-client';
import { ROSTER_CHANGED_EVENT } from '../../../../src/contracts/clubs/index.ts';
import { GROUP_MEMBERS_CHANGED_EVENT } from '../../../../src/contracts/clubs/pickup-group.ts';
import { JOIN_ROOM, LEAVE_ROOM } from '../../../../src/contracts/realtime.ts';
import { authenticatedAtom } from '../../app/session';

/**
 * The app's one realtime connection (spec §7: /socket.io, websocket then polling, with credentials,
 * only while authenticated), opened on first use and shared by every room subscription.
 */
let shared: Promise<Socket> | null = null;

/** The shared connection, opened on first use; other features' room hooks join through it. */
export function connectRealtime(): Promise<Socket> {
  shared ??= import('socket.io-client').then(({ io }) =>
    io({ path: '/socket.io', transports: ['websocket', 'polling'], withCredentials: true }),
  );
  return shared;
}

/** Events the server pushes to a club's room when its roster or member list changed. */
export const clubRoomEvents = [ROSTER_CHANGED_EVENT, GROUP_MEMBERS_CHANGED_EVENT] as const;

/**
 * Joins `room` (`team:<id>`, `pickup-group:<id>`) while mounted and calls `onChange` on every push
 * to it. The server checks that the member may join; a refused join simply never pushes.
 */
export function useClubRoom(room: string | null, onChange: () => void) {
  const authenticated = useAtomValue(authenticatedAtom);
  const latest = useRef(onChange);
  latest.current = onChange;

  useEffect(() => {
    if (!room || !authenticated || typeof window === 'undefined') return;
    let socket: Socket | null = null;
    let stopped = false;
    // Pushes name their club: one connection serves every open room, so each page takes its own.
    const handler = (payload?: { teamId?: string; pickupGroupId?: string }) => {
      const id = payload?.teamId ?? payload?.pickupGroupId;
      if (!id || room.endsWith(`:${id}`)) latest.current();
    };
    const join = () => socket?.emit(JOIN_ROOM, room);
    void connectRealtime()
      .then((connected) => {
        if (stopped) return;
        socket = connected;
        for (const event of clubRoomEvents) socket.on(event, handler);
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
      for (const event of clubRoomEvents) socket.off(event, handler);
    };
  }, [room, authenticated]);
}

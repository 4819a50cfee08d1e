import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import type { Socket } from 'socket.io-client';
import { JOIN_ROOM, LEAVE_ROOM } from '../../../../src/contracts/realtime.ts';
import { authenticatedAtom } from '../../app/session';

/**
 * The app's one realtime connection (spec §7: /socket.io, websocket then polling, with credentials,
 * only while authenticated), opened on first use and shared by every room subscription.
 */
let shared: Promise<Socket> | null = null;

/** The shared connection, opened on first use; every feature's room hook joins through it. */
export function connectRealtime(): Promise<Socket> {
  shared ??= import('socket.io-client').then(({ io }) =>
    io({ path: '/socket.io', transports: ['websocket', 'polling'], withCredentials: true }),
  );
  return shared;
}

/** Push name → what to do with a push that belongs to this room. */
export type RoomListeners = Record<string, (payload: never) => void>;

/**
 * Joins `room` (or each of several rooms) while mounted (and authenticated) and hands each push named
 * in `listeners` to its listener when `belongs(payload)` says it is this page's: one connection serves
 * every open room, so each page takes its own. The latest `belongs` and `listeners` are used; rejoins
 * on reconnect.
 */
export function useRoom(
  room: string | readonly string[] | null,
  belongs: (payload: never) => boolean,
  listeners: RoomListeners,
) {
  const authenticated = useAtomValue(authenticatedAtom);
  const latest = useRef({ belongs, listeners });
  latest.current = { belongs, listeners };
  const names = Object.keys(listeners).join('\n');
  const roomKey = typeof room === 'string' ? room : (room ?? []).join('\n');

  useEffect(() => {
    const rooms = roomKey === '' ? [] : roomKey.split('\n');
    if (rooms.length === 0 || !authenticated || typeof window === 'undefined') return;
    const handlers = names.split('\n').map((name) => {
      const handler = (payload?: never) => {
        const current = latest.current;
        if (current.belongs(payload as never)) current.listeners[name]?.(payload as never);
      };
      return [name, handler] as const;
    });
    let socket: Socket | null = null;
    let stopped = false;
    const join = () => {
      for (const each of rooms) socket?.emit(JOIN_ROOM, each);
    };
    void connectRealtime()
      .then((connected) => {
        if (stopped) return;
        socket = connected;
        for (const [name, handler] of handlers) socket.on(name, handler);
        socket.on('connect', join);
        if (socket.connected) join();
      })
      .catch(() => {
        // No live updates; the page still works from its last fetch.
      });
    return () => {
      stopped = true;
      if (!socket) return;
      for (const each of rooms) socket.emit(LEAVE_ROOM, each);
      socket.off('connect', join);
      for (const [name, handler] of handlers) socket.off(name, handler);
    };
  }, [roomKey, authenticated, names]);
}

import type { Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import { Server } from 'socket.io';
import { JOIN_ROOM, LEAVE_ROOM, ROOM_REFUSED, type RoomAnswer } from '../../contracts/realtime.ts';
import type { Logger } from '../logging/logger.ts';
import { closeRedis, createRedis } from '../redis/redis.ts';
import { mayJoinRoom, type RoomAccess } from './room-access.ts';
import { memberRoom, type SocketAuthenticator } from './socket-authenticator.ts';
import { attachSocketHandlers, type SocketEventHandler } from './socket-handlers.ts';

export interface SocketServerSettings {
  redisUrl: string;
  redisPrefix: string;
  publicUrl: string;
  authenticator: SocketAuthenticator;
  /** Who may join which page rooms (team:<id>, …), one per room prefix. */
  roomAccess?: RoomAccess[];
  /** Modules' socket events (TOKENS.SocketHandlers), routed after authentication. */
  handlers?: SocketEventHandler[];
  logger: Logger;
}

export const socketIoKey = (redisPrefix: string) => `${redisPrefix}-socket.io`;

/**
 * Socket.IO on the API's HTTP server. The Redis adapter lets any API instance, and the workers through
 * the emitter, reach a socket connected to another instance. A socket is refused before it can join
 * any room unless the authenticator names its member.
 */
export function createSocketServer(httpServer: HttpServer, settings: SocketServerSettings) {
  const publisher = createRedis(settings.redisUrl, 'socket.io-pub');
  const subscriber = publisher.duplicate({ connectionName: 'socket.io-sub' });
  for (const client of [publisher, subscriber]) {
    client.on('error', (error) => settings.logger.warn({ err: error }, 'socket.io redis error'));
  }
  const io = new Server(httpServer, {
    path: '/socket.io',
    transports: ['websocket', 'polling'],
    cors: { origin: settings.publicUrl, credentials: true },
    adapter: createAdapter(publisher, subscriber, { key: socketIoKey(settings.redisPrefix) }),
  });

  io.use(async (socket, next) => {
    try {
      const identity = await settings.authenticator.authenticate(socket);
      socket.data.memberId = identity.memberId;
      next();
    } catch (error) {
      next(error instanceof Error ? error : new Error('Authentication required.'));
    }
  });

  io.on('connection', (socket) => {
    const memberId = socket.data.memberId as string;
    void socket.join(memberRoom(memberId));
    // Page rooms are joined on request, while the page is open: membership changes over a socket's
    // life, so it is checked at each join rather than once at the handshake.
    socket.on(JOIN_ROOM, async (room: unknown, ack?: unknown) => {
      const allowed = await mayJoinRoom(settings.roomAccess ?? [], memberId, room);
      if (allowed) await socket.join(room as string);
      const answer: RoomAnswer = allowed ? { ok: true } : { ok: false, message: ROOM_REFUSED };
      if (typeof ack === 'function') ack(answer);
    });
    socket.on(LEAVE_ROOM, (room: unknown) => {
      if (typeof room === 'string' && room !== memberRoom(memberId)) void socket.leave(room);
    });
    attachSocketHandlers(socket, memberId, settings.handlers ?? [], settings.logger);
  });

  return {
    io,
    async close() {
      await io.close();
      await Promise.all([closeRedis(publisher), closeRedis(subscriber)]);
    },
  };
}

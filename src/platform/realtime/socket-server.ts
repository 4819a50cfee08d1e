import type { Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import { Server } from 'socket.io';
import type { Logger } from '../logging/logger.ts';
import { closeRedis, createRedis } from '../redis/redis.ts';
import { memberRoom, type SocketAuthenticator } from './socket-authenticator.ts';

export interface SocketServerSettings {
  redisUrl: string;
  redisPrefix: string;
  publicUrl: string;
  authenticator: SocketAuthenticator;
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
    void socket.join(memberRoom(socket.data.memberId as string));
  });

  return {
    io,
    async close() {
      await io.close();
      await Promise.all([closeRedis(publisher), closeRedis(subscriber)]);
    },
  };
}

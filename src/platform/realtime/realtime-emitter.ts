import { Emitter } from '@socket.io/redis-emitter';
import type { Redis } from 'ioredis';
import { socketIoKey } from './socket-server.ts';

/** What workers use to push to sockets held by any API instance. */
export interface RealtimeEmitter {
  /**
   * Sends `event` to every socket in `room`, or in any of `rooms` (each socket once): one Redis
   * PUBLISH, which every API process hears, however many rooms.
   */
  toRoom(room: string | readonly string[], event: string, payload: unknown): void;
}

export function createRealtimeEmitter(redis: Redis, redisPrefix: string): RealtimeEmitter {
  const emitter = new Emitter(redis, { key: socketIoKey(redisPrefix) });
  return {
    toRoom(room, event, payload) {
      emitter.to(typeof room === 'string' ? room : [...room]).emit(event, payload);
    },
  };
}

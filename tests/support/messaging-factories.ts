import { io as connect, type Socket } from 'socket.io-client';
import type { SocketAnswer } from '../../src/contracts/realtime.ts';
import { clubsModule } from '../../src/modules/clubs/index.ts';
import { identityModule } from '../../src/modules/identity/index.ts';
import { messagingModule } from '../../src/modules/messaging/index.ts';
import type { AppModule } from '../../src/platform/app-module.ts';
import type { TestMember } from './identity-factories.ts';

/** What messaging needs to run: identity (members, blocks), clubs (rosters) and messaging itself. */
export const messagingModules: AppModule[] = [identityModule, clubsModule, messagingModule];

/** Opens an authenticated socket on `url` and waits for the handshake; `sockets` collects it for cleanup. */
export async function chatSocket(url: string, member: TestMember, sockets: Socket[]): Promise<Socket> {
  const socket = connect(url, {
    path: '/socket.io',
    transports: ['websocket'],
    auth: { token: member.accessToken },
    reconnection: false,
    forceNew: true,
  });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  // The server joins member:<id> right after the handshake; let the join reach the Redis adapter.
  await new Promise((resolve) => setTimeout(resolve, 50));
  return socket;
}

/** `socket.emit(event, payload, ack)` as a promise of the ack. */
export function emitWithAck<T>(socket: Socket, event: string, payload: unknown): Promise<SocketAnswer<T>> {
  return new Promise((resolve) => socket.emit(event, payload, resolve));
}

/** The next `event` on `socket` that `match` accepts, or a rejection after `timeoutMs`. */
export function nextPush<T>(
  socket: Socket,
  event: string,
  match: (payload: T) => boolean = () => true,
  timeoutMs = 5000,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(event, listener);
      reject(new Error(`no ${event} within ${timeoutMs} ms`));
    }, timeoutMs);
    const listener = (payload: T) => {
      if (!match(payload)) return;
      clearTimeout(timer);
      socket.off(event, listener);
      resolve(payload);
    };
    socket.on(event, listener);
  });
}

/** Collects every `event` on `socket` from now on. */
export function collect<T>(socket: Socket, event: string): T[] {
  const seen: T[] = [];
  socket.on(event, (payload: T) => seen.push(payload));
  return seen;
}

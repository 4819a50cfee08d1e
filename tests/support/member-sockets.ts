import { io as connect, type Socket } from 'socket.io-client';
import { afterEach } from 'vitest';
import { JOIN_ROOM, type RoomAnswer } from '../../src/contracts/realtime.ts';
import type { TestMember } from './identity-factories.ts';

/**
 * Members' sockets for a test file: `socketOf(member)` opens an authenticated socket on the app and waits
 * for the handshake, `join(socket, room)` asks to follow a room. Every socket opened is closed after each
 * test. `app` is read when a socket opens, so the file's `beforeAll` may start it later.
 */
export function memberSockets(app: () => { url: string }) {
  const sockets: Socket[] = [];
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.close();
  });

  async function socketOf(member: TestMember): Promise<Socket> {
    const socket = connect(app().url, {
      path: '/socket.io',
      transports: ['websocket'],
      auth: { token: member.accessToken },
      reconnection: false,
    });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    return socket;
  }

  const join = (socket: Socket, room: string) =>
    new Promise<RoomAnswer>((resolve) => socket.emit(JOIN_ROOM, room, resolve));

  return { socketOf, join };
}

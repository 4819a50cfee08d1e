import type { Socket } from 'socket.io';

export interface SocketIdentity {
  memberId: string;
}

/** Decides who a socket belongs to. The identity module provides the real one. */
export interface SocketAuthenticator {
  authenticate(socket: Socket): Promise<SocketIdentity>;
}

export class SocketAuthenticationError extends Error {
  readonly data = { code: 'Unauthenticated' };
}

/** Until accounts exist nobody can be authenticated, so every connection is refused, and says why. */
export const refuseAllSockets: SocketAuthenticator = {
  async authenticate() {
    throw new SocketAuthenticationError('Authentication required: sign in to use live updates.');
  },
};

export const memberRoom = (memberId: string) => `member:${memberId}`;

import {
  ACCESS_COOKIE,
  type AccessTokenVerifier,
  cookieFromHeader,
  isSameOrigin,
} from '../../../platform/auth/index.ts';
import {
  SocketAuthenticationError,
  type SocketAuthenticator,
} from '../../../platform/realtime/socket-authenticator.ts';

const REQUIRED = 'Authentication required: sign in to use live updates.';

export class InvalidSocketTokenError extends SocketAuthenticationError {
  override readonly data = { code: 'InvalidAccessToken' };
}

/**
 * A socket is the member its access token names: `auth.token` from the client, else the session
 * cookie. WebSocket upgrades skip CORS, so a cookie only counts when the page is our own.
 */
export function createSocketAuthenticator(
  verifier: AccessTokenVerifier,
  publicUrl: string,
): SocketAuthenticator {
  return {
    async authenticate(socket) {
      const given = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
      let token = typeof given === 'string' && given.length > 0 ? given : undefined;
      if (!token) {
        const cookie = cookieFromHeader(socket.handshake.headers.cookie, ACCESS_COOKIE);
        if (cookie && isSameOrigin(socket.handshake.headers, publicUrl)) token = cookie;
      }
      if (!token) throw new SocketAuthenticationError(REQUIRED);
      try {
        const { memberId } = await verifier.verify(token);
        return { memberId };
      } catch {
        throw new InvalidSocketTokenError('Your session has expired. Please sign in again.');
      }
    },
  };
}

// The Socket.IO protocol the SPA speaks after connecting (the server joins `member:<id>` by itself).

/** `socket.emit(JOIN_ROOM, 'team:<id>', (answer: RoomAnswer) => …)`: start receiving a page's live updates. */
export const JOIN_ROOM = 'room:join';
/** `socket.emit(LEAVE_ROOM, 'team:<id>')` when the page closes. */
export const LEAVE_ROOM = 'room:leave';

export type RoomAnswer = { ok: true } | { ok: false; message: string };

export const ROOM_REFUSED = 'You cannot follow this page.';

/**
 * The acknowledgement of a module's socket event (`socket.emit('chat:send', payload, ack)`): the HTTP
 * envelope, with the status an HTTP route would have answered.
 */
export type SocketAnswer<T> =
  | { status: 'success'; data: T }
  | {
      status: 'error';
      statusCode: number;
      errors: Array<{ message: string; code?: string; field?: string }>;
    };

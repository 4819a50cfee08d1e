import type { Socket } from 'socket.io';
import type { SocketAnswer } from '../../contracts/realtime.ts';
import { AppError } from '../errors/app-error.ts';
import type { Logger } from '../logging/logger.ts';

/**
 * A module's socket event, multi-bound to TOKENS.SocketHandlers: the platform authenticates the
 * socket, then routes `socket.emit(event, payload, ack)` here and answers the ack with the HTTP
 * envelope. Modules own their events (chat:send, …); the platform knows none of them.
 */
export interface SocketEventHandler {
  event: string;
  /** Returns the `data` of a success answer; throws an AppError for a refusal (its status and errors). */
  handle(context: { memberId: string; socket: Socket }, payload: unknown): Promise<unknown>;
}

const FAILED = 'Something went wrong.';

/** Wires the handlers on one authenticated socket. A throw never escapes: the ack says what happened. */
export function attachSocketHandlers(
  socket: Socket,
  memberId: string,
  handlers: readonly SocketEventHandler[],
  logger: Logger,
): void {
  for (const handler of handlers) {
    socket.on(handler.event, async (payload: unknown, ack?: unknown) => {
      // The ack is the last argument; a client that sends none gets no answer.
      const reply = typeof ack === 'function' ? (ack as (answer: SocketAnswer<unknown>) => void) : undefined;
      try {
        const data = await handler.handle({ memberId, socket }, payload);
        reply?.({ status: 'success', data });
      } catch (error) {
        if (error instanceof AppError) {
          reply?.({ status: 'error', statusCode: error.status, errors: error.errors });
          return;
        }
        logger.error({ err: error, event: handler.event }, 'socket event failed');
        reply?.({ status: 'error', statusCode: 500, errors: [{ message: FAILED }] });
      }
    });
  }
}

import { describe, expect, it } from 'vitest';
import { createDomainEvent } from '../bus/index.ts';
import { roomPushes } from './push-subscriber.ts';

describe('roomPushes', () => {
  it('makes a subscriber that pushes the body it builds to the room named from that body', async () => {
    const sent: unknown[] = [];
    const toPage = roomPushes(
      { toRoom: (...args) => sent.push(args) },
      (push: { id: string }) => `page:${push.id}`,
    );
    const subscriber = toPage(
      'test.push-comment-deleted',
      'events.comment-deleted',
      'page:changed',
      (payload) => ({
        id: payload.eventId,
        commentId: payload.commentId,
      }),
    );
    expect(subscriber).toMatchObject({ name: 'test.push-comment-deleted', event: 'events.comment-deleted' });
    const event = createDomainEvent('events.comment-deleted', { eventId: 'e1', commentId: 'c1' } as never);
    await subscriber.handle(event, { em: {} as never });
    expect(sent).toEqual([['page:e1', 'page:changed', { id: 'e1', commentId: 'c1' }]]);
  });
});

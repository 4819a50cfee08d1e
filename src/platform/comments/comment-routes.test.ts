import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineRoutes } from '../http/declared-routes.ts';
import { commentThreadRoutes } from './comment-routes.ts';

const thread = { eventId: 'g1', comments: [] };
const comment = { id: 'c1', eventId: 'g1', memberId: 'm1', content: 'hi', createdAt: '2026-01-01' };
const author = { firstName: 'A', lastName: 'B', avatar: null };
/** What every thread below shares. */
const handlers = {
  summaries: { list: 'Comments', add: 'Comment' },
  list: () => thread,
  add: () => ({ comment: { ...comment, author }, message: 'Comment added' }),
};

describe('a comment thread declared with commentThreadRoutes', () => {
  it('lists, adds and (when it may) deletes comments under the game, for members', () => {
    const group = defineRoutes<unknown>({ mount: '/game', tags: ['Games'] }, (route) => [
      ...commentThreadRoutes(route, {
        ...handlers,
        path: '/:gameId',
        param: 'gameId',
        ids: z.string(),
        schemaName: 'GameComment',
        example: { content: 'See you there' },
        delete: {
          summary: 'Delete',
          handler: (_deps, _member, _game, commentId) => ({ commentId, message: 'ok' }),
        },
      }),
    ]);
    expect(group.routes.map((route) => `${route.method} ${route.path} ${route.auth}`)).toEqual([
      'get /:gameId/comments member',
      'post /:gameId/comments member',
      'delete /:gameId/comments/:commentId member',
    ]);
    const add = group.apiPaths['/api/game/{gameId}/comments']?.post;
    expect(add?.summary).toBe('Comment');
    expect(Object.keys(add?.responses ?? {})).toEqual(['201', '400', '401', '403', '404', '415']);
    expect(add?.requestBody?.content?.['application/json']?.example).toEqual({ content: 'See you there' });
  });

  it('has no DELETE route without a delete handler', () => {
    const group = defineRoutes<unknown>({ mount: '/game', tags: ['Games'] }, (route) =>
      commentThreadRoutes(route, { ...handlers, path: '/page/:id', param: 'id', ids: z.uuid() }),
    );
    expect(group.routes.map((route) => `${route.method} ${route.path}`)).toEqual([
      'get /page/:id/comments',
      'post /page/:id/comments',
    ]);
  });
});

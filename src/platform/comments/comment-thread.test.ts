import { describe, expect, it } from 'vitest';
import { COMMENT_MESSAGES, commentSchema } from '../../contracts/comments.ts';
import type { EntityManager } from '../db/orm.ts';
import { AppError, forbidden } from '../errors/app-error.ts';
import {
  addComment,
  type CommentPort,
  type CommentThreadDeps,
  deleteComment,
  listComments,
  type StoredComment,
} from './comment-thread.ts';

const ALICE = '00000000-0000-4000-8000-00000000000a';
const BOB = '00000000-0000-4000-8000-00000000000b';
const ADMIN = '00000000-0000-4000-8000-0000000000ad';
const NOW = new Date('2026-11-26T10:00:00.000Z');

interface Game {
  id: string;
  viewerId: string;
}

/** A module's port over an in-memory table: members are Alice, Bob and the admin (who moderates). */
function fakeModule() {
  const rows: StoredComment[] = [];
  const events: string[] = [];
  const open = async (_em: EntityManager, id: string, viewerId: string | undefined): Promise<Game> => {
    if (!viewerId || ![ALICE, BOB, ADMIN].includes(viewerId)) throw forbidden('Members only.');
    return { id, viewerId };
  };
  const port: CommentPort<Game> = {
    openForReading: open,
    openForWriting: open,
    openForDeleting: open,
    eventIdOf: (game) => game.id,
    moderates: (game) => game.viewerId === ADMIN,
    list: async () =>
      [...rows]
        .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
        .map((row) => ({
          id: row.id,
          member_id: row.memberId,
          content: row.content,
          created_at: row.createdAt,
        })),
    insert: (_tx, _game, comment) => {
      rows.push(comment);
    },
    find: async (_tx, _game, commentId) => rows.find((row) => row.id === commentId),
    remove: (_tx, _game, comment) => {
      rows.splice(rows.indexOf(comment), 1);
    },
    added: (_tx, game, comment) => events.push(`added ${comment.id} on ${game.id}`),
    deleted: (_tx, _game, { comment, deletedBy }) => events.push(`deleted ${comment.id} by ${deletedBy}`),
  };
  const em = { transactional: (work: (tx: unknown) => unknown) => work(em) } as unknown as EntityManager;
  const deps: CommentThreadDeps = {
    em,
    clock: { now: () => NOW },
    limits: { consume: async () => undefined },
    identity: {
      memberSummaries: async (ids) =>
        new Map(
          ids
            .filter((id) => id !== BOB)
            .map((id) => [id, { firstName: 'Alice', lastName: 'A', avatar: null }]),
        ),
    },
  };
  return { port, deps, rows, events };
}

const statusOf = async (work: Promise<unknown>) => {
  const error = await work.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  return error instanceof AppError ? [error.status, error.errors[0]?.message] : error;
};

describe('the comment thread', () => {
  it('adds a comment with its author and event in one transaction, and lists it', async () => {
    const { port, deps, events } = fakeModule();
    const result = await addComment(port, deps, ALICE, 'game-1', 'Bring both jerseys!');
    expect(result.message).toBe(COMMENT_MESSAGES.created);
    expect(result.comment).toMatchObject({
      eventId: 'game-1',
      memberId: ALICE,
      content: 'Bring both jerseys!',
      createdAt: NOW.toISOString(),
      author: { firstName: 'Alice', lastName: 'A', avatar: null },
    });
    expect(events).toEqual([`added ${result.comment.id} on game-1`]);
    const list = await listComments(port, deps, BOB, 'game-1');
    expect(list).toEqual({ eventId: 'game-1', comments: [result.comment] });
  });

  it('names a member identity does not know as blank', async () => {
    const { port, deps } = fakeModule();
    const { comment } = await addComment(port, deps, BOB, 'game-1', 'Hi');
    expect(comment.author).toEqual({ firstName: '', lastName: '', avatar: null });
  });

  it("refuses someone else's comment to a member, lets its author and a moderator delete it", async () => {
    const { port, deps, rows, events } = fakeModule();
    const first = (await addComment(port, deps, ALICE, 'game-1', 'One')).comment;
    const second = (await addComment(port, deps, ALICE, 'game-1', 'Two')).comment;
    expect(await statusOf(deleteComment(port, deps, BOB, 'game-1', first.id))).toEqual([
      403,
      COMMENT_MESSAGES.ownOnly,
    ]);
    expect(await deleteComment(port, deps, ALICE, 'game-1', first.id)).toEqual({
      commentId: first.id,
      message: COMMENT_MESSAGES.deleted,
    });
    await deleteComment(port, deps, ADMIN, 'game-1', second.id);
    expect(rows).toEqual([]);
    expect(events.slice(2)).toEqual([`deleted ${first.id} by ${ALICE}`, `deleted ${second.id} by ${ADMIN}`]);
  });

  it('answers 404 for an unknown or malformed comment id, after the access check', async () => {
    const { port, deps } = fakeModule();
    expect(await statusOf(deleteComment(port, deps, ALICE, 'game-1', 'not-a-uuid'))).toEqual([
      404,
      COMMENT_MESSAGES.notFound,
    ]);
    expect(await statusOf(deleteComment(port, deps, ALICE, 'game-1', BOB))).toEqual([
      404,
      COMMENT_MESSAGES.notFound,
    ]);
    expect(await statusOf(deleteComment(port, deps, 'stranger', 'game-1', 'not-a-uuid'))).toEqual([
      403,
      'Members only.',
    ]);
  });
});

describe('commentSchema', () => {
  const messages = (content: unknown) =>
    commentSchema.safeParse({ content }).error?.issues.map((issue) => issue.message) ?? [];

  it('trims the text and holds it to 1 to 1000 characters', () => {
    expect(commentSchema.parse({ content: '  See you there  ' })).toEqual({ content: 'See you there' });
    expect(messages('   ')).toEqual([COMMENT_MESSAGES.required]);
    expect(messages(undefined)).toEqual([COMMENT_MESSAGES.required]);
    expect(messages('x'.repeat(1001))).toEqual([COMMENT_MESSAGES.tooLong]);
    expect(messages('x'.repeat(1000))).toEqual([]);
  });

  it('refuses a NUL character, which PostgreSQL text cannot hold', () => {
    expect(messages('before\u0000after')).toEqual([COMMENT_MESSAGES.invalidCharacters]);
  });
});

import type { CommentResult, CommentsDto } from '../../../../contracts/comments.ts';
import type { AuthenticatedMember } from '../../../../platform/auth/index.ts';
import * as thread from '../../../../platform/comments/comment-thread.ts';
import {
  deleteGameComment,
  findGameComment,
  insertGameComment,
  listGameComments,
} from '../../infrastructure/game-comment.store.ts';
import { assertParticipant, type GameAccess, gameAccess } from '../league-access.ts';
import type { LeaguesDeps } from '../leagues-deps.ts';

interface CommentedGame {
  /** The id as the request named it (what the comments carry as `eventId`). */
  gameId: string;
  access: GameAccess;
}

async function openForParticipant(em: Parameters<typeof gameAccess>[0], gameId: string, viewerId?: string) {
  const access = await gameAccess(em, gameId, viewerId);
  assertParticipant(access);
  return { gameId, access };
}

/**
 * Players of either team and the organization's staff read and write; coordinators moderate. Table:
 * league_event_comment. No events are recorded: nothing pushes a league game's comments live yet.
 */
const gameComments: thread.CommentPort<CommentedGame> = {
  openForReading: openForParticipant,
  openForWriting: openForParticipant,
  openForDeleting: openForParticipant,
  eventIdOf: (game) => game.gameId,
  moderates: (game) => game.access.staff === 'coordinator',
  list: (em, game) => listGameComments(em, game.access.game.id),
  insert: (tx, game, comment) => insertGameComment(tx, game.access.game.id, comment),
  find: (tx, game, commentId) => findGameComment(tx, game.access.game.id, commentId),
  remove: (tx, _game, comment) => deleteGameComment(tx, comment.id),
};

/** GET /api/league-common/event-page/{id}/comments: oldest first. */
export const listLeagueComments = (
  deps: LeaguesDeps,
  viewerId: string,
  gameId: string,
): Promise<CommentsDto> => thread.listComments(gameComments, deps, viewerId, gameId);

/** POST /api/league-common/event-page/{id}/comments. */
export const addLeagueComment = (
  deps: LeaguesDeps,
  actor: AuthenticatedMember,
  gameId: string,
  content: string,
): Promise<CommentResult> => thread.addComment(gameComments, deps, actor.memberId, gameId, content);

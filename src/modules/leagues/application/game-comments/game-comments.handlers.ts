import { randomUUID } from 'node:crypto';
import type { CommentDto, CommentResult, CommentsDto } from '../../../../contracts/events/index.ts';
import type { AuthenticatedMember } from '../../../../platform/auth/index.ts';
import { assertParticipant, gameAccess } from '../league-access.ts';
import type { LeaguesDeps } from '../leagues-deps.ts';

export async function listLeagueComments(
  deps: LeaguesDeps,
  viewerId: string,
  gameId: string,
): Promise<CommentsDto> {
  assertParticipant(await gameAccess(deps.em, gameId, viewerId));
  const rows = await deps.em.execute<
    Array<{ id: string; member_id: string; content: string; created_at: Date }>
  >(
    'select id, member_id, content, created_at from league_event_comment where league_event_id = ? order by created_at, id',
    [gameId],
  );
  const names = await deps.identity.memberSummaries(rows.map((r) => r.member_id));
  const comments: CommentDto[] = rows.map((r) => {
    const who = names.get(r.member_id);
    return {
      id: r.id,
      eventId: gameId,
      memberId: r.member_id,
      content: r.content,
      createdAt: new Date(r.created_at).toISOString(),
      author: { firstName: who?.firstName ?? '', lastName: who?.lastName ?? '', avatar: who?.avatar ?? null },
    };
  });
  return { eventId: gameId, comments };
}

export async function addLeagueComment(
  deps: LeaguesDeps,
  actor: AuthenticatedMember,
  gameId: string,
  content: string,
): Promise<CommentResult> {
  assertParticipant(await gameAccess(deps.em, gameId, actor.memberId));
  const id = randomUUID();
  const now = deps.clock.now();
  await deps.em.execute(
    'insert into league_event_comment (id, league_event_id, member_id, content, created_at) values (?, ?, ?, ?, ?)',
    [id, gameId, actor.memberId, content, now],
  );
  const who = (await deps.identity.memberSummaries([actor.memberId])).get(actor.memberId);
  return {
    comment: {
      id,
      eventId: gameId,
      memberId: actor.memberId,
      content,
      createdAt: now.toISOString(),
      author: { firstName: who?.firstName ?? '', lastName: who?.lastName ?? '', avatar: who?.avatar ?? null },
    },
    message: 'Successfully created.',
  };
}

import { LockMode } from '@mikro-orm/core';
import type { LikePayload } from '../../../contracts/messaging/index.ts';
import type { ChangeStatement } from '../../../platform/bus/index.ts';
import type { EntityManager } from '../../../platform/db/orm.ts';
import { type ChatDigest, ChatDigestEntity } from './chat-digest.entity.ts';

// Messaging's set-based and lock-heavy writes, run on the caller's EntityManager (inside its transaction
// where it has one): claps with the counter beside the message, read marks over a whole conversation, and
// the digest row made once per member. A new message is one insert that the bus runs together with its
// event (writeWithEvent): a chat line costs one statement, not a four-step transaction.

export interface NewMessage {
  id: string;
  senderId: string;
  content: string;
  createdAt: Date;
}

/** A new direct message, unread, without claps. */
export const insertDirectMessage = (message: NewMessage & { receiverId: string }): ChangeStatement => ({
  sql: `insert into direct_message (id, sender_id, receiver_id, content, clap_count, read_at, created_at)
        values (?, ?, ?, ?, 0, null, ?)`,
  params: [message.id, message.senderId, message.receiverId, message.content, message.createdAt],
});

/** A new message in a team's chat, without claps. */
export const insertTeamMessage = (message: NewMessage & { teamId: string }): ChangeStatement => ({
  sql: `insert into team_message (id, team_id, sender_id, content, clap_count, created_at)
        values (?, ?, ?, ?, 0, ?)`,
  params: [message.id, message.teamId, message.senderId, message.content, message.createdAt],
});

// One clap per member per message: the clap table's primary key decides, so two clicks racing (or two
// tabs) add one row. The count beside the message moves only when a row was added or removed, under
// the message row's lock, so it always equals the rows, whatever runs at the same time.

const TABLES = {
  direct_message: { messages: 'direct_message', claps: 'direct_message_clap' },
  team_message: { messages: 'team_message', claps: 'team_message_clap' },
} as const;

/** Adds or removes the member's clap and moves the message's count with it; `changed` false when neither. */
export async function toggleClap(
  tx: EntityManager,
  like: LikePayload,
  memberId: string,
): Promise<{ changed: boolean; clapCount: number }> {
  const { messages, claps } = TABLES[like.targetType];
  const changedRows =
    like.action === 'clap'
      ? await tx.execute<Array<{ member_id: string }>>(
          `insert into ${claps} (message_id, member_id) values (?, ?) on conflict do nothing returning member_id`,
          [like.targetId, memberId],
        )
      : await tx.execute<Array<{ member_id: string }>>(
          `delete from ${claps} where message_id = ? and member_id = ? returning member_id`,
          [like.targetId, memberId],
        );
  const changed = changedRows.length > 0;
  const [row] = changed
    ? await tx.execute<Array<{ clap_count: number }>>(
        `update ${messages} set clap_count = clap_count + ? where id = ? returning clap_count`,
        [like.action === 'clap' ? 1 : -1, like.targetId],
      )
    : await tx.execute<Array<{ clap_count: number }>>(`select clap_count from ${messages} where id = ?`, [
        like.targetId,
      ]);
  return { changed, clapCount: row?.clap_count ?? 0 };
}

/** Marks every unread direct message to the receiver (from one sender, or all) read; how many were. */
export async function markDirectMessagesReadAt(
  em: EntityManager,
  mark: { receiverId: string; senderId: string | undefined; at: Date },
): Promise<number> {
  const onePeer = mark.senderId !== undefined;
  const [row] = await em.execute<Array<{ marked: number }>>(
    `with marked as (
       update direct_message set read_at = ?
       where receiver_id = ? and read_at is null ${onePeer ? 'and sender_id = ?' : ''}
       returning 1)
     select count(*)::int as marked from marked`,
    [mark.at, mark.receiverId, ...(onePeer ? [mark.senderId] : [])],
  );
  return row?.marked ?? 0;
}

/**
 * Moves the member's read mark of the team chat to `at` (never back); how many messages from others it
 * passed over.
 */
export async function markTeamChatReadAt(
  em: EntityManager,
  mark: { teamId: string; memberId: string; at: Date },
): Promise<number> {
  const { teamId, memberId, at } = mark;
  const [row] = await em.execute<Array<{ marked: number }>>(
    `with previous as (
       select last_read_at from team_chat_read where team_id = ? and member_id = ?
     ), mark as (
       insert into team_chat_read (team_id, member_id, last_read_at) values (?, ?, ?)
       on conflict (team_id, member_id) do update set last_read_at = greatest(team_chat_read.last_read_at, excluded.last_read_at)
     )
     select count(*)::int as marked from team_message m
     where m.team_id = ? and m.sender_id <> ? and m.created_at <= ?
       and m.created_at > coalesce((select last_read_at from previous), '-infinity')`,
    [teamId, memberId, teamId, memberId, at, teamId, memberId, at],
  );
  return row?.marked ?? 0;
}

/** The member's digest state, made if missing (two workers at once make one row) and locked. */
export async function lockChatDigest(tx: EntityManager, memberId: string): Promise<ChatDigest> {
  await tx.execute('insert into chat_digest (member_id) values (?) on conflict (member_id) do nothing', [
    memberId,
  ]);
  return tx.findOneOrFail(
    ChatDigestEntity,
    { memberId },
    { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
  );
}

import {
  type ChatMessageDto,
  type ChatMessagePage,
  MESSAGE_PAGE_SIZE,
  MESSAGING_MESSAGES,
} from '../../../../contracts/messaging/index.ts';
import { prepared, preparedRead } from '../../../../platform/db/prepared-read.ts';
import { badRequest } from '../../../../platform/errors/app-error.ts';
import type { MemberSummary } from '../../../identity/index.ts';
import { isUuid } from '../../domain/chat-rules.ts';
import { assertMayRead, assertTeamChatMember } from '../conversation-access.ts';
import type { MessagingDeps } from '../messaging-deps.ts';

// The read side: a page is newest first in SQL (index order), handed out oldest first for display.
// Statements per page are fixed whatever the page size or conversation length: access (1), the page
// with clap state (1) and, for team chat, the members the viewer blocked (1, beside access) and the
// senders' names (1).

export interface MessageRow {
  id: string;
  content: string;
  sender_id: string;
  created_at: Date | string;
  clap_count: number;
  has_clapped: boolean;
}

export function toMessageDto(row: MessageRow, names: Map<string, MemberSummary>): ChatMessageDto {
  const sender = names.get(row.sender_id);
  return {
    id: row.id,
    content: row.content,
    senderId: row.sender_id,
    createdAt: new Date(row.created_at).toISOString(),
    avatar: sender?.avatar ?? null,
    firstName: sender?.firstName ?? '',
    lastName: sender?.lastName ?? '',
    clapCount: row.clap_count,
    hasClapped: row.has_clapped,
  };
}

function cursorOf(before: string | undefined): string | null {
  if (before === undefined || before === '') return null;
  if (!isUuid(before)) throw badRequest([{ message: MESSAGING_MESSAGES.badCursor, field: 'before' }]);
  return before;
}

function pageOf(rows: MessageRow[], names: Map<string, MemberSummary>): ChatMessagePage {
  const hasNext = rows.length > MESSAGE_PAGE_SIZE;
  const page = rows.slice(0, MESSAGE_PAGE_SIZE).reverse();
  return {
    messages: page.map((row) => toMessageDto(row, names)),
    hasNext,
    nextCursor: hasNext && page[0] ? page[0].id : null,
  };
}

/** The pair's two ids in uuid order (PostgreSQL compares uuids bytewise, as lower-case hex sorts). */
export function orderedPair(a: string, b: string): [string, string] {
  const [x, y] = [a.toLowerCase(), b.toLowerCase()];
  return x < y ? [x, y] : [y, x];
}

/** GET /api/direct-message/?memberId=…&before=…: the conversation of the viewer with `memberId`. */
export async function directMessagePage(
  deps: MessagingDeps,
  viewerId: string,
  memberId: string,
  before?: string,
): Promise<ChatMessagePage> {
  const cursor = cursorOf(before);
  const { names } = await assertMayRead(deps, viewerId, memberId);
  const [low, high] = orderedPair(viewerId, memberId);
  const rows = await deps.em.execute<MessageRow[]>(
    `select d.id, d.content, d.sender_id, d.created_at, d.clap_count,
       exists (select 1 from direct_message_clap c where c.message_id = d.id and c.member_id = ?) as has_clapped
     from direct_message d
     where d.member_low = ? and d.member_high = ?
       ${cursor ? 'and (d.created_at, d.id) < (select b.created_at, b.id from direct_message b where b.id = ?)' : ''}
     order by d.created_at desc, d.id desc
     limit ?`,
    [viewerId, low, high, ...(cursor ? [cursor] : []), MESSAGE_PAGE_SIZE + 1],
  );
  return pageOf(rows, names);
}

const teamPage = (before: string) => `select m.id, m.content, m.sender_id, m.created_at, m.clap_count,
     exists (select 1 from team_message_clap c where c.message_id = m.id and c.member_id = ?) as has_clapped
   from team_message m
   where m.team_id = ? and m.sender_id <> all(?::uuid[]) ${before}
   order by m.created_at desc, m.id desc
   limit ?`;
// The team chat's pages, the newest on every open of the chat: sent prepared.
const TEAM_PAGE = prepared('messaging.team-page', teamPage(''));
const TEAM_PAGE_BEFORE = prepared(
  'messaging.team-page-before',
  teamPage('and (m.created_at, m.id) < (select b.created_at, b.id from team_message b where b.id = ?)'),
);

/** GET /api/team-message/?teamId=…&before=…: members of the team only. */
export async function teamMessagePage(
  deps: MessagingDeps,
  viewerId: string,
  teamId: string,
  before?: string,
): Promise<ChatMessagePage> {
  const cursor = cursorOf(before);
  // The members the viewer blocked: their messages are hidden from the viewer, as their direct ones are.
  const [, hidden] = await Promise.all([
    assertTeamChatMember(deps, viewerId, teamId),
    deps.identity.blockedBy(viewerId),
  ]);
  const rows = await preparedRead<MessageRow>(deps.em, cursor ? TEAM_PAGE_BEFORE : TEAM_PAGE, [
    viewerId,
    teamId,
    `{${hidden.join(',')}}`,
    ...(cursor ? [cursor] : []),
    MESSAGE_PAGE_SIZE + 1,
  ]);
  const names = await deps.identity.memberSummaries(rows.map((row) => row.sender_id));
  return pageOf(rows, names);
}

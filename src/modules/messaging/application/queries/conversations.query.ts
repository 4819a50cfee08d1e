import type { ConversationDto, ConversationsDto } from '../../../../contracts/messaging/index.ts';
import { memberTeamRoles } from '../../../clubs/index.ts';
import type { MessagingDeps } from '../messaging-deps.ts';

/** The inbox shows at most this many direct conversations (the latest). */
export const INBOX_DIRECT_LIMIT = 100;

interface LastRow {
  key: string;
  content: string | null;
  sender_id: string | null;
  created_at: Date | string | null;
  unread: number;
}

const lastMessageOf = (row: LastRow | undefined): ConversationDto['lastMessage'] =>
  row?.content != null && row.sender_id && row.created_at
    ? { content: row.content, senderId: row.sender_id, createdAt: new Date(row.created_at).toISOString() }
    : null;

/**
 * GET /api/conversations: every direct conversation and every team chat of the member, with its last
 * message and unread count, latest first. Five statements whatever the number of conversations.
 * Team chats leave out the messages of members the viewer blocked, in the preview and the unread
 * count, as the chat itself does.
 */
export async function listConversations(deps: MessagingDeps, viewerId: string): Promise<ConversationsDto> {
  const [direct, teams, hidden] = await Promise.all([
    deps.em.execute<LastRow[]>(
      `select * from (
         select distinct on (x.peer) x.peer as key, x.content, x.sender_id, x.created_at,
           (select count(*)::int from direct_message u
             where u.receiver_id = ? and u.sender_id = x.peer and u.read_at is null) as unread
         from (select case when d.sender_id = ? then d.receiver_id else d.sender_id end as peer,
                 d.id, d.content, d.sender_id, d.created_at
               from direct_message d where d.sender_id = ? or d.receiver_id = ?) x
         order by x.peer, x.created_at desc, x.id desc
       ) latest order by created_at desc limit ?`,
      [viewerId, viewerId, viewerId, viewerId, INBOX_DIRECT_LIMIT],
    ),
    memberTeamRoles(deps.em, viewerId),
    deps.identity.blockedBy(viewerId),
  ]);
  const blocked = `{${hidden.join(',')}}`;
  const teamIds = teams.map((role) => role.team.id);
  const [teamRows, names] = await Promise.all([
    teamIds.length === 0
      ? Promise.resolve([] as LastRow[])
      : deps.em.execute<LastRow[]>(
          `select t.team_id as key, lm.content, lm.sender_id, lm.created_at,
             (select count(*)::int from team_message m
               where m.team_id = t.team_id and m.sender_id <> ?
                 and m.sender_id <> all(cast(? as uuid[]))
                 and m.created_at > coalesce(r.last_read_at, '-infinity')) as unread
           from unnest(cast(? as uuid[])) as t(team_id)
           left join team_chat_read r on r.team_id = t.team_id and r.member_id = ?
           left join lateral (
             select m.content, m.sender_id, m.created_at from team_message m
             where m.team_id = t.team_id and m.sender_id <> all(cast(? as uuid[]))
             order by m.created_at desc, m.id desc limit 1
           ) lm on true`,
          [viewerId, blocked, `{${teamIds.join(',')}}`, viewerId, blocked],
        ),
    deps.identity.memberSummaries(direct.map((row) => row.key)),
  ]);
  const byTeam = new Map(teamRows.map((row) => [row.key, row]));
  const conversations: ConversationDto[] = [
    ...direct.map((row): ConversationDto => {
      const peer = names.get(row.key);
      return {
        type: 'dm',
        recipientId: row.key,
        recipientName: peer ? `${peer.firstName} ${peer.lastName}`.trim() : '',
        teamId: null,
        teamName: null,
        avatar: peer?.avatar ?? null,
        lastMessage: lastMessageOf(row),
        unreadCount: row.unread,
      };
    }),
    ...teams.map((role): ConversationDto => {
      const row = byTeam.get(role.team.id);
      return {
        type: 'tm',
        recipientId: null,
        recipientName: null,
        teamId: role.team.id,
        teamName: role.team.name,
        avatar: role.team.logo,
        lastMessage: lastMessageOf(row),
        unreadCount: row?.unread ?? 0,
      };
    }),
  ];
  // Latest first; team chats nobody has written in yet go last, by name.
  conversations.sort((a, b) => {
    const at = a.lastMessage?.createdAt ?? '';
    const bt = b.lastMessage?.createdAt ?? '';
    if (at !== bt) return at < bt ? 1 : -1;
    return (a.teamName ?? a.recipientName ?? '').localeCompare(b.teamName ?? b.recipientName ?? '');
  });
  return {
    conversations,
    totalUnread: conversations.reduce((sum, conversation) => sum + conversation.unreadCount, 0),
  };
}

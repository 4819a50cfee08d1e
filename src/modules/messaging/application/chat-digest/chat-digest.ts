import type { Clock } from '../../../../platform/container/tokens.ts';
import type { EntityManager } from '../../../../platform/db/orm.ts';
import { renderEmail } from '../../../../platform/mail/email-layout.ts';
import type { Mailer, MailMessage } from '../../../../platform/mail/mailer.ts';
import type { Scheduler } from '../../../../platform/scheduler/index.ts';
import { memberTeamRoles } from '../../../clubs/index.ts';
import type { IdentityReadApi, MailRecipient, UnsubscribeLinks } from '../../../identity/index.ts';
import { lockChatDigest } from '../../infrastructure/chat.store.ts';

// The chat digest: one e-mail listing the messages a member has left unread for 15 minutes, at most one
// an hour, only with chat_digests on. Each message sent schedules a delayed job per recipient for 15
// minutes later (deterministic id per member and minute, so a burst of messages makes one job); the job
// reads what is still unread when it runs, so a message read meanwhile is never mailed.

export const SEND_CHAT_DIGEST_JOB = 'messaging.send-chat-digest';
export const CHAT_DIGEST_DELAY_MS = 15 * 60_000;
export const CHAT_DIGEST_INTERVAL_MS = 60 * 60_000;
/** The messages a digest lists; the count covers them all. */
const LISTED = 10;
const SNIPPET_LENGTH = 120;

export interface ChatDigestDeps {
  clock: Clock;
  identity: IdentityReadApi;
  scheduler: Scheduler;
  mailer: Mailer;
  /** The app's public address without a trailing slash. */
  publicUrl: string;
}

export interface ChatDigestRun {
  memberId: string;
}

const minuteOf = (at: Date) => Math.ceil(at.getTime() / 60_000);
export const chatDigestJobId = (memberId: string, runAt: Date) =>
  `chat-digest_${memberId}_${minuteOf(runAt)}`;

/** Plans a digest for each of `memberIds` 15 minutes after `sentAt`, for those who want digests. */
export async function planChatDigests(
  deps: Pick<ChatDigestDeps, 'identity' | 'scheduler'>,
  memberIds: readonly string[],
  sentAt: Date,
): Promise<void> {
  const wanted = await deps.identity.emailKindsAllowed(memberIds, 'chat_digests');
  const runAt = new Date(sentAt.getTime() + CHAT_DIGEST_DELAY_MS);
  await Promise.all(
    [...wanted].map(async (memberId) => {
      const id = chatDigestJobId(memberId, runAt);
      // A job of this minute already waits (another message of the burst): keep it.
      if (!(await deps.scheduler.find(id)))
        await deps.scheduler.schedule(SEND_CHAT_DIGEST_JOB, id, runAt, { memberId });
    }),
  );
}

interface UnreadRow {
  sender_id: string;
  team_id: string | null;
  content: string;
  created_at: Date;
}

/** The member's unread direct and team messages written after `through`, oldest first (one statement). */
async function unreadSince(em: EntityManager, memberId: string, teamIds: string[], through: Date | null) {
  return em.execute<UnreadRow[]>(
    `select * from (
       select d.sender_id, null::uuid as team_id, d.content, d.created_at from direct_message d
       where d.receiver_id = ? and d.read_at is null and d.created_at > coalesce(cast(? as timestamptz), '-infinity')
       union all
       select m.sender_id, m.team_id, m.content, m.created_at from team_message m
       left join team_chat_read r on r.team_id = m.team_id and r.member_id = ?
       where m.team_id = any(cast(? as uuid[])) and m.sender_id <> ?
         and m.created_at > greatest(coalesce(r.last_read_at, '-infinity'), coalesce(cast(? as timestamptz), '-infinity'))
     ) unread order by created_at`,
    [memberId, through, memberId, `{${teamIds.join(',')}}`, memberId, through],
  );
}

const snippet = (content: string) => {
  const flat = content.replace(/\s+/g, ' ').trim();
  return flat.length > SNIPPET_LENGTH ? `${flat.slice(0, SNIPPET_LENGTH - 1)}…` : flat;
};

export function chatDigestEmail(
  recipient: MailRecipient,
  lines: Array<[string, string]>,
  total: number,
  publicUrl: string,
  unsubscribe: UnsubscribeLinks,
): MailMessage {
  const headline = total === 1 ? 'You have 1 unread message' : `You have ${total} unread messages`;
  return renderEmail({
    to: recipient.email,
    subject: headline,
    preheader: lines[0] ? `${lines[0][0]}: ${lines[0][1]}` : headline,
    heading: headline,
    paragraphs: [
      recipient.firstName ? `Hi ${recipient.firstName},` : 'Hi,',
      total > lines.length
        ? `Your team-mates wrote to you. The latest ${lines.length} are below.`
        : 'Your team-mates wrote to you:',
    ],
    details: lines,
    action: { label: 'READ MESSAGES', url: `${publicUrl}/messages` },
    footnote: `You get one of these at most once an hour when messages stay unread. You can also switch chat digests off or on in Settings: ${publicUrl}/settings`,
    unsubscribe,
  });
}

/**
 * The delayed job: mails the digest if the member still has unread messages that are 15 minutes old and
 * not in an earlier digest. Under the member's digest row lock, so two jobs at once send one mail; the
 * row moves only when the mail went out (a failed send retries). Within the hour after the last digest,
 * it plans itself for the hour's end instead.
 */
export async function sendChatDigest(
  deps: ChatDigestDeps,
  em: EntityManager,
  run: ChatDigestRun,
  jobId: string,
): Promise<boolean> {
  const { memberId } = run;
  if (!(await deps.identity.emailKindsAllowed([memberId], 'chat_digests')).has(memberId)) return false;
  const [recipient] = await deps.identity.mailRecipients([memberId]);
  if (!recipient) return false;
  const teams = await memberTeamRoles(em, memberId);
  const teamNames = new Map(teams.map((role) => [role.team.id, role.team.name]));

  return em.transactional(async (tx) => {
    const state = await lockChatDigest(tx, memberId);
    const now = deps.clock.now();
    const unread = await unreadSince(tx, memberId, [...teamNames.keys()], state.digestedThrough ?? null);
    const dueBefore = now.getTime() - CHAT_DIGEST_DELAY_MS;
    if (!unread.some((row) => new Date(row.created_at).getTime() <= dueBefore)) return false;

    const nextAllowed = state.lastSentAt ? state.lastSentAt.getTime() + CHAT_DIGEST_INTERVAL_MS : 0;
    if (nextAllowed > now.getTime()) {
      let runAt = new Date(nextAllowed);
      if (chatDigestJobId(memberId, runAt) === jobId) runAt = new Date(nextAllowed + 60_000);
      await deps.scheduler.schedule(SEND_CHAT_DIGEST_JOB, chatDigestJobId(memberId, runAt), runAt, run);
      return false;
    }

    const listed = unread.slice(-LISTED);
    const senders = await deps.identity.memberSummaries(listed.map((row) => row.sender_id));
    const lines = listed.map((row): [string, string] => {
      const sender = senders.get(row.sender_id);
      const name = sender ? `${sender.firstName} ${sender.lastName}`.trim() : 'Someone';
      const where = row.team_id ? ` (${teamNames.get(row.team_id) ?? 'team chat'})` : '';
      return [`${name}${where}`, snippet(row.content)];
    });
    await deps.mailer.send(
      chatDigestEmail(
        recipient,
        lines,
        unread.length,
        deps.publicUrl,
        deps.identity.unsubscribeLink(memberId, 'chat_digests'),
      ),
    );
    state.lastSentAt = now;
    state.digestedThrough = new Date(unread.at(-1)!.created_at);
    return true;
  });
}

import {
  EMAIL_KIND_FIELDS,
  EMAIL_KINDS,
  type EmailKind,
  type EmailPreferencesDto,
  unsubscribePagePath,
} from '../../../../contracts/identity/index.ts';
import type { EntityManager } from '../../../../platform/db/orm.ts';
import { unsubscribeToken } from '../../domain/unsubscribe-token.ts';
import { isUuid } from '../../infrastructure/member.store.ts';

/** What a mail of one kind carries to unsubscribe: the SPA page (footer) and the one-click API URL. */
export interface UnsubscribeLinks {
  /** The visible "Unsubscribe" link: the SPA page, which asks before it changes anything. */
  url: string;
  /** The `List-Unsubscribe` URL: RFC 8058 one-click, a POST without a session. */
  oneClickUrl: string;
}

export interface UnsubscribeLinkSettings {
  /** The app's public address without a trailing slash. */
  publicUrl: string;
  /** unsubscribeTokenKey(secret) */
  key: Buffer;
}

export function unsubscribeLinks(
  settings: UnsubscribeLinkSettings,
  memberId: string,
  kind: EmailKind,
): UnsubscribeLinks {
  const query = new URLSearchParams({
    member: memberId,
    kind,
    token: unsubscribeToken(settings.key, memberId, kind),
  }).toString();
  return {
    url: `${settings.publicUrl}${unsubscribePagePath(kind)}?${query}`,
    oneClickUrl: `${settings.publicUrl}/api/email/unsubscribe?${query}`,
  };
}

/** The member's preferences; kinds never chosen are on. */
export async function readEmailPreferences(
  em: EntityManager,
  memberId: string,
): Promise<EmailPreferencesDto> {
  const rows = await em.execute<Array<{ kind: EmailKind; enabled: boolean }>>(
    'select kind, enabled from member_email_preference where member_id = ?',
    [memberId],
  );
  const chosen = new Map(rows.map((row) => [row.kind, row.enabled]));
  const preferences = { gameEmails: true, reminders: true, chatDigests: true };
  for (const kind of EMAIL_KINDS) preferences[EMAIL_KIND_FIELDS[kind]] = chosen.get(kind) ?? true;
  return preferences;
}

/** Of `memberIds`, those who allow e-mails of `kind` (one statement; no row means allowed). */
export async function emailKindsAllowed(
  em: EntityManager,
  memberIds: readonly string[],
  kind: EmailKind,
): Promise<Set<string>> {
  const wanted = [...new Set(memberIds)].filter(isUuid);
  if (wanted.length === 0) return new Set();
  const rows = await em.execute<Array<{ id: string }>>(
    `select t.id from unnest(cast(? as uuid[])) as t(id)
     where not exists (select 1 from member_email_preference p
                       where p.member_id = t.id and p.kind = ? and not p.enabled)`,
    [`{${wanted.join(',')}}`, kind],
  );
  return new Set(rows.map((row) => row.id));
}

import {
  EMAIL_KIND_FIELDS,
  EMAIL_KINDS,
  EMAIL_PREFERENCE_MESSAGES,
  type EmailKind,
  type EmailPreferencesDto,
  type UnsubscribeLink,
  type UnsubscribeStateDto,
} from '../../../../contracts/identity/index.ts';
import { recordEvent } from '../../../../platform/bus/index.ts';
import type { Clock } from '../../../../platform/container/tokens.ts';
import type { EntityManager } from '../../../../platform/db/orm.ts';
import { forbidden, notFound } from '../../../../platform/errors/app-error.ts';
import { isUnsubscribeToken } from '../../domain/unsubscribe-token.ts';
import { lockEmailPreferences } from '../../infrastructure/email-preference.store.ts';
import { isUuid } from '../../infrastructure/member.store.ts';
import { readEmailPreferences } from './email-preferences.query.ts';

export type PreferenceVia = 'settings' | 'unsubscribe-link' | 'one-click';

export interface EmailPreferenceDeps {
  em: EntityManager;
  clock: Clock;
  /** unsubscribeTokenKey(secret) */
  key: Buffer;
}

/**
 * Sets the member's choice of the given kinds. Each (member, kind) row is made if missing (two first
 * choices at once make one row), then locked and changed; only a real change records
 * `identity.email-preference-changed`, so a mail client repeating its one-click POST changes nothing twice.
 */
export async function setEmailKinds(
  deps: Pick<EmailPreferenceDeps, 'em' | 'clock'>,
  memberId: string,
  wanted: Partial<Record<EmailKind, boolean>>,
  via: PreferenceVia,
): Promise<EmailPreferencesDto> {
  const now = deps.clock.now();
  return deps.em.transactional(async (tx) => {
    const kinds = EMAIL_KINDS.filter((kind) => wanted[kind] !== undefined);
    if (kinds.length > 0) {
      const current = await lockEmailPreferences(tx, memberId, kinds, now);
      for (const preference of current) {
        const kind = preference.kind as EmailKind;
        const enabled = wanted[kind]!;
        if (preference.enabled === enabled) continue;
        preference.enabled = enabled;
        preference.updatedAt = now;
        recordEvent(tx, 'identity.email-preference-changed', { memberId, kind, enabled, via });
      }
      await tx.flush();
    }
    return readEmailPreferences(tx, memberId);
  });
}

/** Settings' PUT: all three switches at once. */
export const saveEmailPreferences = (
  deps: Pick<EmailPreferenceDeps, 'em' | 'clock'>,
  memberId: string,
  preferences: EmailPreferencesDto,
) =>
  setEmailKinds(
    deps,
    memberId,
    Object.fromEntries(EMAIL_KINDS.map((kind) => [kind, preferences[EMAIL_KIND_FIELDS[kind]]])),
    'settings',
  );

/** `m***@example.com`: enough for the reader to recognise the address, not enough to harvest it. */
const maskEmail = (email: string) => {
  const at = email.indexOf('@');
  return at <= 0 ? '***' : `${email[0]}***${email.slice(at)}`;
};

/**
 * The member an unsubscribe link names, once its token checks out: a malformed or forged link is a 403
 * (it names nobody we would act for), a valid link of a member who is gone a 404.
 */
async function linkOwner(deps: EmailPreferenceDeps, link: UnsubscribeLink) {
  if (!isUuid(link.member) || !isUnsubscribeToken(deps.key, link.member, link.kind, link.token))
    throw forbidden(EMAIL_PREFERENCE_MESSAGES.invalidLink);
  const [owner] = await deps.em.execute<Array<{ id: string; email: string }>>(
    `select id, email from member where id = ? and status = 'active' and email is not null`,
    [link.member],
  );
  if (!owner) throw notFound(EMAIL_PREFERENCE_MESSAGES.invalidLink);
  return owner;
}

/** What the unsubscribe page shows before the reader decides. Changes nothing (link scanners open it). */
export async function unsubscribeState(
  deps: EmailPreferenceDeps,
  link: UnsubscribeLink,
): Promise<UnsubscribeStateDto> {
  const owner = await linkOwner(deps, link);
  const preferences = await readEmailPreferences(deps.em, owner.id);
  return {
    kind: link.kind,
    subscribed: preferences[EMAIL_KIND_FIELDS[link.kind]],
    email: maskEmail(owner.email),
  };
}

/** The unsubscribe link's POST (the page's button, or a mail client's RFC 8058 one-click) and its undo. */
export async function switchByLink(
  deps: EmailPreferenceDeps,
  link: UnsubscribeLink,
  subscribed: boolean,
  via: PreferenceVia,
): Promise<UnsubscribeStateDto> {
  const owner = await linkOwner(deps, link);
  await setEmailKinds(deps, owner.id, { [link.kind]: subscribed }, via);
  return {
    kind: link.kind,
    subscribed,
    email: maskEmail(owner.email),
    message: subscribed
      ? EMAIL_PREFERENCE_MESSAGES.resubscribed(link.kind)
      : EMAIL_PREFERENCE_MESSAGES.unsubscribed(link.kind),
  };
}

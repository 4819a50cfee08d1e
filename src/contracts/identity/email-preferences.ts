import { z } from 'zod';

/**
 * The kinds of optional e-mail a member can switch off. Account mail (verification, password reset,
 * address change) is not optional and has no kind.
 * - `game_emails`: team-event created, changed and cancelled mails, and pickup game mails.
 * - `reminders`: next-match reminders and captains' nudges.
 * - `chat_digests`: the digest of chat messages left unread.
 */
export const EMAIL_KINDS = ['game_emails', 'reminders', 'chat_digests'] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];

/** GET/PUT /api/member/email-preferences: which optional e-mails the member gets (default: all). */
export interface EmailPreferencesDto {
  gameEmails: boolean;
  reminders: boolean;
  chatDigests: boolean;
}

/** The DTO field of each kind. */
export const EMAIL_KIND_FIELDS = {
  game_emails: 'gameEmails',
  reminders: 'reminders',
  chat_digests: 'chatDigests',
} as const satisfies Record<EmailKind, keyof EmailPreferencesDto>;

export const emailPreferencesSchema = z.object({
  gameEmails: z.boolean({ error: 'Choose whether to get game e-mails' }),
  reminders: z.boolean({ error: 'Choose whether to get reminder e-mails' }),
  chatDigests: z.boolean({ error: 'Choose whether to get chat digest e-mails' }),
}) satisfies z.ZodType<EmailPreferencesDto>;

/** The query of an e-mail's unsubscribe link (API and SPA page alike). */
export const unsubscribeLinkSchema = z.object({
  member: z.string().max(64),
  kind: z.enum(EMAIL_KINDS, { error: 'Unknown kind of e-mail' }),
  token: z.string().max(128),
});
export type UnsubscribeLink = z.output<typeof unsubscribeLinkSchema>;

/** GET/POST /api/email/unsubscribe and POST /api/email/resubscribe. */
export interface UnsubscribeStateDto {
  kind: EmailKind;
  /** Whether the member gets this kind of e-mail now. */
  subscribed: boolean;
  /** The address the link belongs to, masked (`m***@example.com`), so the reader knows whose it is. */
  email: string;
  message?: string;
}

export const unsubscribeStateSchema = z.object({
  kind: z.enum(EMAIL_KINDS),
  subscribed: z.boolean(),
  email: z.string(),
  message: z.string().optional(),
}) satisfies z.ZodType<UnsubscribeStateDto>;

/** The SPA page slug of each kind: `/unsubscribe/game-emails?member&token`. */
export const UNSUBSCRIBE_PAGE_SLUGS = {
  game_emails: 'game-emails',
  reminders: 'reminders',
  chat_digests: 'chat-digests',
} as const satisfies Record<EmailKind, string>;

/** Old links of team-event e-mails used this slug; the SPA still reads it as game e-mails. */
export const LEGACY_UNSUBSCRIBE_SLUGS: ReadonlyMap<string, EmailKind> = new Map([
  ['team-events', 'game_emails'],
]);

export const unsubscribePagePath = (kind: EmailKind): string =>
  `/unsubscribe/${UNSUBSCRIBE_PAGE_SLUGS[kind]}`;

/** The kind a page slug names, if any. */
export function emailKindOfSlug(slug: string | undefined): EmailKind | undefined {
  if (!slug) return undefined;
  const found = EMAIL_KINDS.find((kind) => UNSUBSCRIBE_PAGE_SLUGS[kind] === slug);
  return found ?? LEGACY_UNSUBSCRIBE_SLUGS.get(slug);
}

/** How the pages and messages name each kind. */
export const EMAIL_KIND_LABELS = {
  game_emails: 'game e-mails',
  reminders: 'reminder e-mails',
  chat_digests: 'chat digest e-mails',
} as const satisfies Record<EmailKind, string>;

export const EMAIL_PREFERENCE_MESSAGES = {
  saved: 'Your e-mail preferences were saved.',
  unsubscribed: (kind: EmailKind) => `You will no longer get ${EMAIL_KIND_LABELS[kind]}.`,
  resubscribed: (kind: EmailKind) => `You will get ${EMAIL_KIND_LABELS[kind]} again.`,
  invalidLink: 'This unsubscribe link is not valid. Change your e-mail preferences in Settings.',
} as const;

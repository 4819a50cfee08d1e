import {
  EMAIL_PREFERENCE_MESSAGES,
  emailPreferencesSchema,
  unsubscribeLinkSchema,
  unsubscribeStateSchema,
} from '../../../contracts/identity/index.ts';
import { defineRoutes, ok } from '../../../platform/http/declared-routes.ts';
import {
  type EmailPreferenceDeps,
  saveEmailPreferences,
  switchByLink,
  unsubscribeState,
} from '../application/email-preferences/email-preferences.handler.ts';
import { readEmailPreferences } from '../application/email-preferences/email-preferences.query.ts';

const tags = ['Member'];
const link = { query: unsubscribeLinkSchema };
const kinds =
  '`game_emails` (team-event and pickup game mails), `reminders` (next-match reminders and nudges), `chat_digests` (unread chat digests)';

/** `/api/member/email-preferences`: the signed-in member's choice of optional e-mails, per kind. */
export const emailPreferencesRoutes = defineRoutes<EmailPreferenceDeps>(
  { defaultAuth: 'member', mount: '/member/email-preferences', tags },
  (route) => [
    route.get('/', {
      summary: "The signed-in member's e-mail preferences, one switch per kind (all on by default)",
      reply: ok(emailPreferencesSchema),
      handler: ({ deps, member }) => readEmailPreferences(deps.em, member.memberId),
    }),
    route.put('/', {
      summary: 'Switch each kind of optional e-mail on or off',
      request: { body: emailPreferencesSchema },
      example: { gameEmails: true, reminders: true, chatDigests: false },
      reply: ok(emailPreferencesSchema.extend({ message: unsubscribeStateSchema.shape.message })),
      handler: async ({ deps, member, body }) => {
        const saved = await saveEmailPreferences(deps, member.memberId, body);
        return { ...saved, message: EMAIL_PREFERENCE_MESSAGES.saved };
      },
    }),
  ],
);

/**
 * `/api/email/unsubscribe?member&kind&token`, the `List-Unsubscribe` URL of every optional e-mail. GET
 * tells the SPA page what the link would do and changes nothing (mail scanners open links); POST
 * unsubscribes, from the page's button or a mail client's RFC 8058 one-click (form-encoded
 * `List-Unsubscribe=One-Click`, no session). Mounted with `acceptsFormPosts`: the body is never read,
 * the signed token is the credential.
 */
export const unsubscribeRoutes = defineRoutes<EmailPreferenceDeps>(
  { defaultAuth: 'public', mount: '/email/unsubscribe', tags, acceptsFormPosts: true },
  (route) => [
    route.get('/', {
      summary: 'What an e-mail unsubscribe link would switch off (changes nothing)',
      description: `The \`member\`, \`kind\` and \`token\` of the link in an optional e-mail; kinds: ${kinds}. A forged or malformed link is a 403, the link of a member who is gone a 404.`,
      request: link,
      reply: ok(unsubscribeStateSchema),
      errors: [403, 404],
      handler: ({ deps, query }) => unsubscribeState(deps, query),
    }),
    route.post('/', {
      summary: 'Unsubscribe from one kind of e-mail without signing in (RFC 8058 one-click)',
      description:
        'The `List-Unsubscribe` URL of every optional e-mail (`List-Unsubscribe-Post: List-Unsubscribe=One-Click`). Mail clients POST `List-Unsubscribe=One-Click` form-encoded; the unsubscribe page POSTs with no body. The body is ignored: the signed link is the only credential.',
      request: link,
      requestBody: {
        required: false,
        content: { 'application/x-www-form-urlencoded': { example: 'List-Unsubscribe=One-Click' } },
      },
      reply: ok(unsubscribeStateSchema),
      errors: [403, 404],
      handler: ({ deps, query, req }) => {
        const via = req.is('application/x-www-form-urlencoded') ? 'one-click' : 'unsubscribe-link';
        return switchByLink(deps, query, false, via);
      },
    }),
  ],
);

/** `/api/email/resubscribe?member&kind&token`: the unsubscribe page's undo (JSON rules as usual). */
export const resubscribeRoutes = defineRoutes<EmailPreferenceDeps>(
  { mount: '/email/resubscribe', tags },
  (route) => [
    route.post('/', {
      auth: 'public',
      summary: 'Undo an unsubscribe from its link: that kind of e-mail again',
      request: link,
      reply: ok(unsubscribeStateSchema),
      errors: [403, 404, 415],
      handler: ({ deps, query }) => switchByLink(deps, query, true, 'unsubscribe-link'),
    }),
  ],
);

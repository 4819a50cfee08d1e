import {
  emailPreferencesSchema,
  unsubscribeLinkSchema,
  unsubscribeStateSchema,
} from '../../../contracts/identity/index.ts';
import { type ApiPaths, errors, jsonBody, ok, signedIn } from '../../../platform/openapi/index.ts';

const tags = ['Member'];
const link = { query: unsubscribeLinkSchema };
const kinds =
  '`game_emails` (team-event and pickup game mails), `reminders` (next-match reminders and nudges), `chat_digests` (unread chat digests)';

export const emailPreferencesApiPaths: ApiPaths = {
  '/api/member/email-preferences': {
    get: {
      tags,
      summary: "The signed-in member's e-mail preferences, one switch per kind (all on by default)",
      ...signedIn,
      responses: { ...ok(emailPreferencesSchema), ...errors(401) },
    },
    put: {
      tags,
      summary: 'Switch each kind of optional e-mail on or off',
      ...signedIn,
      requestBody: jsonBody(emailPreferencesSchema, {
        gameEmails: true,
        reminders: true,
        chatDigests: false,
      }),
      responses: {
        ...ok(emailPreferencesSchema.extend({ message: unsubscribeStateSchema.shape.message })),
        ...errors(400, 401, 415),
      },
    },
  },
  '/api/email/unsubscribe': {
    get: {
      tags,
      summary: 'What an e-mail unsubscribe link would switch off (changes nothing)',
      description: `The \`member\`, \`kind\` and \`token\` of the link in an optional e-mail; kinds: ${kinds}. A forged or malformed link is a 403, the link of a member who is gone a 404.`,
      requestParams: link,
      responses: { ...ok(unsubscribeStateSchema), ...errors(400, 403, 404) },
    },
    post: {
      tags,
      summary: 'Unsubscribe from one kind of e-mail without signing in (RFC 8058 one-click)',
      description:
        'The `List-Unsubscribe` URL of every optional e-mail (`List-Unsubscribe-Post: List-Unsubscribe=One-Click`). Mail clients POST `List-Unsubscribe=One-Click` form-encoded; the unsubscribe page POSTs with no body. The body is ignored: the signed link is the only credential.',
      requestParams: link,
      requestBody: {
        required: false,
        content: { 'application/x-www-form-urlencoded': { example: 'List-Unsubscribe=One-Click' } },
      },
      responses: { ...ok(unsubscribeStateSchema), ...errors(400, 403, 404) },
    },
  },
  '/api/email/resubscribe': {
    post: {
      tags,
      summary: 'Undo an unsubscribe from its link: that kind of e-mail again',
      requestParams: link,
      responses: { ...ok(unsubscribeStateSchema), ...errors(400, 403, 404, 415) },
    },
  },
};

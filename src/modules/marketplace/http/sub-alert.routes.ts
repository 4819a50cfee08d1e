import { z } from 'zod';
import { GAME_DAYS } from '../../../contracts/leagues/league.ts';
import { FREE_AGENT_POSITIONS } from '../../../contracts/marketplace/free-agents.ts';
import {
  SUB_ALERT_EMAIL_INTERVAL_MS,
  SUB_ALERT_MESSAGES,
  type SubAlertDto,
  type SubAlertUnsubscribeStateDto,
  subAlertSchema,
  subAlertUnsubscribeLinkSchema,
} from '../../../contracts/marketplace/sub-alerts.ts';
import { defineRoutes, ok } from '../../../platform/http/declared-routes.ts';
import type { MarketplaceDeps } from '../application/marketplace-deps.ts';
import { readSubAlert, removeSubAlert, saveSubAlert } from '../application/sub-alerts/manage-sub-alert.ts';
import {
  type SubAlertUnsubscribeDeps,
  subAlertUnsubscribeState,
  unsubscribeSubAlertEmails,
} from '../application/sub-alerts/sub-alert-unsubscribe.ts';

const tags = ['Marketplace'];
const hour = `${SUB_ALERT_EMAIL_INTERVAL_MS / 60_000} minutes`;

const subAlertDtoSchema = z
  .object({
    workspaceId: z.number().int(),
    cityName: z.string(),
    days: z.array(z.enum(GAME_DAYS)),
    positions: z.array(z.enum(FREE_AGENT_POSITIONS)),
    email: z.boolean(),
    updatedAt: z.string(),
  })
  .meta({ id: 'SubAlert' }) satisfies z.ZodType<SubAlertDto>;

const unsubscribeStateSchema = z
  .object({ emails: z.boolean(), cityName: z.string().nullable(), message: z.string().optional() })
  .meta({ id: 'SubAlertUnsubscribeState' }) satisfies z.ZodType<SubAlertUnsubscribeStateDto>;

/** `/api/marketplace/sub-alert`: the signed-in player's sub alert (issue 20), one a player. */
export const subAlertRoutes = defineRoutes<MarketplaceDeps>(
  { defaultAuth: 'member', mount: '/marketplace/sub-alert', tags },
  (route) => [
    route.get('/', {
      summary: "The signed-in player's sub alert, or null",
      reply: ok(subAlertDtoSchema.nullable()),
      handler: ({ deps, member }) => readSubAlert(deps, member.memberId),
    }),
    route.put('/', {
      summary: 'Turn sub alerts on, or change them: a city, the days and positions the player plays',
      description: `A new sub request in the city, on one of the days (the game's weekday where it is played), needing one of the positions, reaches the player in the bell, live, and (\`email\`, default true) by e-mail at most once every ${hour}. Never for a team the player is on. The city must exist: 400 '${SUB_ALERT_MESSAGES.city}'.`,
      request: { body: subAlertSchema },
      example: { workspaceId: 1, days: ['tuesday', 'sunday'], positions: ['defender'], email: true },
      reply: ok(subAlertDtoSchema),
      handler: ({ deps, member, body }) => saveSubAlert(deps, member.memberId, body),
    }),
    route.delete('/', {
      summary: 'Turn sub alerts off (nothing to turn off: the same answer)',
      reply: ok(z.null()),
      handler: ({ deps, member }) => removeSubAlert(deps, member.memberId),
    }),
  ],
);

const link = { query: subAlertUnsubscribeLinkSchema };
const credential = 'The signed link (`member`, `token`) is the only credential: no session.';

/**
 * `/api/marketplace/sub-alert/unsubscribe?member&token`, the `List-Unsubscribe` URL of every alert
 * e-mail. GET changes nothing (mail scanners open links); POST turns the alert's e-mails off, from the
 * SPA page's button or a mail client's RFC 8058 one-click (form-encoded `List-Unsubscribe=One-Click`, no
 * session). Mounted with `acceptsFormPosts` as identity's unsubscribe links: the body is never read.
 */
export const subAlertUnsubscribeRoutes = defineRoutes<SubAlertUnsubscribeDeps>(
  { defaultAuth: 'public', mount: '/marketplace/sub-alert/unsubscribe', tags, acceptsFormPosts: true },
  (route) => [
    route.get('/', {
      summary: "Whether a sub alert e-mail's unsubscribe link's player gets alert e-mails (changes nothing)",
      description: `${credential} A forged or malformed link: 403 '${SUB_ALERT_MESSAGES.badLink}'.`,
      request: link,
      reply: ok(unsubscribeStateSchema),
      errors: [403],
      handler: ({ deps, query }) => subAlertUnsubscribeState(deps, query),
    }),
    route.post('/', {
      summary: 'Turn sub alert e-mails off without signing in (RFC 8058 one-click); bell alerts stay',
      description: `The \`List-Unsubscribe\` URL of every alert e-mail (\`List-Unsubscribe-Post: List-Unsubscribe=One-Click\`). Mail clients POST \`List-Unsubscribe=One-Click\` form-encoded; the unsubscribe page POSTs with no body. The body is ignored. ${credential} A forged or malformed link: 403 '${SUB_ALERT_MESSAGES.badLink}'.`,
      request: link,
      requestBody: {
        required: false,
        content: { 'application/x-www-form-urlencoded': { example: 'List-Unsubscribe=One-Click' } },
      },
      reply: ok(unsubscribeStateSchema),
      errors: [403],
      handler: ({ deps, query, req }) =>
        unsubscribeSubAlertEmails(
          deps,
          query,
          req.is('application/x-www-form-urlencoded') ? 'one-click' : 'unsubscribe-link',
        ),
    }),
  ],
);

import { Router } from 'express';
import {
  EMAIL_PREFERENCE_MESSAGES,
  type EmailPreferencesDto,
  emailPreferencesSchema,
  type UnsubscribeLink,
  unsubscribeLinkSchema,
} from '../../../contracts/identity/index.ts';
import { type AuthGuards, requireCurrentMember } from '../../../platform/auth/index.ts';
import { success } from '../../../platform/http/envelope.ts';
import { input, validate } from '../../../platform/http/validate.ts';
import {
  type EmailPreferenceDeps,
  saveEmailPreferences,
  switchByLink,
  unsubscribeState,
} from '../application/email-preferences/email-preferences.handlers.ts';
import { readEmailPreferences } from '../application/email-preferences/email-preferences.query.ts';

/** `/api/member/email-preferences`: the signed-in member's choice of optional e-mails, per kind. */
export function emailPreferencesRoutes(deps: EmailPreferenceDeps, guards: AuthGuards): Router {
  const router = Router();
  router.get('/', guards.requireMember, async (_req, res) => {
    res.json(success(await readEmailPreferences(deps.em, requireCurrentMember(res).memberId)));
  });
  router.put('/', guards.requireMember, validate({ body: emailPreferencesSchema }), async (_req, res) => {
    const { body } = input<{ body: EmailPreferencesDto }>(res);
    const saved = await saveEmailPreferences(deps, requireCurrentMember(res).memberId, body);
    res.json(success({ ...saved, message: EMAIL_PREFERENCE_MESSAGES.saved }));
  });
  return router;
}

const linkQuery = validate({ query: unsubscribeLinkSchema });

/**
 * `/api/email/unsubscribe?member&kind&token`, the `List-Unsubscribe` URL of every optional e-mail. GET
 * tells the SPA page what the link would do and changes nothing (mail scanners open links); POST
 * unsubscribes, from the page's button or a mail client's RFC 8058 one-click (form-encoded
 * `List-Unsubscribe=One-Click`, no session). Mounted with `acceptsFormPosts`: the body is never read,
 * the signed token is the credential.
 */
export function unsubscribeRoutes(deps: EmailPreferenceDeps): Router {
  const router = Router();
  router.get('/', linkQuery, async (_req, res) => {
    const { query } = input<{ query: UnsubscribeLink }>(res);
    res.json(success(await unsubscribeState(deps, query)));
  });
  router.post('/', linkQuery, async (req, res) => {
    const { query } = input<{ query: UnsubscribeLink }>(res);
    const via = req.is('application/x-www-form-urlencoded') ? 'one-click' : 'unsubscribe-link';
    res.json(success(await switchByLink(deps, query, false, via)));
  });
  return router;
}

/** `/api/email/resubscribe?member&kind&token`: the unsubscribe page's undo (JSON rules as usual). */
export function resubscribeRoutes(deps: EmailPreferenceDeps): Router {
  const router = Router();
  router.post('/', linkQuery, async (_req, res) => {
    const { query } = input<{ query: UnsubscribeLink }>(res);
    res.json(success(await switchByLink(deps, query, true, 'unsubscribe-link')));
  });
  return router;
}

import express, { type Response, Router } from 'express';
import { type AuthGuards, cookieOf, setSessionCookies } from '../../../platform/auth/index.ts';
import type { SocialOutcome } from '../application/social-sign-in/social-sign-in.ts';
import { safeReturnPath } from '../domain/return-path.ts';
import type { IdentityServices } from '../identity-services.ts';

const FLOW_COOKIE = 'pf_oidc_state';
const FLOW_TTL_MS = 10 * 60 * 1000;

function finish(services: IdentityServices, res: Response, outcome: SocialOutcome, status: 302 | 303): void {
  if (outcome.kind === 'signed-in') setSessionCookies(res, outcome.auth, services.settings.cookies);
  res.redirect(status, `${services.settings.publicUrl}${outcome.redirectTo}`);
}

/**
 * Browser navigations, not API calls: both routes answer with redirects. The start route sets a
 * short-lived cookie holding the flow's state, so only the browser that began a flow can finish it.
 */
export function oidcRoutes(services: IdentityServices, guards: AuthGuards): Router {
  const { settings, social } = services;
  const router = Router();
  const secure = new URL(settings.publicUrl).protocol === 'https:';

  router.get('/:provider/start', async (req, res) => {
    const provider = String(req.params.provider);
    const link = req.query.link === '1' || req.query.link === 'true';
    const returnTo = safeReturnPath(req.query.returnTo, link ? '/settings/' : '/');
    if (!social.isAvailable(provider))
      return finish(services, res, social.failure('provider-unavailable', returnTo), 302);
    let linkMemberId: string | undefined;
    if (link) {
      const member = await guards.identify(req).catch(() => undefined);
      if (!member) return finish(services, res, social.failure('sign-in-required', returnTo), 302);
      linkMemberId = member.memberId;
    }
    let started: { url: string; state: string };
    try {
      started = await social.start(provider, { returnTo, ...(linkMemberId ? { linkMemberId } : {}) });
    } catch (error) {
      req.log?.warn({ err: error, provider }, 'OIDC provider unreachable');
      return finish(services, res, social.failure('provider-unavailable', returnTo), 302);
    }
    // A form_post callback is a cross-site POST, which carries only a SameSite=None cookie.
    res.cookie(FLOW_COOKIE, started.state, {
      httpOnly: true,
      secure,
      sameSite: social.usesFormPost(provider) ? 'none' : 'lax',
      path: '/',
      maxAge: FLOW_TTL_MS,
    });
    res.redirect(302, started.url);
  });

  router.get('/:provider/callback', async (req, res) => {
    const provider = String(req.params.provider);
    res.clearCookie(FLOW_COOKIE, { httpOnly: true, secure, path: '/' });
    if (!social.isAvailable(provider) || social.usesFormPost(provider)) {
      return finish(services, res, social.failure('provider-unavailable'), 302);
    }
    const callbackUrl = new URL(req.originalUrl, `${settings.publicUrl}/`);
    finish(services, res, await social.complete(provider, callbackUrl, cookieOf(req, FLOW_COOKIE)), 302);
  });
  return router;
}

/**
 * The form_post callback (Sign in with Apple), mounted from the root at /auth/oidc: the API takes
 * only JSON bodies, and this one is the provider's auto-submitted form.
 */
export function oidcFormPostRoutes(services: IdentityServices): Router {
  const { settings, social } = services;
  const router = Router();
  const secure = new URL(settings.publicUrl).protocol === 'https:';
  router.post(
    '/:provider/callback',
    express.urlencoded({ extended: false, limit: '20kb' }),
    async (req, res) => {
      const provider = String(req.params.provider);
      res.setHeader('Cache-Control', 'no-store');
      res.clearCookie(FLOW_COOKIE, { httpOnly: true, secure, path: '/' });
      if (!social.isAvailable(provider) || !social.usesFormPost(provider)) {
        return finish(services, res, social.failure('provider-unavailable'), 303);
      }
      const form = new URLSearchParams();
      for (const [key, value] of Object.entries((req.body ?? {}) as Record<string, unknown>)) {
        if (typeof value === 'string') form.set(key, value);
      }
      const url = new URL(social.redirectUri(provider));
      finish(services, res, await social.complete(provider, { url, form }, cookieOf(req, FLOW_COOKIE)), 303);
    },
  );
  router.use((error: unknown, _req: express.Request, res: Response, next: express.NextFunction) => {
    // A malformed or oversized form body is the sender's doing.
    if ((error as { status?: number } | null)?.status && (error as { status: number }).status < 500) {
      return finish(services, res, social.failure('sign-in-failed'), 303);
    }
    next(error);
  });
  return router;
}

import express, { type Response } from 'express';
import { z } from 'zod';
import { cookieOf, setSessionCookies } from '../../../platform/auth/index.ts';
import { defineRoutes, sends } from '../../../platform/http/declared-routes.ts';
import type { SocialOutcome } from '../application/social-sign-in/social-sign-in.ts';
import { safeReturnPath } from '../domain/return-path.ts';
import type { IdentityServices } from '../identity-services.ts';
import { providerParams } from './response-schemas.ts';

const FLOW_COOKIE = 'pf_oidc_state';
const FLOW_TTL_MS = 10 * 60 * 1000;

function finish(services: IdentityServices, res: Response, outcome: SocialOutcome, status: 302 | 303): void {
  if (outcome.kind === 'signed-in') setSessionCookies(res, outcome.auth, services.settings.cookies);
  res.redirect(status, `${services.settings.publicUrl}${outcome.redirectTo}`);
}

const secureCookies = (services: IdentityServices) =>
  new URL(services.settings.publicUrl).protocol === 'https:';

const redirect = (status: 302 | 303, description: string) => ({
  [status]: { description, headers: { Location: { schema: { type: 'string' as const } } } },
});

const tags = ['Auth'];

/**
 * `/api/auth/oidc`: browser navigations, not API calls, so both routes answer with redirects, also for
 * a provider they do not know (their parameters are read, not validated). The start route sets a
 * short-lived cookie holding the flow's state, so only the browser that began a flow can finish it.
 */
export const oidcRoutes = defineRoutes<IdentityServices>(
  { defaultAuth: 'public', mount: '/auth/oidc', tags },
  (route) => [
    route.get('/:provider/start', {
      summary: 'Start social sign-in (a browser navigation)',
      requestParams: {
        path: providerParams,
        query: z.object({
          returnTo: z.string().optional().meta({ description: 'A path of the app to come back to.' }),
          link: z.enum(['1', 'true']).optional().meta({ description: 'Connect to the signed-in member.' }),
        }),
      },
      reply: sends(redirect(302, 'To the provider, or back to the app with `authError=<code>`.')),
      handler: async ({ deps: services, guards, req, res }) => {
        const { social } = services;
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
          secure: secureCookies(services),
          sameSite: social.usesFormPost(provider) ? 'none' : 'lax',
          path: '/',
          maxAge: FLOW_TTL_MS,
        });
        res.redirect(302, started.url);
      },
    }),
    route.get('/:provider/callback', {
      summary: 'The provider’s redirect back (code flow)',
      requestParams: { path: providerParams },
      reply: sends(redirect(302, 'Into the app, signed in (cookies set), or with `authError=<code>`.')),
      handler: async ({ deps: services, req, res }) => {
        const { social } = services;
        const provider = String(req.params.provider);
        res.clearCookie(FLOW_COOKIE, { httpOnly: true, secure: secureCookies(services), path: '/' });
        if (!social.isAvailable(provider) || social.usesFormPost(provider)) {
          return finish(services, res, social.failure('provider-unavailable'), 302);
        }
        const callbackUrl = new URL(req.originalUrl, `${services.settings.publicUrl}/`);
        finish(services, res, await social.complete(provider, callbackUrl, cookieOf(req, FLOW_COOKIE)), 302);
      },
    }),
  ],
);

/**
 * The form_post callback (Sign in with Apple), mounted from the root at /auth/oidc: the API takes
 * only JSON bodies, and this one is the provider's auto-submitted form. A malformed or oversized form
 * body is the sender's doing: it ends the flow with `sign-in-failed`.
 */
export const oidcFormPostRoutes = defineRoutes<IdentityServices>(
  {
    mount: '/auth/oidc',
    root: true,
    tags,
    onError: (services) => (error, _req, res, next) => {
      if ((error as { status?: number } | null)?.status && (error as { status: number }).status < 500) {
        return finish(services, res, services.social.failure('sign-in-failed'), 303);
      }
      next(error);
    },
  },
  (route) => [
    route.post('/:provider/callback', {
      auth: 'public',
      summary: 'The provider’s form_post back (Sign in with Apple)',
      requestParams: { path: providerParams },
      requestBody: {
        content: {
          'application/x-www-form-urlencoded': {
            schema: z.looseObject({ code: z.string().optional(), state: z.string().optional() }),
          },
        },
      },
      reply: sends(redirect(303, 'Into the app, signed in (cookies set), or with `authError=<code>`.')),
      use: () => [express.urlencoded({ extended: false, limit: '20kb' })],
      handler: async ({ deps: services, req, res }) => {
        const { social } = services;
        const provider = String(req.params.provider);
        res.setHeader('Cache-Control', 'no-store');
        res.clearCookie(FLOW_COOKIE, { httpOnly: true, secure: secureCookies(services), path: '/' });
        if (!social.isAvailable(provider) || !social.usesFormPost(provider)) {
          return finish(services, res, social.failure('provider-unavailable'), 303);
        }
        const form = new URLSearchParams();
        for (const [key, value] of Object.entries((req.body ?? {}) as Record<string, unknown>)) {
          if (typeof value === 'string') form.set(key, value);
        }
        const url = new URL(social.redirectUri(provider));
        finish(
          services,
          res,
          await social.complete(provider, { url, form }, cookieOf(req, FLOW_COOKIE)),
          303,
        );
      },
    }),
  ],
);

import { type Request, type Response, Router } from 'express';
import {
  type AuthResult,
  emailChangeLinkSchema,
  type LoginInput,
  loginSchema,
  recoverPasswordSchema,
  refreshSchema,
  resetPasswordSchema,
  type SignUp,
  signUpSchema,
  verifyEmailQuerySchema,
} from '../../../contracts/identity/index.ts';
import {
  type AuthGuards,
  CROSS_SITE_MESSAGE,
  clearSessionCookies,
  cookieOf,
  isSameOrigin,
  REFRESH_COOKIE,
} from '../../../platform/auth/index.ts';
import { AppError } from '../../../platform/errors/app-error.ts';
import { success } from '../../../platform/http/envelope.ts';
import { input, validate } from '../../../platform/http/validate.ts';
import { limitByIp, type RateLimiter } from '../../../platform/rate-limit/rate-limiter.ts';
import {
  cancelEmailChange,
  confirmEmailChange,
} from '../application/email-change-links/email-change-links.handlers.ts';
import { SESSION_ENDED_MESSAGE } from '../application/sessions/session-issuer.ts';
import { signOut } from '../application/sign-out/sign-out.handler.ts';
import type { IdentityServices } from '../identity-services.ts';
import { oidcRoutes } from './oidc.routes.ts';
import { rejectNul } from './reject-nul.ts';
import { sessionReply, wantsBearerTokens } from './session-reply.ts';

export interface AuthLimiters {
  loginPerIp: RateLimiter;
  registerPerIp: RateLimiter;
  recoverPerEmail: RateLimiter;
}

/**
 * The refresh token from the body (a Bearer client) or, failing that, from its httpOnly cookie (a
 * browser; same-origin only). `fromBody` says which, so the answer goes back the way it came.
 */
function refreshTokenOf(
  req: Request,
  body: { refreshToken?: string | undefined },
  publicUrl: string,
): { token: string | undefined; fromBody: boolean } {
  if (body.refreshToken) return { token: body.refreshToken, fromBody: true };
  const cookie = cookieOf(req, REFRESH_COOKIE);
  if (cookie && !isSameOrigin(req.headers, publicUrl)) {
    throw new AppError(403, [{ message: CROSS_SITE_MESSAGE, code: 'CrossSiteRequest' }]);
  }
  return { token: cookie, fromBody: false };
}

export function authRoutes(services: IdentityServices, guards: AuthGuards, limiters: AuthLimiters): Router {
  const { settings } = services;
  const router = Router();
  router.use(rejectNul);
  const signedIn = (res: Response, auth: AuthResult, tokensInBody: boolean) =>
    sessionReply(res, auth, settings.cookies, tokensInBody);

  router.post(
    '/register',
    limitByIp(limiters.registerPerIp),
    validate({ body: signUpSchema }),
    async (req, res) => {
      const { body } = input<{ body: SignUp }>(res);
      const auth = await services.register.handle(body, req.ip);
      res.status(201).json(success(signedIn(res, auth, wantsBearerTokens(req))));
    },
  );

  router.get('/verify', validate({ query: verifyEmailQuerySchema }), async (_req, res) => {
    const { query } = input<{ query: { email: string; verificationToken: string } }>(res);
    res.json(success(await services.verifyEmail.handle(query.email, query.verificationToken)));
  });

  router.post(
    '/login/member',
    limitByIp(limiters.loginPerIp),
    validate({ body: loginSchema }),
    async (req, res) => {
      const { body } = input<{ body: LoginInput & { email: string } }>(res);
      const auth = await services.signIn.handle(body);
      res.json(success(signedIn(res, auth, wantsBearerTokens(req))));
    },
  );

  router.post('/refresh', validate({ body: refreshSchema }), async (req, res) => {
    const { body } = input<{ body: { refreshToken?: string } }>(res);
    const { token, fromBody } = refreshTokenOf(req, body, settings.publicUrl);
    try {
      if (!token) throw new AppError(401, [{ message: SESSION_ENDED_MESSAGE, code: 'InvalidRefreshToken' }]);
      const auth = await services.sessions.rotate(services.em, token, services.clock.now());
      // A cookie refresh never answers with tokens, whatever headers a script adds to it.
      res.json(success(signedIn(res, auth, fromBody)));
    } catch (error) {
      clearSessionCookies(res, settings.publicUrl);
      throw error;
    }
  });

  router.post('/logout', validate({ body: refreshSchema }), async (req, res) => {
    const { body } = input<{ body: { refreshToken?: string } }>(res);
    const { token } = refreshTokenOf(req, body, settings.publicUrl);
    // An expired access token must not stop anyone from signing out.
    const member = await guards.identify(req).catch(() => undefined);
    await signOut(services.em, services.clock.now(), { refreshToken: token, sessionId: member?.sessionId });
    clearSessionCookies(res, settings.publicUrl);
    res.json(success({ message: 'Signed out' }));
  });

  router.post('/recover-password', validate({ body: recoverPasswordSchema }), async (_req, res) => {
    const { body } = input<{ body: { email: string } }>(res);
    await limiters.recoverPerEmail.consume(body.email);
    res.json(success(await services.passwordReset.requestReset(body.email)));
  });

  router.post('/reset-password', validate({ body: resetPasswordSchema }), async (_req, res) => {
    const { body } = input<{ body: { resetToken: string; newPassword: string } }>(res);
    res.json(success(await services.passwordReset.resetPassword(body.resetToken, body.newPassword, false)));
  });

  // The two links of an e-mail change: they work on any device, signed in or not (the token is the proof).
  router.post('/email-change/confirm', validate({ body: emailChangeLinkSchema }), async (_req, res) => {
    const { body } = input<{ body: { token: string } }>(res);
    res.json(success(await confirmEmailChange(services.deps, body.token)));
  });

  router.post('/email-change/cancel', validate({ body: emailChangeLinkSchema }), async (_req, res) => {
    const { body } = input<{ body: { token: string } }>(res);
    res.json(success(await cancelEmailChange(services.deps, body.token)));
  });

  router.get('/providers', (_req, res) => {
    res.json(success(services.social.available()));
  });

  router.use('/oidc', oidcRoutes(services, guards));
  return router;
}

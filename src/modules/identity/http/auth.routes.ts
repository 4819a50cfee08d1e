import { type Request, type Response, Router } from 'express';
import {
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
  setSessionCookies,
} from '../../../platform/auth/index.ts';
import { AppError } from '../../../platform/errors/app-error.ts';
import { success } from '../../../platform/http/envelope.ts';
import { input, validate } from '../../../platform/http/validate.ts';
import { limitByIp, type RateLimiter } from '../../../platform/rate-limit/rate-limiter.ts';
import { SESSION_ENDED_MESSAGE } from '../application/sessions/session-issuer.ts';
import type { IdentityServices } from '../identity-services.ts';
import { revokeSession, sessionOfRefreshToken } from '../infrastructure/session-store.ts';
import { oidcRoutes } from './oidc.routes.ts';
import { rejectNul } from './reject-nul.ts';

export interface AuthLimiters {
  loginPerIp: RateLimiter;
  registerPerIp: RateLimiter;
  recoverPerEmail: RateLimiter;
}

/** The refresh token from the body (SPA storage) or, failing that, its cookie (same-origin only). */
function refreshTokenOf(
  req: Request,
  body: { refreshToken?: string | undefined },
  publicUrl: string,
): string | undefined {
  if (body.refreshToken) return body.refreshToken;
  const cookie = cookieOf(req, REFRESH_COOKIE);
  if (cookie && !isSameOrigin(req.headers, publicUrl)) {
    throw new AppError(403, [{ message: CROSS_SITE_MESSAGE, code: 'CrossSiteRequest' }]);
  }
  return cookie;
}

export function authRoutes(services: IdentityServices, guards: AuthGuards, limiters: AuthLimiters): Router {
  const { settings } = services;
  const router = Router();
  router.use(rejectNul);
  const signedIn = (res: Response, auth: { accessToken: string; refreshToken: string }) =>
    setSessionCookies(res, auth, settings.cookies);

  router.post(
    '/register',
    limitByIp(limiters.registerPerIp),
    validate({ body: signUpSchema }),
    async (req, res) => {
      const { body } = input<{ body: SignUp }>(res);
      const auth = await services.register.handle(body, req.ip);
      signedIn(res, auth);
      res.status(201).json(success(auth));
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
    async (_req, res) => {
      const { body } = input<{ body: LoginInput & { email: string } }>(res);
      const auth = await services.signIn.handle(body);
      signedIn(res, auth);
      res.json(success(auth));
    },
  );

  router.post('/refresh', validate({ body: refreshSchema }), async (req, res) => {
    const { body } = input<{ body: { refreshToken?: string } }>(res);
    const token = refreshTokenOf(req, body, settings.publicUrl);
    try {
      if (!token) throw new AppError(401, [{ message: SESSION_ENDED_MESSAGE, code: 'InvalidRefreshToken' }]);
      const auth = await services.sessions.rotate(services.em, token, services.clock.now());
      signedIn(res, auth);
      res.json(success(auth));
    } catch (error) {
      clearSessionCookies(res, settings.publicUrl);
      throw error;
    }
  });

  router.post('/logout', validate({ body: refreshSchema }), async (req, res) => {
    const { body } = input<{ body: { refreshToken?: string } }>(res);
    const token = refreshTokenOf(req, body, settings.publicUrl);
    const now = services.clock.now();
    const sessionIds = new Set<string>();
    if (token) {
      const sessionId = await sessionOfRefreshToken(services.em, token);
      if (sessionId) sessionIds.add(sessionId);
    }
    // An expired access token must not stop anyone from signing out.
    const member = await guards.identify(req).catch(() => undefined);
    if (member) sessionIds.add(member.sessionId);
    for (const sessionId of sessionIds) await revokeSession(services.em, sessionId, 'signed-out', now);
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

  router.get('/providers', (_req, res) => {
    res.json(success(services.social.available()));
  });

  router.use('/oidc', oidcRoutes(services, guards));
  return router;
}

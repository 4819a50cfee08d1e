import type { Request, Response } from 'express';
import { z } from 'zod';
import {
  type AuthResult,
  emailChangeLinkSchema,
  loginSchema,
  recoverPasswordSchema,
  refreshSchema,
  resetPasswordSchema,
  signUpSchema,
  verifyEmailQuerySchema,
} from '../../../contracts/identity/index.ts';
import {
  CROSS_SITE_MESSAGE,
  clearSessionCookies,
  cookieOf,
  isSameOrigin,
  REFRESH_COOKIE,
} from '../../../platform/auth/index.ts';
import { AppError } from '../../../platform/errors/app-error.ts';
import { created, defineRoutes, ok } from '../../../platform/http/declared-routes.ts';
import { jsonBody, messageSchema } from '../../../platform/openapi/index.ts';
import type { RateLimiter } from '../../../platform/rate-limit/rate-limiter.ts';
import {
  cancelEmailChange,
  confirmEmailChange,
} from '../application/email-change-links/email-change-links.handler.ts';
import { SESSION_ENDED_MESSAGE } from '../application/sessions/session-issuer.ts';
import { signOut } from '../application/sign-out/sign-out.handler.ts';
import type { IdentityServices } from '../identity-services.ts';
import {
  emailChangeCancelledSchema,
  emailChangeConfirmedSchema,
  sessionSchema,
  sessionTransport,
  socialProviderSchema,
} from './response-schemas.ts';
import { sessionReply, wantsBearerTokens } from './session-reply.ts';

export interface AuthLimiters {
  loginPerIp: RateLimiter;
  registerPerIp: RateLimiter;
  recoverPerEmail: RateLimiter;
}

export interface AuthRoutesDeps {
  services: IdentityServices;
  limiters: AuthLimiters;
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

const signedIn = (services: IdentityServices, res: Response, auth: AuthResult, tokensInBody: boolean) =>
  sessionReply(res, auth, services.settings.cookies, tokensInBody);

// The header is read leniently (any case, spaces) by wantsBearerTokens, so it is described, not validated.
const bearerHeader = { header: sessionTransport };

/** `/api/auth`: sign-up, sign-in, sessions, password reset, e-mail change links, social providers. */
export const authRoutes = defineRoutes<AuthRoutesDeps>(
  { defaultAuth: 'public', mount: '/auth', tags: ['Auth'] },
  (route) => [
    route.post('/register', {
      summary: 'Create an account and sign in',
      description:
        'Sends the verification e-mail. Guarded by reCAPTCHA when configured. With `location` the ' +
        'account is complete (an invite applies without completing the profile first).',
      requestParams: bearerHeader,
      request: { body: signUpSchema },
      requestBody: jsonBody(signUpSchema.meta({ id: 'SignUp' }), {
        firstName: 'Alex',
        lastName: 'Morgan',
        email: 'alex@example.com',
        phone: '(512) 555-0134',
        location: 'Austin, TX',
        zipCode: '78701',
        birthday: '1990-04-12',
        gender: 'FEMALE',
        password: 'Kickoff#2024',
        confirmPassword: 'Kickoff#2024',
      }),
      reply: created(sessionSchema, 'Signed up and signed in.'),
      errors: [403, 409],
      limit: ({ limiters }) => limiters.registerPerIp,
      handler: async ({ deps: { services }, body, req, res }) => {
        const auth = await services.register.handle(body, req.ip);
        return signedIn(services, res, auth, wantsBearerTokens(req));
      },
    }),
    route.get('/verify', {
      summary: 'Verify an e-mail address (the link in the verification e-mail)',
      request: { query: verifyEmailQuerySchema },
      reply: ok(z.object({ email: z.string(), emailVerified: z.literal(true) })),
      handler: ({ deps: { services }, query }) =>
        services.verifyEmail.handle(query.email, query.verificationToken),
    }),
    route.post('/login/member', {
      summary: 'Sign in with e-mail and password',
      description: 'An `inviteToken` from a team invite link joins the team on the way in.',
      requestParams: bearerHeader,
      request: { body: loginSchema },
      example: { email: 'alex@example.com', password: 'Kickoff#2024' },
      reply: ok(sessionSchema),
      errors: [401],
      limit: ({ limiters }) => limiters.loginPerIp,
      handler: async ({ deps: { services }, body, req, res }) => {
        const auth = await services.signIn.handle(body);
        return signedIn(services, res, auth, wantsBearerTokens(req));
      },
    }),
    route.post('/refresh', {
      summary: 'Rotate the refresh token for a new session',
      description:
        'The refresh token comes from the body (a Bearer client, answered with tokens) or, same-origin only, from its cookie (a browser, answered without them). A reused token revokes its whole family.',
      request: { body: refreshSchema },
      requestBody: { ...jsonBody(refreshSchema, {}), required: false },
      reply: ok(sessionSchema),
      errors: [401, 403],
      handler: async ({ deps: { services }, body, req, res }) => {
        const { token, fromBody } = refreshTokenOf(req, body, services.settings.publicUrl);
        try {
          if (!token)
            throw new AppError(401, [{ message: SESSION_ENDED_MESSAGE, code: 'InvalidRefreshToken' }]);
          const auth = await services.sessions.rotate(services.em, token, services.clock.now());
          // A cookie refresh never answers with tokens, whatever headers a script adds to it.
          return signedIn(services, res, auth, fromBody);
        } catch (error) {
          clearSessionCookies(res, services.settings.publicUrl);
          throw error;
        }
      },
    }),
    route.post('/logout', {
      summary: 'Sign out this session',
      description: 'Ends the session of the refresh token (body or cookie) and of the access token, if any.',
      request: { body: refreshSchema },
      requestBody: { ...jsonBody(refreshSchema, {}), required: false },
      reply: ok(messageSchema, 'Signed out.'),
      errors: [403],
      handler: async ({ deps: { services }, guards, body, req, res }) => {
        const { token } = refreshTokenOf(req, body, services.settings.publicUrl);
        // An expired access token must not stop anyone from signing out.
        const member = await guards.identify(req).catch(() => undefined);
        await signOut(services.em, services.clock.now(), {
          refreshToken: token,
          sessionId: member?.sessionId,
        });
        clearSessionCookies(res, services.settings.publicUrl);
        return { message: 'Signed out' };
      },
    }),
    route.post('/recover-password', {
      summary: 'Send a password-reset link',
      description: 'Answers the same whether or not an account exists for the address.',
      request: { body: recoverPasswordSchema },
      example: { email: 'alex@example.com' },
      reply: ok(messageSchema),
      errors: [429],
      handler: async ({ deps: { services, limiters }, body }) => {
        await limiters.recoverPerEmail.consume(body.email);
        return services.passwordReset.requestReset(body.email);
      },
    }),
    route.post('/reset-password', {
      summary: 'Set a new password with the reset link’s token',
      request: { body: resetPasswordSchema },
      example: {
        resetToken: 'the token of the reset link',
        newPassword: 'Halftime#2025',
        confirmPassword: 'Halftime#2025',
      },
      reply: ok(messageSchema),
      handler: ({ deps: { services }, body }) =>
        services.passwordReset.resetPassword(body.resetToken, body.newPassword, false),
    }),
    // The two links of an e-mail change: they work on any device, signed in or not (the token is the proof).
    route.post('/email-change/confirm', {
      summary: 'Make a pending e-mail change (the link sent to the new address)',
      description:
        'No sign-in needed: the token is the proof. The new address counts as verified. Refused when expired (`LinkExpired`), cancelled (`EmailChangeCancelled`) or replaced by a newer request (`EmailChangeSuperseded`).',
      request: { body: emailChangeLinkSchema },
      example: { token: 'the token of the link' },
      reply: ok(emailChangeConfirmedSchema),
      errors: [409],
      handler: ({ deps: { services }, body }) => confirmEmailChange(services.deps, body.token),
    }),
    route.post('/email-change/cancel', {
      summary: 'Cancel a pending e-mail change (the link sent to the old address)',
      description: 'Refused with 409 (`EmailChangeConfirmed`) once the change was made.',
      request: { body: emailChangeLinkSchema },
      example: { token: 'the token of the link' },
      reply: ok(emailChangeCancelledSchema),
      errors: [409],
      handler: ({ deps: { services }, body }) => cancelEmailChange(services.deps, body.token),
    }),
    route.get('/providers', {
      summary: 'The social sign-in methods configured here',
      reply: ok(z.array(socialProviderSchema)),
      handler: ({ deps: { services } }) => services.social.available(),
    }),
  ],
);

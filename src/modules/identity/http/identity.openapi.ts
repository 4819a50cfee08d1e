import { z } from 'zod';
import {
  AUTH_PROVIDERS,
  type AuthResult,
  BEARER_TRANSPORT,
  type BrowserSession,
  changeEmailSchema,
  changePasswordSchema,
  type EmailChangeCancelled,
  type EmailChangeConfirmed,
  emailChangeLinkSchema,
  GENDERS,
  loginSchema,
  MAX_IMAGE_BYTES,
  type MemberDto,
  type PendingEmailChange,
  type PlayerProfileDto,
  recoverPasswordSchema,
  refreshSchema,
  reportSchema,
  resetPasswordSchema,
  SESSION_TRANSPORT_HEADER,
  type SocialProviderDto,
  signUpSchema,
  updateProfileSchema,
  verifyEmailQuerySchema,
} from '../../../contracts/identity/index.ts';
import {
  type ApiPaths,
  errors,
  jsonBody,
  messageSchema,
  ok,
  signedIn,
} from '../../../platform/openapi/index.ts';
import { memberParams } from './member.routes.ts';

// Response shapes. The contracts declare them as TypeScript types; `satisfies` keeps these in step.
const team = z.object({ id: z.string(), name: z.string() });
const authProvider = z.enum(AUTH_PROVIDERS);
const role = z.enum(['player', 'coordinator', 'referee']);

export const memberSchema = z
  .object({
    id: z.string(),
    memberId: z.string(),
    email: z.string(),
    emailVerified: z.boolean(),
    firstName: z.string(),
    lastName: z.string(),
    avatar: z.string().nullable(),
    phoneNumber: z.string().nullable(),
    gender: z.enum(GENDERS).nullable(),
    birthday: z.string().nullable().meta({ format: 'date' }),
    location: z.string().nullable(),
    street: z.string().nullable(),
    state: z.string().nullable(),
    zip: z.string().nullable(),
    favoriteTeam: z.string().nullable(),
    role,
    teams: z.array(team),
    authSchemas: z.object({ providers: z.array(authProvider), hasPassword: z.boolean() }),
    registrationComplete: z.boolean(),
  })
  .meta({ id: 'Member', description: 'The signed-in member.' }) satisfies z.ZodType<MemberDto>;

export const authResultSchema = z
  .object({ member: memberSchema, accessToken: z.string(), refreshToken: z.string() })
  .meta({
    id: 'AuthResult',
    description: `A new session for a Bearer client (\`${SESSION_TRANSPORT_HEADER}: ${BEARER_TRANSPORT}\`, or a refresh token sent in the body). Both tokens are also set as httpOnly cookies.`,
  }) satisfies z.ZodType<AuthResult>;

const browserSessionSchema = z.object({ member: memberSchema }).meta({
  id: 'BrowserSession',
  description:
    'A new session for a browser: the tokens are only in httpOnly cookies, out of reach of scripts.',
}) satisfies z.ZodType<BrowserSession>;

/** Login, sign-up and refresh answer a browser without tokens and a Bearer client with them. */
const sessionSchema = z.union([browserSessionSchema, authResultSchema]);

/** How a non-browser client asks for its tokens in the body. */
const sessionTransport = z.object({
  [SESSION_TRANSPORT_HEADER]: z
    .literal(BEARER_TRANSPORT)
    .optional()
    .meta({ description: 'Send `bearer` to get the tokens in the body as well (non-browser clients).' }),
});

const emailChangeConfirmedSchema = z.object({
  outcome: z.enum(['confirmed', 'already-confirmed']),
  email: z.string().meta({ description: 'The account’s address now.' }),
}) satisfies z.ZodType<EmailChangeConfirmed>;

const emailChangeCancelledSchema = z.object({
  outcome: z.enum(['cancelled', 'already-cancelled']),
  email: z.string().meta({ description: 'The address the account keeps.' }),
}) satisfies z.ZodType<EmailChangeCancelled>;

const playerProfileSchema = z
  .object({
    memberId: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    avatar: z.string().nullable(),
    teams: z.array(team),
    role,
    organizer: z
      .object({
        organizationId: z.number().int(),
        organizationName: z.string(),
        role: z.enum(['coordinator', 'referee']),
        roleLabel: z.string(),
      })
      .nullable()
      .meta({ description: 'Where the member is league staff: the verified badge.' }),
    isBlocked: z.boolean(),
    isSelf: z.boolean(),
    contact: z
      .object({ email: z.string().optional(), phoneNumber: z.string().optional() })
      .nullable()
      .meta({ description: 'Only to the member and teammates.' }),
    stats: z
      .object({ games: z.number(), goals: z.number(), assists: z.number(), potm: z.number() })
      .nullable()
      .meta({ description: 'Only to the member.' }),
  })
  .meta({ id: 'PlayerProfile' }) satisfies z.ZodType<PlayerProfileDto>;

const socialProviderSchema = z.object({
  provider: authProvider,
  startUrl: z.string().meta({ description: 'Add `returnTo=/path`, or `link=1` to connect while signed in.' }),
}) satisfies z.ZodType<SocialProviderDto>;

const providerParams = z.object({ provider: authProvider });

const redirect = (description: string) => ({
  302: { description, headers: { Location: { schema: { type: 'string' as const } } } },
});

const auth = ['Auth'];
const member = ['Member'];

/** The routes of auth.routes.ts, oidc.routes.ts and member.routes.ts. */
export const identityRestApiPaths: ApiPaths = {
  '/api/auth/register': {
    post: {
      tags: auth,
      summary: 'Create an account and sign in',
      description:
        'Sends the verification e-mail. Guarded by reCAPTCHA when configured. With `location` the ' +
        'account is complete (an invite applies without completing the profile first).',
      requestParams: { header: sessionTransport },
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
      responses: {
        ...ok(sessionSchema, 'Signed up and signed in.', 201),
        ...errors(400, 403, 409, 415, 429),
      },
    },
  },
  '/api/auth/verify': {
    get: {
      tags: auth,
      summary: 'Verify an e-mail address (the link in the verification e-mail)',
      requestParams: { query: verifyEmailQuerySchema },
      responses: {
        ...ok(z.object({ email: z.string(), emailVerified: z.literal(true) })),
        ...errors(400),
      },
    },
  },
  '/api/auth/login/member': {
    post: {
      tags: auth,
      summary: 'Sign in with e-mail and password',
      description: 'An `inviteToken` from a team invite link joins the team on the way in.',
      requestParams: { header: sessionTransport },
      requestBody: jsonBody(loginSchema, { email: 'alex@example.com', password: 'Kickoff#2024' }),
      responses: { ...ok(sessionSchema), ...errors(400, 401, 415, 429) },
    },
  },
  '/api/auth/refresh': {
    post: {
      tags: auth,
      summary: 'Rotate the refresh token for a new session',
      description:
        'The refresh token comes from the body (a Bearer client, answered with tokens) or, same-origin only, from its cookie (a browser, answered without them). A reused token revokes its whole family.',
      requestBody: { ...jsonBody(refreshSchema, {}), required: false },
      responses: { ...ok(sessionSchema), ...errors(400, 401, 403, 415) },
    },
  },
  '/api/auth/logout': {
    post: {
      tags: auth,
      summary: 'Sign out this session',
      description: 'Ends the session of the refresh token (body or cookie) and of the access token, if any.',
      requestBody: { ...jsonBody(refreshSchema, {}), required: false },
      responses: { ...ok(messageSchema, 'Signed out.'), ...errors(400, 403, 415) },
    },
  },
  '/api/auth/recover-password': {
    post: {
      tags: auth,
      summary: 'Send a password-reset link',
      description: 'Answers the same whether or not an account exists for the address.',
      requestBody: jsonBody(recoverPasswordSchema, { email: 'alex@example.com' }),
      responses: { ...ok(messageSchema), ...errors(400, 415, 429) },
    },
  },
  '/api/auth/reset-password': {
    post: {
      tags: auth,
      summary: 'Set a new password with the reset link’s token',
      requestBody: jsonBody(resetPasswordSchema, {
        resetToken: 'the token of the reset link',
        newPassword: 'Halftime#2025',
        confirmPassword: 'Halftime#2025',
      }),
      responses: { ...ok(messageSchema), ...errors(400, 415) },
    },
  },
  '/api/auth/email-change/confirm': {
    post: {
      tags: auth,
      summary: 'Make a pending e-mail change (the link sent to the new address)',
      description:
        'No sign-in needed: the token is the proof. The new address counts as verified. Refused when expired (`LinkExpired`), cancelled (`EmailChangeCancelled`) or replaced by a newer request (`EmailChangeSuperseded`).',
      requestBody: jsonBody(emailChangeLinkSchema, { token: 'the token of the link' }),
      responses: { ...ok(emailChangeConfirmedSchema), ...errors(400, 409, 415) },
    },
  },
  '/api/auth/email-change/cancel': {
    post: {
      tags: auth,
      summary: 'Cancel a pending e-mail change (the link sent to the old address)',
      description: 'Refused with 409 (`EmailChangeConfirmed`) once the change was made.',
      requestBody: jsonBody(emailChangeLinkSchema, { token: 'the token of the link' }),
      responses: { ...ok(emailChangeCancelledSchema), ...errors(400, 409, 415) },
    },
  },
  '/api/auth/providers': {
    get: {
      tags: auth,
      summary: 'The social sign-in methods configured here',
      responses: ok(z.array(socialProviderSchema)),
    },
  },
  '/api/auth/oidc/{provider}/start': {
    get: {
      tags: auth,
      summary: 'Start social sign-in (a browser navigation)',
      requestParams: {
        path: providerParams,
        query: z.object({
          returnTo: z.string().optional().meta({ description: 'A path of the app to come back to.' }),
          link: z.enum(['1', 'true']).optional().meta({ description: 'Connect to the signed-in member.' }),
        }),
      },
      responses: redirect('To the provider, or back to the app with `authError=<code>`.'),
    },
  },
  '/api/auth/oidc/{provider}/callback': {
    get: {
      tags: auth,
      summary: 'The provider’s redirect back (code flow)',
      requestParams: { path: providerParams },
      responses: redirect('Into the app, signed in (cookies set), or with `authError=<code>`.'),
    },
  },
  '/auth/oidc/{provider}/callback': {
    post: {
      tags: auth,
      summary: 'The provider’s form_post back (Sign in with Apple)',
      requestParams: { path: providerParams },
      requestBody: {
        content: {
          'application/x-www-form-urlencoded': {
            schema: z.looseObject({ code: z.string().optional(), state: z.string().optional() }),
          },
        },
      },
      responses: {
        303: {
          description: 'Into the app, signed in (cookies set), or with `authError=<code>`.',
          headers: { Location: { schema: { type: 'string' } } },
        },
      },
    },
  },

  '/api/member/me': {
    get: {
      tags: member,
      summary: 'The signed-in member',
      ...signedIn,
      responses: { ...ok(memberSchema), ...errors(401) },
    },
  },
  '/api/member': {
    patch: {
      tags: member,
      summary: 'Update the profile',
      description: 'A partial update: fields left out keep their value; each field sent is validated.',
      ...signedIn,
      requestBody: jsonBody(updateProfileSchema.meta({ id: 'ProfileUpdate' }), {
        firstName: 'Alex',
        lastName: 'Morgan',
        location: 'Austin, TX',
        birthday: '1990-04-12',
        gender: 'FEMALE',
        phoneNumber: '(512) 555-0134',
        zip: '78701',
        favoriteTeam: 'Austin FC',
      }),
      responses: { ...ok(memberSchema), ...errors(400, 401, 403, 409, 415) },
    },
    delete: {
      tags: member,
      summary: 'Deactivate the account',
      description: 'Signs out every session; the member’s content shows as “Deleted player”.',
      ...signedIn,
      responses: { ...ok(messageSchema), ...errors(401, 403) },
    },
  },
  '/api/member/change-email': {
    patch: {
      tags: member,
      summary: 'Change the e-mail address',
      description:
        'Needs the password. Nothing changes until the link mailed to the new address is opened; the old address gets a link that cancels the change.',
      ...signedIn,
      requestBody: jsonBody(changeEmailSchema, {
        password: 'Kickoff#2024',
        email: 'alex.morgan@example.com',
      }),
      responses: {
        ...ok(z.string().meta({ description: 'The new address.' })),
        ...errors(400, 401, 403, 409, 415),
      },
    },
  },
  '/api/member/email-change': {
    get: {
      tags: member,
      summary: 'The address a pending e-mail change waits to move to',
      ...signedIn,
      responses: {
        ...ok(z.object({ pendingEmail: z.string().nullable() }) satisfies z.ZodType<PendingEmailChange>),
        ...errors(401),
      },
    },
  },
  '/api/member/change-password': {
    patch: {
      tags: member,
      summary: 'Change the password',
      description: 'Refuses the current password as the new one; the new one follows the sign-up policy.',
      ...signedIn,
      requestBody: jsonBody(changePasswordSchema, {
        currentPassword: 'Kickoff#2024',
        newPassword: 'Halftime#2025',
      }),
      responses: { ...ok(messageSchema), ...errors(400, 401, 403, 415) },
    },
  },
  '/api/member/verify-email/resend': {
    post: {
      tags: member,
      summary: 'Send the verification e-mail again',
      ...signedIn,
      responses: { ...ok(messageSchema), ...errors(401, 403, 429) },
    },
  },
  '/api/member/avatar/upload': {
    post: {
      tags: member,
      summary: 'Upload a profile photo',
      description: `JPEG, PNG or WebP of at most ${MAX_IMAGE_BYTES.toLocaleString('en-US')} bytes, re-encoded by the server.`,
      ...signedIn,
      requestBody: {
        required: true,
        content: {
          'multipart/form-data': {
            schema: z.object({ file: z.string().meta({ format: 'binary', description: 'The image.' }) }),
          },
        },
      },
      responses: {
        ...ok(z.object({ avatar: z.string().meta({ description: 'Its URL.' }), message: z.string() })),
        ...errors(400, 401, 403, 413, 415),
      },
    },
  },
  '/api/member/{memberId}': {
    get: {
      tags: member,
      summary: 'A player’s profile card',
      ...signedIn,
      requestParams: { path: memberParams },
      responses: { ...ok(playerProfileSchema), ...errors(400, 401, 404) },
    },
  },
  '/api/member/{memberId}/block': {
    post: {
      tags: member,
      summary: 'Block a player',
      ...signedIn,
      requestParams: { path: memberParams },
      responses: {
        ...ok(z.object({ memberId: z.string(), isBlocked: z.boolean() })),
        ...errors(400, 401, 403, 404),
      },
    },
  },
  '/api/member/{memberId}/unblock': {
    post: {
      tags: member,
      summary: 'Unblock a player',
      ...signedIn,
      requestParams: { path: memberParams },
      responses: {
        ...ok(z.object({ memberId: z.string(), isBlocked: z.boolean() })),
        ...errors(400, 401, 403, 404),
      },
    },
  },
  '/api/report': {
    post: {
      tags: member,
      summary: 'Report a player (comments, messages and events come with their modules)',
      ...signedIn,
      requestBody: jsonBody(reportSchema, {
        type: 'player',
        reportedPlayerId: '01936f4e-8a2b-7c3d-9e4f-5a6b7c8d9e0f',
        reason: 'Abusive messages after the game',
      }),
      responses: {
        ...ok(z.object({ id: z.string(), message: z.string() }), 'Report recorded.', 201),
        ...errors(400, 401, 403, 404, 415),
      },
    },
  },
};

import { z } from 'zod';
import {
  AUTH_PROVIDERS,
  type AuthResult,
  BEARER_TRANSPORT,
  type BrowserSession,
  type EmailChangeCancelled,
  type EmailChangeConfirmed,
  GENDERS,
  type MemberDto,
  type PlayerProfileDto,
  SESSION_TRANSPORT_HEADER,
  type SocialProviderDto,
} from '../../../contracts/identity/index.ts';

// Identity's answers as the API reference describes them (auth.routes.ts, member.routes.ts, the typed
// RPC). The contracts declare them as TypeScript types; `satisfies` keeps these in step.
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
export const sessionSchema = z.union([browserSessionSchema, authResultSchema]);

/** How a non-browser client asks for its tokens in the body. */
export const sessionTransport = z.object({
  [SESSION_TRANSPORT_HEADER]: z
    .literal(BEARER_TRANSPORT)
    .optional()
    .meta({ description: 'Send `bearer` to get the tokens in the body as well (non-browser clients).' }),
});

export const emailChangeConfirmedSchema = z.object({
  outcome: z.enum(['confirmed', 'already-confirmed']),
  email: z.string().meta({ description: 'The account’s address now.' }),
}) satisfies z.ZodType<EmailChangeConfirmed>;

export const emailChangeCancelledSchema = z.object({
  outcome: z.enum(['cancelled', 'already-cancelled']),
  email: z.string().meta({ description: 'The address the account keeps.' }),
}) satisfies z.ZodType<EmailChangeCancelled>;

export const playerProfileSchema = z
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

export const socialProviderSchema = z.object({
  provider: authProvider,
  startUrl: z.string().meta({ description: 'Add `returnTo=/path`, or `link=1` to connect while signed in.' }),
}) satisfies z.ZodType<SocialProviderDto>;

export const providerParams = z.object({ provider: authProvider });

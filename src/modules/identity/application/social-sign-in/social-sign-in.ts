import { randomUUID } from 'node:crypto';
import * as client from 'openid-client';
import {
  type AuthProvider,
  type AuthResult,
  type MemberDto,
  SOCIAL_MESSAGES,
  type SocialErrorCode,
  type SocialProviderDto,
} from '../../../../contracts/identity/index.ts';
import type { Clock } from '../../../../platform/container/tokens.ts';
import type { EntityManager } from '../../../../platform/db/orm.ts';
import { isUniqueViolation } from '../../../../platform/db/write-errors.ts';
import { badRequest, unauthorized } from '../../../../platform/errors/app-error.ts';
import { safeReturnPath } from '../../domain/return-path.ts';
import { canRemoveProvider } from '../../domain/sign-in-methods.ts';
import { Member, MemberAuthProvider } from '../../infrastructure/member.entity.ts';
import { findActiveMemberByEmail, findMemberById } from '../../infrastructure/member.store.ts';
import type { OidcFlowStore, OidcProviders } from '../../infrastructure/oidc-providers.ts';
import type { SessionIssuer } from '../sessions/session-issuer.ts';

export type SocialOutcome =
  | { kind: 'signed-in'; auth: AuthResult; redirectTo: string }
  | { kind: 'linked'; redirectTo: string }
  | { kind: 'failed'; code: SocialErrorCode; redirectTo: string };

interface ProviderIdentity {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  firstName: string;
  lastName: string;
}

const withQuery = (path: string, name: string, value: string) =>
  `${path}${path.includes('?') ? '&' : '?'}${name}=${encodeURIComponent(value)}`;

/** Apple sends the member's name once, on first consent, as JSON in the form field `user`. */
function appleName(user: string | null | undefined): { firstName?: unknown; lastName?: unknown } {
  if (!user) return {};
  try {
    const parsed = JSON.parse(user) as { name?: { firstName?: unknown; lastName?: unknown } };
    return parsed.name ?? {};
  } catch {
    return {};
  }
}

function identityOf(
  claims: client.IDToken | undefined,
  appleUser?: string | null,
): ProviderIdentity | undefined {
  if (!claims || typeof claims.sub !== 'string') return undefined;
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  const formName = appleName(appleUser);
  const email = text(claims.email).toLowerCase() || null;
  const [first = '', ...rest] = text(claims.name).split(/\s+/);
  return {
    subject: claims.sub,
    email,
    // Apple sends the flag as a string.
    emailVerified: claims.email_verified === true || claims.email_verified === 'true',
    firstName: (text(claims.given_name) || first || text(formName.firstName)).slice(0, 50),
    lastName: (text(claims.family_name) || rest.join(' ') || text(formName.lastName)).slice(0, 50),
  };
}

/**
 * Sign-in and account linking with Google and Apple (OpenID Connect, authorization code + PKCE). An
 * unknown provider account whose e-mail belongs to a member never signs into that member: the owner
 * connects it from settings while signed in.
 */
export class SocialSignIn {
  readonly #em: EntityManager;
  readonly #clock: Clock;
  readonly #providers: OidcProviders;
  readonly #flows: OidcFlowStore;
  readonly #sessions: SessionIssuer;
  readonly #publicUrl: string;

  constructor(
    em: EntityManager,
    clock: Clock,
    providers: OidcProviders,
    flows: OidcFlowStore,
    sessions: SessionIssuer,
    publicUrl: string,
  ) {
    this.#em = em;
    this.#clock = clock;
    this.#providers = providers;
    this.#flows = flows;
    this.#sessions = sessions;
    this.#publicUrl = publicUrl;
  }

  available(): SocialProviderDto[] {
    return this.#providers
      .available()
      .map((provider) => ({ provider, startUrl: `/api/auth/oidc/${provider}/start` }));
  }

  isAvailable(provider: string): provider is AuthProvider {
    return (this.#providers.available() as string[]).includes(provider);
  }

  /** Query-mode callbacks land under /api; form_post ones at the root, where form bodies are accepted. */
  redirectUri(provider: AuthProvider): string {
    const formPost = this.#providers.responseMode(provider) === 'form_post';
    return `${this.#publicUrl}${formPost ? '' : '/api'}/auth/oidc/${provider}/callback`;
  }

  usesFormPost(provider: AuthProvider): boolean {
    return this.#providers.responseMode(provider) === 'form_post';
  }

  /** The provider's authorization URL and the state the browser's flow cookie must carry back. */
  async start(
    provider: AuthProvider,
    options: { returnTo: string; linkMemberId?: string },
  ): Promise<{ url: string; state: string }> {
    const configuration = await this.#providers.configuration(provider);
    const codeVerifier = client.randomPKCECodeVerifier();
    const state = client.randomState();
    const nonce = client.randomNonce();
    await this.#flows.save(state, {
      provider,
      codeVerifier,
      nonce,
      returnTo: options.returnTo,
      ...(options.linkMemberId ? { linkMemberId: options.linkMemberId } : {}),
    });
    const url = client.buildAuthorizationUrl(configuration, {
      redirect_uri: this.redirectUri(provider),
      scope: 'openid email profile',
      response_type: 'code',
      code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
      nonce,
      ...(this.usesFormPost(provider) ? { response_mode: 'form_post' } : {}),
    });
    return { url: url.href, state };
  }

  failure(code: SocialErrorCode, returnTo = '/'): SocialOutcome {
    return { kind: 'failed', code, redirectTo: withQuery(safeReturnPath(returnTo), 'authError', code) };
  }

  /**
   * Finishes a flow from the callback: `response` is the callback URL (query mode) or the POSTed
   * form (form_post mode); `cookieState` is the state the browser's flow cookie holds.
   */
  async complete(
    provider: AuthProvider,
    response: URL | { url: URL; form: URLSearchParams },
    cookieState: string | undefined,
  ): Promise<SocialOutcome> {
    const params = response instanceof URL ? response.searchParams : response.form;
    const state = params.get('state');
    // The state must come back to the browser that started the flow (login CSRF).
    if (!state || !cookieState || state !== cookieState) return this.failure('sign-in-failed');
    const flow = await this.#flows.take(state);
    if (!flow || flow.provider !== provider) return this.failure('sign-in-failed');
    let identity: ProviderIdentity | undefined;
    try {
      const configuration = await this.#providers.configuration(provider);
      const current =
        response instanceof URL
          ? response
          : new Request(response.url, {
              method: 'POST',
              body: response.form,
              headers: { 'content-type': 'application/x-www-form-urlencoded' },
            });
      const tokens = await client.authorizationCodeGrant(configuration, current, {
        pkceCodeVerifier: flow.codeVerifier,
        expectedState: state,
        expectedNonce: flow.nonce,
        idTokenExpected: true,
      });
      let claims = tokens.claims();
      // Some providers put e-mail and names only in UserInfo, not in the ID token.
      if (claims && !claims.email && configuration.serverMetadata().userinfo_endpoint) {
        const userInfo = await client.fetchUserInfo(configuration, tokens.access_token, claims.sub);
        claims = { ...userInfo, ...claims, email: userInfo.email, email_verified: userInfo.email_verified };
      }
      identity = identityOf(claims, response instanceof URL ? undefined : response.form.get('user'));
    } catch {
      identity = undefined;
    }
    if (!identity) return this.failure('sign-in-failed', flow.returnTo);
    return flow.linkMemberId
      ? this.#link(flow.linkMemberId, provider, identity, flow.returnTo)
      : this.#signIn(provider, identity, flow.returnTo);
  }

  async #memberOfSubject(provider: AuthProvider, subject: string): Promise<string | undefined> {
    return (await this.#em.findOne(MemberAuthProvider, { provider, subject }))?.memberId;
  }

  async #link(
    memberId: string,
    provider: AuthProvider,
    identity: ProviderIdentity,
    returnTo: string,
  ): Promise<SocialOutcome> {
    const owner = await this.#memberOfSubject(provider, identity.subject);
    if (owner && owner !== memberId) return this.failure('linked-to-another-member', returnTo);
    const member = await findMemberById(this.#em, memberId);
    if (member?.status !== 'active') return this.failure('sign-in-required', returnTo);
    try {
      await this.#em.transactional(async (em) => {
        // Linking again (another account of the same provider) replaces the link.
        const linked = await em.findOne(MemberAuthProvider, { memberId, provider });
        const link = { subject: identity.subject, email: identity.email, linkedAt: this.#clock.now() };
        if (linked) em.assign(linked, link);
        else em.create(MemberAuthProvider, { memberId, provider, ...link });
      });
    } catch (error) {
      if (isUniqueViolation(error)) return this.failure('linked-to-another-member', returnTo);
      throw error;
    }
    return { kind: 'linked', redirectTo: withQuery(returnTo, 'linked', provider) };
  }

  async #signIn(
    provider: AuthProvider,
    identity: ProviderIdentity,
    returnTo: string,
  ): Promise<SocialOutcome> {
    const now = this.#clock.now();
    const linkedMemberId = await this.#memberOfSubject(provider, identity.subject);
    if (linkedMemberId) {
      const member = await findMemberById(this.#em, linkedMemberId);
      if (member?.status !== 'active') return this.failure('account-deactivated', returnTo);
      const auth = await this.#em.transactional((em) => this.#sessions.start(em, member, now));
      return { kind: 'signed-in', auth, redirectTo: returnTo };
    }
    if (identity.email && (await findActiveMemberByEmail(this.#em, identity.email))) {
      return this.failure('account-exists', returnTo);
    }
    try {
      const auth = await this.#em.transactional(async (em) => {
        const member = em.create(Member, {
          id: randomUUID(),
          email: identity.email,
          emailVerified: identity.email !== null && identity.emailVerified,
          firstName: identity.firstName,
          lastName: identity.lastName,
          createdAt: now,
          updatedAt: now,
        });
        em.create(MemberAuthProvider, {
          memberId: member.id,
          provider,
          subject: identity.subject,
          email: identity.email,
          linkedAt: now,
        });
        return this.#sessions.start(em, member, now);
      });
      return { kind: 'signed-in', auth, redirectTo: returnTo };
    } catch (error) {
      // Someone registered this e-mail (or linked this account) a moment ago.
      if (isUniqueViolation(error)) return this.failure('account-exists', returnTo);
      throw error;
    }
  }

  /** Disconnects a provider unless it is the member's last way to sign in. */
  async revoke(
    memberId: string,
    provider: AuthProvider,
  ): Promise<{ message: string; authSchemas: MemberDto['authSchemas'] }> {
    // The member row is locked so two disconnects at once cannot leave the account with no way in.
    return this.#em.transactional(async (em) => {
      const member = await findMemberById(em, memberId, true);
      if (member?.status !== 'active') throw unauthorized();
      const links = await em.find(MemberAuthProvider, { memberId }, { orderBy: { provider: 'asc' } });
      const providers = links.map((link) => link.provider);
      const removal = canRemoveProvider({ hasPassword: member.passwordHash !== null, providers }, provider);
      if (!removal.allowed) {
        throw badRequest([
          {
            message:
              removal.reason === 'last-method' ? SOCIAL_MESSAGES.lastMethod : SOCIAL_MESSAGES.notLinked,
            field: 'provider',
          },
        ]);
      }
      for (const link of links) if (link.provider === provider) em.remove(link);
      return {
        message: SOCIAL_MESSAGES.disconnected,
        authSchemas: {
          providers: providers.filter((linked) => linked !== provider),
          hasPassword: member.passwordHash !== null,
        },
      };
    });
  }
}

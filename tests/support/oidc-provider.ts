import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { freePort } from './free-port.ts';

// oidc-provider ships no types; this is the little of its API the tests use.
interface Interaction {
  prompt: { name: string; details: { missingOIDCScope?: string[]; missingOIDCClaims?: string[] } };
  params: { client_id: string };
  session?: { accountId: string };
  grantId?: string;
}
interface Grant {
  addOIDCScope(scope: string): void;
  addOIDCClaims(claims: string[]): void;
  save(): Promise<string>;
}
interface Provider {
  callback(): (req: IncomingMessage, res: ServerResponse) => void;
  interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<Interaction>;
  interactionFinished(
    req: IncomingMessage,
    res: ServerResponse,
    result: unknown,
    options?: { mergeWithLastSubmission: boolean },
  ): Promise<void>;
  Grant: {
    new (init: { accountId: string; clientId: string }): Grant;
    find(id: string): Promise<Grant | undefined>;
  };
}
type ProviderConstructor = new (issuer: string, configuration: unknown) => Provider;

export interface OidcAccount {
  sub: string;
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
}

export interface TestOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The account the next login interaction signs in as (the "user" typing into the provider). */
  signInAs(account: OidcAccount): void;
  close(): Promise<void>;
}

/**
 * A real OpenID Connect provider (the `oidc-provider` package) on a free loopback port. Its login and
 * consent screens are replaced by an interaction that signs in whichever account the test chose, so
 * a test drives the whole authorization-code + PKCE flow with plain HTTP redirects.
 */
export async function startOidcProvider(options: { redirectUris: string[] }): Promise<TestOidcProvider> {
  const moduleName = 'oidc-provider';
  const { default: Provider } = (await import(moduleName)) as { default: ProviderConstructor };
  const port = await freePort();
  const issuer = `http://127.0.0.1:${port}`;
  const clientId = 'playfield-test';
  const clientSecret = 'playfield-test-secret-0123456789abcdef';
  const accounts = new Map<string, OidcAccount>();
  let next: OidcAccount | undefined;

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name', 'name'],
    },
    findAccount: async (_ctx: unknown, sub: string) => ({
      accountId: sub,
      claims: async () => ({ ...(accounts.get(sub) ?? {}), sub }),
    }),
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    cookies: { keys: ['test-cookie-key-0123456789'] },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 600,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
    },
  });

  const interact = async (req: IncomingMessage, res: ServerResponse) => {
    const details = await provider.interactionDetails(req, res);
    if (details.prompt.name === 'login') {
      if (!next) throw new Error('test provider: call signInAs() before starting a flow');
      accounts.set(next.sub, next);
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId: next.sub } },
        { mergeWithLastSubmission: false },
      );
      return;
    }
    const accountId = details.session?.accountId ?? next?.sub ?? '';
    const grant =
      (details.grantId ? await provider.Grant.find(details.grantId) : undefined) ??
      new provider.Grant({ accountId, clientId: details.params.client_id });
    if (details.prompt.details.missingOIDCScope)
      grant.addOIDCScope(details.prompt.details.missingOIDCScope.join(' '));
    if (details.prompt.details.missingOIDCClaims)
      grant.addOIDCClaims(details.prompt.details.missingOIDCClaims);
    const grantId = await grant.save();
    await provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
  };

  const handle = provider.callback();
  const server: Server = createServer((req, res) => {
    if (req.url?.startsWith('/interaction/')) {
      interact(req, res).catch((error: unknown) => {
        res.statusCode = 500;
        res.end(String(error));
      });
      return;
    }
    handle(req, res);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    issuer,
    clientId,
    clientSecret,
    signInAs(account) {
      next = account;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const decodeHtml = (value: string) =>
  value.replace(
    /&(amp|lt|gt|quot|#39|#x2F);/g,
    (_match, entity: string) =>
      ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x2F': '/' })[entity] ?? '',
  );

/**
 * A browser enough for redirect flows: a cookie jar per origin and redirects followed by hand, until
 * the flow lands on a page of the app (not under /api), whose URL is returned unfetched.
 */
export class TestBrowser {
  readonly #jar = new Map<string, Map<string, string>>();
  readonly #appOrigin: string;

  constructor(appOrigin: string) {
    this.#appOrigin = appOrigin;
  }

  cookies(origin = this.#appOrigin): Map<string, string> {
    let cookies = this.#jar.get(origin);
    if (!cookies) {
      cookies = new Map();
      this.#jar.set(origin, cookies);
    }
    return cookies;
  }

  setCookie(name: string, value: string, origin = this.#appOrigin): void {
    this.cookies(origin).set(name, value);
  }

  #store(url: URL, response: Response) {
    const cookies = this.cookies(url.origin);
    for (const header of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = header.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      const expired =
        attributes.some((attribute) => /^\s*expires=Thu, 01 Jan 1970/i.test(attribute)) || value === '';
      if (expired) cookies.delete(name);
      else cookies.set(name, value);
    }
  }

  /** Navigates to `start` and follows redirects; returns the app page the flow ends on. */
  async navigate(start: string, maxRedirects = 20): Promise<URL> {
    let url = new URL(start);
    for (let hop = 0; hop < maxRedirects; hop += 1) {
      if (url.origin === this.#appOrigin && !url.pathname.startsWith('/api/')) return url;
      const cookie = [...this.cookies(url.origin)].map(([name, value]) => `${name}=${value}`).join('; ');
      const response = await fetch(url, { redirect: 'manual', headers: cookie ? { cookie } : {} });
      this.#store(url, response);
      const location = response.headers.get('location');
      if (response.status === 200 && (response.headers.get('content-type') ?? '').includes('text/html')) {
        // response_mode=form_post: the page is a form the browser submits by itself.
        const page = await response.text();
        const form = /<form[^>]*method="post"[^>]*action="([^"]+)"/i.exec(page);
        if (!form?.[1]) throw new Error(`navigation stopped at ${url.href} on a page without a form`);
        const fields = new URLSearchParams();
        for (const input of page.matchAll(/<input[^>]*name="([^"]+)"[^>]*value="([^"]*)"/gi)) {
          fields.set(decodeHtml(input[1]!), decodeHtml(input[2]!));
        }
        url = await this.#post(new URL(decodeHtml(form[1]), url), fields);
        continue;
      }
      if (response.status < 300 || response.status >= 400 || !location) {
        throw new Error(
          `navigation stopped at ${url.href} with ${response.status}: ${(await response.text()).slice(0, 500)}`,
        );
      }
      await response.body?.cancel();
      url = new URL(location, url);
    }
    throw new Error('too many redirects');
  }

  /** Submits a form (a cross-site POST, as the provider's page makes it) and returns where it redirects. */
  async #post(url: URL, fields: URLSearchParams): Promise<URL> {
    const cookie = [...this.cookies(url.origin)].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(url, {
      method: 'POST',
      redirect: 'manual',
      body: fields,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
    });
    this.#store(url, response);
    const location = response.headers.get('location');
    if (!location)
      throw new Error(
        `form post to ${url.href} answered ${response.status}: ${(await response.text()).slice(0, 500)}`,
      );
    await response.body?.cancel();
    return new URL(location, url);
  }
}

import * as client from 'openid-client';
import type { AuthProvider } from '../../../contracts/identity/index.ts';
import type { Config } from '../../../platform/config/config.ts';
import type { Redis } from '../../../platform/redis/redis.ts';

export interface OidcProviderSettings {
  provider: AuthProvider;
  issuer: string;
  clientId: string;
  clientSecret: string | undefined;
  /**
   * Apple answers with a cross-site form POST when e-mail is requested (response_mode=form_post);
   * Google redirects with the code in the query.
   */
  responseMode: 'query' | 'form_post';
}

/** Providers with a client id configured; the others are simply not offered. */
export function oidcProviderSettings(config: Config): OidcProviderSettings[] {
  const settings: OidcProviderSettings[] = [];
  if (config.OIDC_GOOGLE_CLIENT_ID) {
    settings.push({
      provider: 'google',
      issuer: config.OIDC_GOOGLE_ISSUER,
      clientId: config.OIDC_GOOGLE_CLIENT_ID,
      clientSecret: config.OIDC_GOOGLE_CLIENT_SECRET,
      responseMode: 'query',
    });
  }
  if (config.OIDC_APPLE_CLIENT_ID) {
    settings.push({
      provider: 'apple',
      issuer: config.OIDC_APPLE_ISSUER,
      clientId: config.OIDC_APPLE_CLIENT_ID,
      clientSecret: config.OIDC_APPLE_CLIENT_SECRET,
      responseMode: 'form_post',
    });
  }
  return settings;
}

export interface OidcProviders {
  available(): AuthProvider[];
  responseMode(provider: AuthProvider): 'query' | 'form_post';
  /** The discovered client configuration (cached; discovery is retried after a failure). */
  configuration(provider: AuthProvider): Promise<client.Configuration>;
}

export function createOidcProviders(settings: OidcProviderSettings[], allowHttp: boolean): OidcProviders {
  const configurations = new Map<AuthProvider, Promise<client.Configuration>>();
  return {
    available: () => settings.map((entry) => entry.provider),
    responseMode: (provider) =>
      settings.find((entry) => entry.provider === provider)?.responseMode ?? 'query',
    configuration(provider) {
      const entry = settings.find((candidate) => candidate.provider === provider);
      if (!entry) return Promise.reject(new Error(`OIDC provider ${provider} is not configured`));
      let configuration = configurations.get(provider);
      if (!configuration) {
        const issuer = new URL(entry.issuer);
        const insecure = allowHttp && issuer.protocol === 'http:';
        configuration = client.discovery(
          issuer,
          entry.clientId,
          entry.clientSecret ? { client_secret: entry.clientSecret } : undefined,
          entry.clientSecret ? undefined : client.None(),
          insecure ? { execute: [client.allowInsecureRequests], timeout: 10 } : { timeout: 10 },
        );
        configuration.catch(() => configurations.delete(provider));
        configurations.set(provider, configuration);
      }
      return configuration;
    },
  };
}

/** What the callback needs to finish a flow the start route began; kept in Redis for 10 minutes. */
export interface OidcFlow {
  provider: AuthProvider;
  codeVerifier: string;
  nonce: string;
  returnTo: string;
  linkMemberId?: string;
}

export interface OidcFlowStore {
  save(state: string, flow: OidcFlow): Promise<void>;
  /** Returns and forgets the flow: a callback URL works once. */
  take(state: string): Promise<OidcFlow | undefined>;
}

const FLOW_TTL_SECONDS = 600;

export function createOidcFlowStore(redis: Redis, prefix: string): OidcFlowStore {
  const key = (state: string) => `${prefix}:oidc-flow:${state}`;
  return {
    async save(state, flow) {
      await redis.set(key(state), JSON.stringify(flow), 'EX', FLOW_TTL_SECONDS);
    },
    async take(state) {
      const value = await redis.getdel(key(state));
      return value ? (JSON.parse(value) as OidcFlow) : undefined;
    },
  };
}

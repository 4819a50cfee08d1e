import type { SocialProviderDto } from '../../../../src/contracts/identity/index.ts';
import { AUTH_PROVIDERS } from '../../../../src/contracts/identity/member.ts';
import { useApi } from '../../api/use-api';

export { providerNames } from './provider-names';

export const authProvidersKey = '/auth/providers';

/**
 * The social sign-ins the server has configured (`GET /api/auth/providers`), in a fixed order, with
 * where each one starts. Unknown providers are dropped.
 */
export function readProviders(data: unknown): SocialProviderDto[] {
  if (!Array.isArray(data)) return [];
  const offered = data.filter(
    (entry): entry is SocialProviderDto =>
      typeof entry === 'object' &&
      entry !== null &&
      (AUTH_PROVIDERS as readonly unknown[]).includes((entry as SocialProviderDto).provider),
  );
  return AUTH_PROVIDERS.flatMap((provider) =>
    offered.filter((entry) => entry.provider === provider).slice(0, 1),
  );
}

export function useAuthProviders(): SocialProviderDto[] {
  const { data } = useApi<unknown>(authProvidersKey);
  return readProviders(data);
}

/**
 * Where a social sign-in starts: the provider's `startUrl` with `returnTo` (a path the server sends
 * the browser back to) and `link=1` to connect it to the signed-in account instead.
 */
export function socialStartHref(
  provider: Pick<SocialProviderDto, 'provider' | 'startUrl'>,
  returnTo: string,
  link = false,
): string {
  const start = provider.startUrl || `/api/auth/oidc/${provider.provider}/start`;
  const url = new URL(start, 'http://same-origin.invalid');
  if (link) url.searchParams.set('link', '1');
  url.searchParams.set('returnTo', returnTo);
  // Same-origin starts stay relative; a server that names another origin keeps it.
  return url.origin === 'http://same-origin.invalid' ? `${url.pathname}${url.search}` : url.href;
}

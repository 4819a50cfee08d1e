import type { AuthProvider } from '../../../contracts/identity/index.ts';

export interface SignInMethods {
  hasPassword: boolean;
  providers: AuthProvider[];
}

export type ProviderRemoval = { allowed: true } | { allowed: false; reason: 'not-linked' | 'last-method' };

/** A member must keep at least one way to sign in: the last one cannot be removed. */
export function canRemoveProvider(methods: SignInMethods, provider: AuthProvider): ProviderRemoval {
  if (!methods.providers.includes(provider)) return { allowed: false, reason: 'not-linked' };
  const remaining =
    methods.providers.filter((linked) => linked !== provider).length + (methods.hasPassword ? 1 : 0);
  return remaining > 0 ? { allowed: true } : { allowed: false, reason: 'last-method' };
}

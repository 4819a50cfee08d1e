import type { AuthProvider, MemberDto } from '../../../../src/contracts/identity/index.ts';

type AuthSchemas = MemberDto['authSchemas'];

/** Spec §6: Update password is offered only to users with a password. */
export const canUpdatePassword = (schemas: AuthSchemas) => schemas.hasPassword;

/** Spec §6: Update email only to password-only accounts with no linked providers. */
export const canUpdateEmail = (schemas: AuthSchemas) => schemas.hasPassword && schemas.providers.length === 0;

/** The last way to sign in cannot be removed: a provider goes only if a password or another provider stays. */
export const canDisconnect = (schemas: AuthSchemas, provider: AuthProvider) =>
  schemas.providers.includes(provider) && (schemas.hasPassword || schemas.providers.length > 1);

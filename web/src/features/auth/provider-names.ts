import type { AuthProvider } from '../../../../src/contracts/identity/index.ts';

// Kept apart from the contract values (zod schemas) so the layout can name providers without
// loading a validation library on the first page.
export const providerNames: Record<AuthProvider, string> = { google: 'Google', apple: 'Apple' };

export const isAuthProvider = (value: unknown): value is AuthProvider =>
  typeof value === 'string' && Object.hasOwn(providerNames, value);

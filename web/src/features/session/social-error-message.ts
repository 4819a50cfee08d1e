import type { SOCIAL_ERRORS } from '../../../../src/contracts/identity/index.ts';

/** The words for a social sign-in's `?authError=<code>` (unknown codes read as a failed sign-in). */
export function pickSocialError(errors: typeof SOCIAL_ERRORS, code: string): string {
  return Object.hasOwn(errors, code) ? errors[code as keyof typeof SOCIAL_ERRORS] : errors['sign-in-failed'];
}

/** The same, loaded on demand: the contract module carries zod schemas the first page does not need. */
export async function socialErrorMessage(code: string): Promise<string> {
  const { SOCIAL_ERRORS } = await import('../../../../src/contracts/identity/social.ts');
  return pickSocialError(SOCIAL_ERRORS, code);
}

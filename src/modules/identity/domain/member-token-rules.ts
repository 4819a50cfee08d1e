export type MemberTokenPurpose = 'email-verification' | 'password-reset';

/** Reset links work for 30 minutes; verification links for a week. */
export const TOKEN_LIFETIME_MS: Record<MemberTokenPurpose, number> = {
  'password-reset': 30 * 60 * 1000,
  'email-verification': 7 * 24 * 60 * 60 * 1000,
};

export interface MemberTokenState {
  purpose: MemberTokenPurpose;
  expiresAt: Date;
  usedAt: Date | null;
  /** Set when a newer token of the same purpose was issued to the member. */
  supersededAt: Date | null;
}

export const tokenExpiry = (purpose: MemberTokenPurpose, issuedAt: Date) =>
  new Date(issuedAt.getTime() + TOKEN_LIFETIME_MS[purpose]);

/** Single-use, time-limited, and only the newest of its purpose counts. */
export function isTokenUsable(
  token: MemberTokenState | undefined,
  purpose: MemberTokenPurpose,
  now: Date,
): boolean {
  if (!token || token.purpose !== purpose) return false;
  if (token.usedAt || token.supersededAt) return false;
  return token.expiresAt.getTime() > now.getTime();
}

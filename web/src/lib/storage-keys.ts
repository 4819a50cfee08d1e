// Every localStorage key the SPA writes, in one place: logout and a failed token refresh clear the
// whole storage, and a renamed key here is a renamed key everywhere.
export const storageKeys = {
  authenticated: 'authenticated',
  lastClubPath: 'lastClubPath',
  inviteToken: 'inviteToken',
  pendingRsvp: 'pendingRsvp',
} as const;

/**
 * Keys older builds wrote and this one must not keep: the refresh token now lives only in its
 * httpOnly cookie, where no script can read it.
 */
export const retiredStorageKeys = ['refreshToken'] as const;

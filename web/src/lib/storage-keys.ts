// Every localStorage key the SPA writes, in one place: logout and a failed token refresh clear the
// whole storage, and a renamed key here is a renamed key everywhere.
export const storageKeys = {
  refreshToken: 'refreshToken',
  authenticated: 'authenticated',
  lastClubPath: 'lastClubPath',
} as const;

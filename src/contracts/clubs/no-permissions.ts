import type { PermissionsDto } from './permissions.ts';

// Its own file, free of zod: the SPA's entry chunk reads it (the clubs side panel) and would otherwise
// pull in every clubs schema and the schema library with it.
/** What the SPA assumes when the call fails (spec §4: complete, no rights). */
export const NO_PERMISSIONS: PermissionsDto = {
  type: 'none',
  isCaptain: false,
  isAdmin: false,
  isActive: false,
  isOwner: false,
  isMember: false,
  isBlocked: false,
  fetchComplete: true,
};

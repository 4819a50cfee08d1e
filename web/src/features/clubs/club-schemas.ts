import type { z } from 'zod';
import {
  createTeamSchema,
  JERSEY_COLORS,
  ROSTER_MESSAGES,
  TEAM_MESSAGES,
} from '../../../../src/contracts/clubs/index.ts';
import { INVITE_MESSAGES } from '../../../../src/contracts/clubs/invite.ts';
import {
  PICKUP_GROUP_MESSAGES,
  PICKUP_TIMEZONES,
  pickupGroupDetailsSchema,
} from '../../../../src/contracts/clubs/pickup-group.ts';
import { MAX_IMAGE_BYTES, PROFILE_MESSAGES } from '../../../../src/contracts/identity/index.ts';

export { JERSEY_COLORS };

// The spec's words for the clubs screens (spec §5, §8), from the contracts where the server says them too.
export const CLUB_MESSAGES = {
  required: TEAM_MESSAGES.required,
  abbreviationShort: TEAM_MESSAGES.abbreviationMin,
  abbreviationLong: TEAM_MESSAGES.abbreviationMax,
  establishedFuture: TEAM_MESSAGES.establishedFuture,
  bannerRequired: PICKUP_GROUP_MESSAGES.bannerRequired,
  badgeRequired: PICKUP_GROUP_MESSAGES.badgeRequired,
  groupFileTooLarge: PICKUP_GROUP_MESSAGES.fileSize,
  uploadTooLarge: PROFILE_MESSAGES.uploadTooLarge,
  uploadType: PROFILE_MESSAGES.uploadType,
  uploadFailed: PROFILE_MESSAGES.uploadFailed,
  uploaded: PROFILE_MESSAGES.uploaded,
  teamCreated: TEAM_MESSAGES.created,
  teamUpdated: TEAM_MESSAGES.updated,
  teamDeleted: TEAM_MESSAGES.deleted,
  teamDeleteFailed: TEAM_MESSAGES.deleteFailed,
  groupCreated: PICKUP_GROUP_MESSAGES.created,
  groupEdited: PICKUP_GROUP_MESSAGES.edited,
  groupFailed: PICKUP_GROUP_MESSAGES.saveFailed,
  deactivated: PICKUP_GROUP_MESSAGES.deactivated,
  leftGroup: PICKUP_GROUP_MESSAGES.left,
  groupUpdated: PICKUP_GROUP_MESSAGES.updated,
  removed: ROSTER_MESSAGES.removed,
  leftTeam: ROSTER_MESSAGES.left,
  updated: ROSTER_MESSAGES.updated,
  generic: 'Something went wrong.',
  rosterEmpty: ROSTER_MESSAGES.empty,
  rosterError: ROSTER_MESSAGES.error,
  loginToView: PICKUP_GROUP_MESSAGES.loginToView,
  offLimits: PICKUP_GROUP_MESSAGES.offLimits,
  membersError: PICKUP_GROUP_MESSAGES.membersFailed,
  invitesSent: INVITE_MESSAGES.sent,
  invitesFailed: INVITE_MESSAGES.sendFailed,
  linkCopied: INVITE_MESSAGES.copied,
  linkFailed: INVITE_MESSAGES.linkFailed,
  clipboardUnsupported: 'Clipboard API not supported',
  inviteFailed: INVITE_MESSAGES.couldNotProcess,
  completeProfile: INVITE_MESSAGES.completeProfile,
  tooYoung: INVITE_MESSAGES.tooYoung,
  alreadyAdded: INVITE_MESSAGES.alreadyAdded,
  congrats: INVITE_MESSAGES.congrats,
} as const;

export const IMAGE_TYPES = ['image/png', 'image/gif', 'image/jpeg'] as const;

/** Spec §5/§9: png, gif or jpeg of at most 5,000,000 bytes. */
export function imageProblem(
  file: Pick<File, 'type' | 'size'>,
  tooLarge: string = CLUB_MESSAGES.uploadTooLarge,
): string | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return CLUB_MESSAGES.uploadType;
  if (file.size > MAX_IMAGE_BYTES) return tooLarge;
  return null;
}

export const teamFormSchema = createTeamSchema;
export type TeamFormInput = z.input<typeof teamFormSchema>;

/** Spec §9 time zones, sent with the US/ prefix where they have one. */
export const GROUP_TIMEZONES = PICKUP_TIMEZONES;

export const groupDetailsSchema = pickupGroupDetailsSchema;
/** The form holds text; the schema reads the year from it. */
export type GroupDetailsInput = Omit<z.input<typeof groupDetailsSchema>, 'established' | 'timezone'> & {
  established: string;
  timezone: string;
};

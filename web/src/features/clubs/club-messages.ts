import {
  INVITE_MESSAGES,
  PICKUP_GROUP_MESSAGES,
  ROSTER_MESSAGES,
  TEAM_MESSAGES,
} from '../../../../src/contracts/clubs/messages.ts';
import { MAX_IMAGE_BYTES } from '../../../../src/contracts/identity/member-rules.ts';
import { PROFILE_MESSAGES } from '../../../../src/contracts/identity/messages.ts';
import { genericErrorMessage } from '../../api/envelope';

// Imported from the zod-free contract modules: a club's page is where invite links land, a first
// route on a phone, and needs the words long before any form's schema.

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
  generic: genericErrorMessage,
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

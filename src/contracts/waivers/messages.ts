// Waivers' words and limits, without zod: the profile card and the signed-waiver page import them
// without pulling zod into their chunk (the schemas are in index.ts).

export const WAIVER_LIMITS = { nameMax: 120, versionMax: 20, textMax: 20_000 } as const;

export const WAIVER_MESSAGES = {
  nameRequired: 'Enter the waiver name',
  nameTooLong: `The waiver name can be at most ${WAIVER_LIMITS.nameMax} characters`,
  versionRequired: 'Enter the waiver version',
  versionTooLong: `The version can be at most ${WAIVER_LIMITS.versionMax} characters`,
  versionFormat: 'Use letters, digits, dots, dashes or underscores for the version',
  textRequired: 'Enter the waiver text',
  textTooLong: `The waiver text can be at most ${WAIVER_LIMITS.textMax.toLocaleString('en-US')} characters`,
  invalidCharacters: 'The text contains characters that are not allowed',
  versionTaken: 'This version is already published. Give the new version another number.',
  published: 'Waiver published.',
  noWaiver: 'This organization has not published a waiver yet.',
  waiverNotFound: 'Waiver not found.',
  notLatest: 'This is not the current version of the waiver. Reload and sign the current version.',
  signOwnOnly: 'Only the member can sign their own waiver.',
  signed: 'Waiver signed.',
  signedWaiverNotFound: 'Signed waiver not found.',
  memberNotFound: 'Member not found.',
  notAllowed: "Only the member, their team's captains and the organization's staff can see this.",
  remindNotAllowed: "Only the member's captains and the organization's staff can send a reminder.",
  alreadySigned: 'This member has already signed the current waiver.',
  reminderSent: 'Reminder sent.',
  outstanding: 'Outstanding',
} as const;

/** Spec §3: a signature's status; 'agreed' is the only one a member can give. */
export const MEMBER_WAIVER_STATUSES = ['agreed'] as const;
export type MemberWaiverStatus = (typeof MEMBER_WAIVER_STATUSES)[number];

/** One published version of an organization's waiver (immutable once published). */
export interface OrganizationWaiverDto {
  id: string;
  organizationId: number;
  name: string;
  waiverVersion: string;
  text: string;
  publishedAt: string;
}

/** Spec §3 `latestOrgWaiver`, with the id a member signs. */
export interface LatestOrgWaiverDto {
  id: string;
  waiverVersion: string;
  name: string;
}

/** Spec §3 `signedMemberWaiver`: what the member last signed for the organization. */
export interface SignedMemberWaiverDto {
  id: string;
  status: MemberWaiverStatus;
  updatedAt: string;
  waiverVersion: string;
  signedDate: string;
  name: string;
}

/** GET /api/team/members/{memberId}/waivers: one row per organization relevant to the caller. */
export interface MemberWaiverDto {
  organization: { id: number; name: string };
  latestOrgWaiver: LatestOrgWaiverDto | null;
  signedMemberWaiver: SignedMemberWaiverDto | null;
  /** Spec §4's rule, computed by the server. */
  outstanding: boolean;
}

/** GET /api/signed-waivers/{id}: what was signed, when, which version (the /waivers/{id} page). */
export interface SignedWaiverDto extends SignedMemberWaiverDto {
  memberId: string;
  organization: { id: number; name: string };
  text: string;
  /** Whether the version signed is still the organization's current one. */
  isCurrent: boolean;
}

export interface SignWaiverResultDto {
  signedMemberWaiver: SignedMemberWaiverDto;
  message: string;
}

export interface PublishWaiverResultDto {
  waiver: OrganizationWaiverDto;
  message: string;
}

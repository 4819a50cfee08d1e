// Spec §4's waiver rule, with no I/O: the member-waivers list, the profile card and league
// registration (through the read API) all decide "outstanding" here.

export interface WaiverIdentity {
  waiverVersion: string | null;
  name: string | null;
}

export interface SignedWaiver extends WaiverIdentity {
  status: string | null;
}

/**
 * Outstanding unless the member's waiver status is agreed and its version or name matches the latest
 * organization waiver. "Version or name" is read as: the version decides when both sides carry one (so a
 * new version makes earlier signatures outstanding, as publishing promises), and the name decides only
 * when a side has no version. With no waiver published nothing is outstanding.
 */
export function isWaiverOutstanding(
  latest: WaiverIdentity | null | undefined,
  signed: SignedWaiver | null | undefined,
): boolean {
  if (!latest) return false;
  if (signed?.status !== 'agreed') return true;
  if (latest.waiverVersion && signed.waiverVersion) return latest.waiverVersion !== signed.waiverVersion;
  return !(latest.name && signed.name && latest.name === signed.name);
}

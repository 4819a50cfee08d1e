/** What a viewer may see of a member's profile card (spec §6). */
export interface ProfileVisibility {
  isSelf: boolean;
  /** E-mail and phone: the owner, and teammates once teams exist. */
  contact: boolean;
  /** Stats and the own-profile menu: the owner only. */
  stats: boolean;
}

export function profileVisibility(
  viewerId: string,
  memberId: string,
  viewerIsTeammate: boolean,
): ProfileVisibility {
  const isSelf = viewerId === memberId;
  return { isSelf, contact: isSelf || viewerIsTeammate, stats: isSelf };
}
